import { deviceText, type AdminSession } from '@app/domain/core/admin-sessions';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import { formatDateTime, timeAgo } from '../../lib/format-date.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { useAccountViewer } from './account-viewer.ts';
import { adminSessionsQuery, useEndSessions } from './use-admin-sessions.ts';

type Confirming = AdminSession | 'others' | null;

/** «Sesiones»: where the admin is signed in, on their own page or, for super users, on anyone's. */
export function SessionsPanel({ record }: { record: ResourceRecord }) {
  const viewer = useAccountViewer(record);
  return viewer && <Sessions adminId={record._id} own={viewer.own} />;
}

function Sessions({ adminId, own }: { adminId: string; own: boolean }) {
  const { t } = useTranslation();
  const sessions = useQuery(adminSessionsQuery(adminId, own));
  const end = useEndSessions(adminId);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const others = (sessions.data ?? []).filter((s) => !s.current);
  const columns: DataColumn<AdminSession>[] = [
    {
      key: 'device',
      label: t('adminSessions.device'),
      text: (s) => deviceText(s.userAgent),
      cell: (s) => (
        <>
          {deviceText(s.userAgent)} {s.current && <Chip component="span" size="small" color="primary" label={t('adminSessions.current')} />}
        </>
      ),
    },
    { key: 'address', label: t('adminSessions.address'), cell: (s) => s.address ?? t('adminSessions.noAddress') },
    { key: 'started', label: t('adminSessions.started'), fit: 'content', cell: (s) => <When value={s.createdAt} /> },
    { key: 'lastSeen', label: t('adminSessions.lastSeen'), fit: 'content', cell: (s) => <When value={s.lastSeenAt} /> },
    {
      key: 'actions',
      label: t('adminSessions.actions'),
      fit: 'content',
      align: 'right',
      cell: (s) => (
        <Button size="small" color="error" onClick={() => setConfirming(s)} aria-label={t('adminSessions.endOne', { device: deviceText(s.userAgent) })}>
          {t('adminSessions.end')}
        </Button>
      ),
    },
  ];
  const confirm = () => {
    if (confirming) end.mutate(confirming, { onSettled: () => setConfirming(null) });
  };

  return (
    <Card component="section" aria-labelledby="admin-sessions-title" sx={{ mt: 2.5 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1, flexWrap: 'wrap' }}>
          <Typography id="admin-sessions-title" variant="h6" component="h2">
            {t('adminSessions.title')}
          </Typography>
          {own && (
            <Button variant="outlined" color="error" disabled={others.length === 0} onClick={() => setConfirming('others')}>
              {t('adminSessions.endOthers')}
            </Button>
          )}
        </Stack>
        <DataTable
          label={t('adminSessions.title')}
          columns={columns}
          rows={sessions.data ?? []}
          loading={sessions.isPending}
          error={sessions.isError ? t('adminSessions.loadError') : undefined}
          empty={t('adminSessions.empty')}
        />
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        title={t(confirming === 'others' ? 'adminSessions.endOthersTitle' : 'adminSessions.endTitle')}
        text={
          confirming === 'others'
            ? t('adminSessions.endOthersText', { count: others.length })
            : confirming
              ? t(confirming.current ? 'adminSessions.endCurrentText' : 'adminSessions.endText', { device: deviceText(confirming.userAgent) })
              : ''
        }
        confirmLabel={t(confirming === 'others' ? 'adminSessions.endOthers' : 'adminSessions.end')}
        pending={end.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </Card>
  );
}

/** «hace 5 minutos», the exact date and time on hover or focus. */
function When({ value }: { value: string }) {
  const { i18n } = useTranslation();
  return (
    <Tooltip title={formatDateTime(value)}>
      <time dateTime={value} tabIndex={0}>
        {timeAgo(value, i18n.language)}
      </time>
    </Tooltip>
  );
}
