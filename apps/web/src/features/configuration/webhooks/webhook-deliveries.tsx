import { WEBHOOK_DELIVERY_PAGE_SIZE, type WebhookDelivery, type WebhookStatus } from '@app/domain/core/webhooks';
import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date.ts';
import { DataTable, type DataColumn } from '../../../ui/data-table.tsx';
import { moduleLabel, operationLabel } from './labels.ts';
import { deliveriesQuery, useWebhookMutations } from './use-webhooks.ts';

const STATUS_COLORS: Record<WebhookStatus, 'warning' | 'success' | 'error'> = { pending: 'warning', delivered: 'success', failed: 'error' };

export function DeliveryStatus({ status }: { status: WebhookStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={t(`webhooks.status.${status}`)} />;
}

/** One subscription's delivery log, newest first, twenty a page, with «Reenviar» on the finished ones. */
export function WebhookDeliveries({ webhookId }: { webhookId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  // The page shown stays until the next one arrived.
  const deliveries = useQuery({ ...deliveriesQuery(webhookId, page), placeholderData: keepPreviousData });
  const { redeliver } = useWebhookMutations();
  const columns: DataColumn<WebhookDelivery>[] = [
    { key: 'event', label: t('webhooks.event'), cell: (d) => `${moduleLabel(d.module)} · ${operationLabel(d.operation)}` },
    {
      key: 'state',
      label: t('webhooks.state'),
      fit: 'content',
      cell: (d) => (
        <Tooltip title={d.lastError ?? ''}>
          <span>
            <DeliveryStatus status={d.status} />
          </span>
        </Tooltip>
      ),
    },
    { key: 'attempts', label: t('webhooks.attempts'), fit: 'content', align: 'right', cell: (d) => d.attempts },
    { key: 'duration', label: t('webhooks.duration'), fit: 'content', align: 'right', cell: (d) => (d.lastDurationMs === null ? '—' : t('webhooks.durationMs', { ms: d.lastDurationMs })) },
    { key: 'code', label: t('webhooks.code'), fit: 'content', align: 'right', cell: (d) => d.lastStatusCode ?? '—' },
    { key: 'date', label: t('webhooks.date'), fit: 'content', cell: (d) => formatDateTime(d.deliveredAt ?? d.createdAt) },
    {
      key: 'actions',
      label: t('webhooks.actions'),
      fit: 'content',
      cell: (d) => (
        <Button
          size="small"
          startIcon={<ReplayIcon />}
          disabled={d.status === 'pending'}
          loading={redeliver.isPending && redeliver.variables.deliveryId === d._id}
          aria-label={t('webhooks.redeliverOne', { id: d._id })}
          onClick={() => redeliver.mutate({ id: webhookId, deliveryId: d._id })}
        >
          {t('webhooks.redeliver')}
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {t('webhooks.deliveries')}
      </Typography>
      <DataTable
        label={t('webhooks.deliveries')}
        columns={columns}
        rows={deliveries.data?.docs ?? []}
        total={deliveries.data?.totalDocs ?? 0}
        page={page}
        limit={WEBHOOK_DELIVERY_PAGE_SIZE}
        loading={deliveries.isPending}
        fetching={deliveries.isFetching}
        error={deliveries.isError ? t('crud.notLoaded') : undefined}
        empty={t('webhooks.deliveriesEmpty')}
        onPage={setPage}
      />
    </Stack>
  );
}
