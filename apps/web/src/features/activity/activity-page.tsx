import { OTHER_HISTORY_MODULES } from '@app/domain/core/audit-log';
import { HISTORY_CAUSE_LABELS, HISTORY_CAUSES, type HistoryEntry } from '@app/domain/core/history';
import { resourceByModule, resources } from '@app/domain/resources/registry';
import { changeLine, moduleLabel } from '@app/domain/resources/record-text';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Link from '@mui/material/Link';
import { changeLabel, changeText } from '../../engine/change-text.ts';
import { ExportButton } from '../../engine/export-menu.tsx';
import { PageHeader } from '../../engine/page-header.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { DateProvider } from '../../ui/date-provider.tsx';
import { useActivity, useAdminOptions } from './use-activity.ts';

const DAY = 'YYYY-MM-DD';
const PAGE_SIZES = [10, 25, 50, 100] as const;

/** The modules the log can be filtered by: every registry resource, by the name the menu and a record's history give it, and the configuration. */
const MODULES = [
  ...resources.map((r) => ({ value: r.module, label: moduleLabel(r.module) })),
  ...OTHER_HISTORY_MODULES.map((m) => ({ value: m, label: m })),
];

function recordPath(module: string, document: string): string | undefined {
  const view = resourceByModule(module)?.viewDefs[0];
  return view ? `${view.route}/${encodeURIComponent(document)}` : undefined;
}

const day = (value: string | null): Dayjs | null => {
  const parsed = value ? dayjs(value, DAY, true) : null;
  return parsed?.isValid() ? parsed : null;
};

/** `/activity`, for super users: the audit log — every change of every module, newest first, filtered by module, action, author and dates. */
export function ActivityPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = {
    module: params.get('modulo') ?? undefined,
    cause: params.get('accion') ?? undefined,
    author: params.get('autor') ?? undefined,
    from: day(params.get('desde'))?.format(DAY),
    to: day(params.get('hasta'))?.format(DAY),
    page: Math.max(1, Number(params.get('pagina')) || 1),
    limit: PAGE_SIZES.includes(Number(params.get('limite')) as (typeof PAGE_SIZES)[number]) ? Number(params.get('limite')) : 25,
  };
  const activity = useActivity(filters);
  const admins = useAdminOptions();
  const badRange = filters.from !== undefined && filters.to !== undefined && filters.to < filters.from;

  const set = (patch: Record<string, string | undefined>, keepPage = false) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, value);
      }
      if (!keepPage) next.delete('pagina');
      return next;
    });

  const moduleName = (module: string) =>
    module === 'configuration' ? t('activity.configuration') : (MODULES.find((m) => m.value === module)?.label ?? module);
  const changes = (row: HistoryEntry) => {
    const def = resourceByModule(row.module);
    return row.changes.map((c) => (def ? `${changeLabel(def, c, t)}: ${changeText(def, c, t)}` : changeLine(row.module, c)));
  };
  const author = (row: HistoryEntry) => {
    if (row.adminId) return `${row.adminId.name} ${row.adminId.lastName}${row.tokenName ? ` ${t('apiTokens.via', { name: row.tokenName })}` : ''}`;
    if (row.userId) return `${row.userId.name} ${row.userId.lastName} (${t('activity.publicSite')})`;
    return row.authorErased ? t('userPanels.erasedUser') : t('history.system');
  };

  const columns: DataColumn<HistoryEntry>[] = [
    { key: 'createdAt', label: t('activity.date'), fit: 'content', cell: (row) => formatDateTime(row.createdAt) },
    { key: 'module', label: t('activity.module'), fit: 'content', cell: (row) => moduleName(row.module) },
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

  return (
    <DateProvider>
      <PageHeader title={t('activity.title')} subtitle={t('activity.subtitle')} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'center' } }}>
          <TextField
            select
            size="small"
            label={t('activity.module')}
            value={filters.module ?? ''}
            onChange={(e) => set({ modulo: e.target.value })}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('activity.all')}</MenuItem>
            {MODULES.map((m) => (
              <MenuItem key={m.value} value={m.value}>
                {moduleName(m.value)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('activity.cause')}
            value={filters.cause ?? ''}
            onChange={(e) => set({ accion: e.target.value })}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('activity.all')}</MenuItem>
            {HISTORY_CAUSES.map((cause) => (
              <MenuItem key={cause} value={cause}>
                {HISTORY_CAUSE_LABELS[cause]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('activity.author')}
            value={admins.data?.some((a) => a._id === filters.author) ? filters.author : ''}
            onChange={(e) => set({ autor: e.target.value })}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{t('activity.all')}</MenuItem>
            {(admins.data ?? []).map((a) => (
              <MenuItem key={a._id} value={a._id}>
                {`${a.name} ${a.lastName}`}
              </MenuItem>
            ))}
          </TextField>
          <DatePicker
            label={t('activity.from')}
            value={day(filters.from ?? null)}
            onChange={(value) => set({ desde: value?.isValid() ? value.format(DAY) : undefined })}
            slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
          />
          <DatePicker
            label={t('activity.to')}
            value={day(filters.to ?? null)}
            onChange={(value) => set({ hasta: value?.isValid() ? value.format(DAY) : undefined })}
            slotProps={{ textField: { size: 'small', error: badRange, helperText: badRange ? t('activity.badRange') : undefined }, field: { clearable: true } }}
          />
          <Button onClick={() => setParams(new URLSearchParams())}>{t('activity.clear')}</Button>
          <ExportButton
            path="/historicals/export"
            fallbackName="actividad"
            params={{ module: filters.module, cause: filters.cause, author: filters.author, from: filters.from, to: filters.to }}
          />
        </Stack>
      </Paper>
      <DataTable
        label={t('activity.title')}
        columns={columns}
        rows={badRange ? [] : (activity.data?.docs ?? [])}
        total={badRange ? 0 : (activity.data?.totalDocs ?? 0)}
        page={filters.page}
        limit={filters.limit}
        pageSizes={PAGE_SIZES}
        loading={activity.isPending}
        fetching={activity.isFetching && !activity.isPending}
        empty={t('activity.empty')}
        onPage={(page) => set({ pagina: String(page) }, true)}
        onLimit={(limit) => set({ limite: String(limit) })}
      />
    </DateProvider>
  );
}
