import { OTHER_HISTORY_MODULES } from '@app/domain/core/audit-log';
import { HISTORY_CAUSE_LABELS, type HistoryEntry } from '@app/domain/core/history';
import { resourceByModule, resources } from '@app/domain/resources/registry';
import { changeLine, moduleLabel } from '@app/domain/resources/record-text';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { changeLabel, changeText } from '../../engine/change-text.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { DataColumn } from '../../ui/data-table.tsx';

/** The modules the log can be filtered by: every registry resource, by the name the menu and a record's history give it, and the configuration. */
export const MODULES = [
  ...resources.map((r) => ({ value: r.module, label: moduleLabel(r.module) })),
  ...OTHER_HISTORY_MODULES.map((m) => ({ value: m, label: m })),
];

function recordPath(module: string, document: string): string | undefined {
  const view = resourceByModule(module)?.viewDefs[0];
  return view ? `${view.route}/${encodeURIComponent(document)}` : undefined;
}

/** A module as the log names it: the menu's name, or the configuration. */
export function moduleName(module: string, t: TFunction): string {
  return module === 'configuration' ? t('activity.configuration') : (MODULES.find((m) => m.value === module)?.label ?? module);
}

/** The log's columns: when, where, which record (a link to it), what was done and changed, and by whom. */
export function activityColumns(t: TFunction): DataColumn<HistoryEntry>[] {
  const changes = (row: HistoryEntry) => {
    const def = resourceByModule(row.module);
    return row.changes.map((c) => (def ? `${changeLabel(def, c, t)}: ${changeText(def, c, t)}` : changeLine(row.module, c)));
  };
  const author = (row: HistoryEntry) => {
    if (row.adminId) return `${row.adminId.name} ${row.adminId.lastName}${row.tokenName ? ` ${t('apiTokens.via', { name: row.tokenName })}` : ''}`;
    if (row.userId) return `${row.userId.name} ${row.userId.lastName} (${t('activity.publicSite')})`;
    return row.authorErased ? t('userPanels.erasedUser') : t('history.system');
  };

  return [
    { key: 'createdAt', label: t('activity.date'), fit: 'content', cell: (row) => formatDateTime(row.createdAt) },
    { key: 'module', label: t('activity.module'), fit: 'content', cell: (row) => moduleName(row.module, t) },
    {
      key: 'document',
      label: t('activity.record'),
      fit: 'content',
      cell: (row) => {
        const path = recordPath(row.module, row.document);
        const short = row.document.slice(0, 8);
        return path ? (
          <Link component={RouterLink} to={path} aria-label={`${t('activity.openRecord')} ${short}`}>
            {short}
          </Link>
        ) : (
          short
        );
      },
    },
    { key: 'cause', label: t('activity.cause'), fit: 'content', cell: (row) => HISTORY_CAUSE_LABELS[row.cause] ?? row.cause },
    { key: 'description', label: t('activity.description'), cell: (row) => row.description || '—' },
    {
      key: 'changes',
      label: t('activity.changes'),
      text: (row) => changes(row).join('\n'),
      cell: (row) =>
        row.changes.length === 0 ? '—' : (
          <Typography variant="body2" component="span" sx={{ whiteSpace: 'pre-line' }}>
            {changes(row).join('\n')}
          </Typography>
        ),
    },
    { key: 'author', label: t('activity.author'), fit: 'content', cell: author },
  ];
}
