import { mayTakeAction, type ActionDef } from '@app/domain/core/actions';
import type { Resource } from '@app/domain/core/define-resource';
import BlockIcon from '@mui/icons-material/Block';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { showDialog } from '../feedback/dialog-store.ts';
import { useActor, useAllows } from '../session/use-can.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { PROFILE_PARAM, useRecordContext } from './record-context.ts';
import { DecisionNotice, RecordPresence } from './record-presence.tsx';
import type { ResourceRecord } from './resource-keys.ts';
import type { ResourceSlots } from './slots.ts';
import { useActionPrompt } from './use-action-prompt.tsx';
import { offersEdit, useMayEdit } from './use-may-edit.ts';
import { useResourceMutations } from './use-resource-mutations.ts';

const ICONS: Record<string, ReactNode> = {
  deactivate: <BlockIcon />,
  reactivate: <CheckCircleIcon />,
  send: <SendIcon />,
  accept: <TaskAltIcon />,
  reject: <CancelIcon />,
};

/** The filtered list a row was opened from, when the list said so. */
function listOf(state: unknown): string | undefined {
  return typeof state === 'object' && state !== null && 'list' in state && typeof state.list === 'string' ? state.list : undefined;
}

interface ActionBarProps {
  def: Resource;
  record: ResourceRecord;
  title: string;
  slots: ResourceSlots;
  onActed?: (action: string) => void;
}

/** Who else has the record open, someone else's decision, Editar, every declared action the admin may take on the record in its current state, and Eliminar: the same declarations and permission rule as the server. */
export function ActionBar({ def, record, title, slots, onActed }: ActionBarProps) {
  const { t } = useTranslation();
  const allows = useAllows();
  const actor = useActor();
  const mayEdit = useMayEdit(def, record);
  const navigate = useNavigate();
  const location = useLocation();
  const context = useRecordContext(record);
  const { act, remove } = useResourceMutations(def);
  const prompt = useActionPrompt(def);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const busy = act.isPending || remove.isPending;
  const list = listOf(location.state) ?? def.viewDefs[0]!.route;

  const actions = Object.entries(def.actionDefs).filter(
    ([, action]) => action.bar !== false && actor !== null && mayTakeAction(actor, action, def, record),
  );
  const canEdit = offersEdit(mayEdit, slots, context);
  const canDelete = def.operations.delete && allows(def.access.delete);

  const run = async (name: string, action: ActionDef) => {
    const refusal = slots.refuseAction?.(context, name);
    if (refusal) {
      showDialog({ severity: 'warning', title: t('errors.alertTitle'), message: refusal });
      return;
    }
    const answer = await prompt.ask(action, title, name);
    if (!answer) return;
    act.mutate(
      { id: record._id, action: name, reason: answer.reason, version: record.updatedAt },
      { onSuccess: () => (onActed ? onActed(name) : navigate(slots.afterAction?.(record, name) ?? list)) },
    );
  };

  return (
    <>
      <RecordPresence module={def.module} id={record._id} />
      {(def.actionDefs.accept ?? def.actionDefs.reject) && <DecisionNotice def={def} record={record} />}
      {canEdit && (
        <Button
          component={Link}
          to={`${def.route}/${encodeURIComponent(record._id)}/edit${context.profile ? `?${PROFILE_PARAM}=1` : ''}`}
          variant="contained"
          startIcon={<EditIcon />}
          disabled={busy}
        >
          {t('crud.edit')}
        </Button>
      )}
      {actions.map(([name, action]) => (
        <Button
          key={name}
          variant={action.tone === 'primary' || action.tone === 'success' ? 'contained' : 'outlined'}
          color={action.tone === 'primary' || action.tone === undefined ? 'primary' : action.tone}
          startIcon={ICONS[name]}
          onClick={() => void run(name, action)}
          loading={act.isPending && act.variables?.action === name}
          disabled={busy}
        >
          {action.label}
        </Button>
      ))}
      {canDelete && (
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setConfirmingDelete(true)} disabled={busy}>
          {t('crud.delete')}
        </Button>
      )}
      {prompt.dialogs}
      <ConfirmDeleteDialog
        open={confirmingDelete}
        name={title}
        pending={remove.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() =>
          remove.mutate(record._id, { onSuccess: () => navigate(list), onSettled: () => setConfirmingDelete(false) })
        }
      />
    </>
  );
}
