import { mayTakeAction, type ActionDef } from '@app/domain/core/actions';
import type { Resource } from '@app/domain/core/define-resource';
import { allows } from '@app/domain/core/permissions';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api-client.ts';
import { toast, SUCCESS_TOAST_MS } from '../feedback/toast.ts';
import { useActor } from '../session/use-can.ts';
import { bulkSummary, type BulkResult } from './bulk-summary.ts';
import { refreshRecord } from './refresh-record.ts';
import { useActionPrompt } from './use-action-prompt.tsx';

interface BulkActionsProps {
  def: Resource;
  /** The selected records, all of `def`: a list's rows, or review queue items with their status. */
  rows: readonly ({ _id: string } & Readonly<Record<string, unknown>>)[];
  /** Names the toolbar when a page shows one per resource (the review queue). */
  title?: string;
  /** After an answer: the ids the action was refused for (kept selected by the caller); `[]` to clear the selection. */
  onDone: (failedIds: string[]) => void;
}

/** What the admin may do with the selected records of one resource: each declared action at least one of them allows, asked once and sent for all. */
export function BulkActions({ def, rows, title, onDone }: BulkActionsProps) {
  const { t } = useTranslation();
  const actor = useActor();
  const queryClient = useQueryClient();
  const prompt = useActionPrompt(def);
  const run = useMutation({
    mutationFn: ({ name, reason }: { name: string; action: ActionDef; reason?: string }) =>
      api<{ results: BulkResult[] }>(`/${def.apiPath}/bulk/${name}`, {
        method: 'POST',
        body: { ids: rows.map((row) => row._id), ...(reason ? { historical: { description: reason } } : {}) },
      }),
    onSuccess: ({ data }, { action }) => {
      const done = (count: number) => (action.done ? `${count} ${action.done}` : t('bulk.applied', { count, action: action.label }));
      const failed = data.results.filter((r) => r.code !== 202).map((r) => r._id);
      toast(bulkSummary(data.results, done), failed.length > 0 ? { variant: 'warning' } : { variant: 'success', autoHideDuration: SUCCESS_TOAST_MS });
      refreshRecord(queryClient, def);
      onDone(failed);
    },
  });

  if (rows.length === 0 || actor === null) return null;
  const actions = Object.entries(def.actionDefs).filter(
    ([, action]) => action.bar !== false && rows.some((row) => mayTakeAction(actor, action, def, row)),
  );

  const start = async (name: string, action: ActionDef) => {
    const answer = await prompt.ask(action, t('bulk.records', { count: rows.length }), name);
    if (answer) run.mutate({ name, action, reason: answer.reason });
  };

  return (
    <Toolbar
      role="toolbar"
      aria-label={title ? `${t('bulk.toolbar')}: ${title}` : t('bulk.toolbar')}
      sx={{ gap: 1, flexWrap: 'wrap', bgcolor: 'action.selected', borderRadius: 1, minHeight: { xs: 48, sm: 48 }, py: 0.5 }}
    >
      <Typography component="p" role="status" sx={{ fontWeight: 600, mr: 1 }}>
        {title ? `${title} · ` : ''}
        {t('bulk.selected', { count: rows.length })}
      </Typography>
      {actions.map(([name, action]) => (
        <Button
          key={name}
          size="small"
          variant={action.tone === 'primary' || action.tone === 'success' ? 'contained' : 'outlined'}
          color={action.tone === 'primary' || action.tone === undefined ? 'primary' : action.tone}
          onClick={() => void start(name, action)}
          loading={run.isPending && run.variables?.name === name}
          disabled={run.isPending}
        >
          {action.label}
        </Button>
      ))}
      <Button size="small" onClick={() => onDone([])} disabled={run.isPending} sx={{ ml: 'auto' }}>
        {t('bulk.clear')}
      </Button>
      {prompt.dialogs}
    </Toolbar>
  );
}

/** Whether the admin may take at least one declared action of `def` on some record: only then do its lists offer a selection. */
export function useMayBulk(def: Resource): boolean {
  const actor = useActor();
  if (actor === null) return false;
  return Object.values(def.actionDefs).some(
    (action) => action.bar !== false && (!action.roles || action.roles.includes(actor.role)) && (action.owner === true || allows(actor, action.permission)),
  );
}
