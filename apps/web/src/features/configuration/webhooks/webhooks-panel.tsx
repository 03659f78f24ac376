import type { Webhook } from '@app/domain/core/webhooks';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../engine/confirm-delete-dialog.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { DataTable, type DataColumn } from '../../../ui/data-table.tsx';
import { moduleLabel, operationLabel } from './labels.ts';
import { useWebhookMutations, webhooksQuery } from './use-webhooks.ts';
import { DeliveryStatus, WebhookDeliveries } from './webhook-deliveries.tsx';
import { WebhookDialog } from './webhook-dialog.tsx';
import { WebhookSecretDialog } from './webhook-secret-dialog.tsx';

/** «Webhooks», a panel of the configuration page, loaded when opened. */
export function WebhooksPanel() {
  const { t } = useTranslation();
  return (
    <Accordion disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="config-webhooks" id="config-webhooks-header">
        <Typography sx={{ fontWeight: 600 }}>{t('webhooks.title')}</Typography>
      </AccordionSummary>
      <AccordionDetails id="config-webhooks">
        <WebhookList />
      </AccordionDetails>
    </Accordion>
  );
}

/** The subscriptions with their last delivery; each opens its delivery log, its edit dialog or its deletion. */
function WebhookList() {
  const { t } = useTranslation();
  const hooks = useQuery(webhooksQuery());
  const { update, remove } = useWebhookMutations();
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const columns: DataColumn<Webhook>[] = [
    { key: 'url', label: t('webhooks.url'), cell: (hook) => hook.url },
    { key: 'modules', label: t('webhooks.modules'), cell: (hook) => hook.modules.map(moduleLabel).join(', ') },
    { key: 'operations', label: t('webhooks.operations'), cell: (hook) => hook.operations.map(operationLabel).join(', ') },
    {
      key: 'active',
      label: t('webhooks.active'),
      fit: 'content',
      cell: (hook) => (
        <Switch
          checked={hook.active}
          disabled={update.isPending}
          slotProps={{ input: { 'aria-label': `${t('webhooks.active')}: ${hook.url}` } }}
          onChange={(_event, active) => update.mutate({ id: hook._id, body: { active } })}
        />
      ),
    },
    {
      key: 'lastDelivery',
      label: t('webhooks.lastDelivery'),
      fit: 'content',
      cell: ({ lastDelivery }) =>
        lastDelivery ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <DeliveryStatus status={lastDelivery.status} />
            <span>{formatDateTime(lastDelivery.createdAt)}</span>
          </Stack>
        ) : (
          t('webhooks.noDelivery')
        ),
    },
    {
      key: 'actions',
      label: t('webhooks.actions'),
      fit: 'content',
      cell: (hook) => (
        <>
          <IconButton
            aria-label={t(open === hook._id ? 'webhooks.hideDeliveries' : 'webhooks.showDeliveries', { url: hook.url })}
            aria-expanded={open === hook._id}
            onClick={() => setOpen(open === hook._id ? null : hook._id)}
          >
            <HistoryIcon />
          </IconButton>
          <IconButton aria-label={t('webhooks.editOne', { url: hook.url })} onClick={() => setEditing(hook)}>
            <EditIcon />
          </IconButton>
          <IconButton aria-label={t('webhooks.removeOne', { url: hook.url })} onClick={() => setDeleting(hook)}>
            <DeleteIcon />
          </IconButton>
        </>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('webhooks.intro')}
      </Typography>
      <div>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('webhooks.add')}
        </Button>
      </div>
      <DataTable
        label={t('webhooks.title')}
        columns={columns}
        rows={hooks.data ?? []}
        loading={hooks.isPending}
        error={hooks.isError ? t('webhooks.loadError') : undefined}
        empty={t('webhooks.empty')}
        rowDetail={(hook) => open === hook._id && <WebhookDeliveries webhookId={hook._id} />}
      />
      {editing && <WebhookDialog webhook={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onCreated={setSecret} />}
      {secret && <WebhookSecretDialog secret={secret} onClose={() => setSecret(null)} />}
      <ConfirmDeleteDialog
        open={deleting !== null}
        name={deleting?.url ?? ''}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
      />
    </Stack>
  );
}
