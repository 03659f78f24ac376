import type { WebhookStatus } from '@app/domain/core/webhooks';
import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date.ts';
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

  if (deliveries.isPending) return <Skeleton variant="rounded" height={96} aria-label={t('webhooks.deliveriesLoading')} />;
  if (deliveries.isError) return <Alert severity="warning">{t('crud.notLoaded')}</Alert>;
  const { docs, totalDocs, limit } = deliveries.data;
  if (totalDocs === 0) return <Alert severity="info">{t('webhooks.deliveriesEmpty')}</Alert>;

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {t('webhooks.deliveries')}
      </Typography>
      <Table size="small" aria-label={t('webhooks.deliveries')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('webhooks.event')}</TableCell>
            <TableCell>{t('webhooks.state')}</TableCell>
            <TableCell align="right">{t('webhooks.attempts')}</TableCell>
            <TableCell align="right">{t('webhooks.duration')}</TableCell>
            <TableCell align="right">{t('webhooks.code')}</TableCell>
            <TableCell>{t('webhooks.date')}</TableCell>
            <TableCell>{t('webhooks.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {docs.map((d) => (
            <TableRow key={d._id}>
              <TableCell>
                {moduleLabel(d.module)} · {operationLabel(d.operation)}
              </TableCell>
              <TableCell>
                <Tooltip title={d.lastError ?? ''}>
                  <span>
                    <DeliveryStatus status={d.status} />
                  </span>
                </Tooltip>
              </TableCell>
              <TableCell align="right">{d.attempts}</TableCell>
              <TableCell align="right">{d.lastDurationMs === null ? '—' : t('webhooks.durationMs', { ms: d.lastDurationMs })}</TableCell>
              <TableCell align="right">{d.lastStatusCode ?? '—'}</TableCell>
              <TableCell>{formatDateTime(d.deliveredAt ?? d.createdAt)}</TableCell>
              <TableCell>
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
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {totalDocs > limit && (
        <TablePagination
          component="div"
          count={totalDocs}
          page={page - 1}
          rowsPerPage={limit}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => setPage(next + 1)}
        />
      )}
    </Stack>
  );
}
