import { deviceText, type AdminSession } from '@app/domain/core/admin-sessions';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { SectionCard } from '../../ui/section-card.tsx';
import { TimeAgo } from '../../ui/time-ago.tsx';
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
    { key: 'started', label: t('adminSessions.started'), fit: 'content', cell: (s) => <TimeAgo value={s.createdAt} /> },
    { key: 'lastSeen', label: t('adminSessions.lastSeen'), fit: 'content', cell: (s) => <TimeAgo value={s.lastSeenAt} /> },
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
    <SectionCard
      id="admin-sessions-title"
      title={t('adminSessions.title')}
      action={
        own && (
          <Button variant="outlined" color="error" disabled={others.length === 0} onClick={() => setConfirming('others')}>
            {t('adminSessions.endOthers')}
          </Button>
        )
      }
    >
      <DataTable
        label={t('adminSessions.title')}
        columns={columns}
        rows={sessions.data ?? []}
        loading={sessions.isPending}
        error={sessions.isError ? t('adminSessions.loadError') : undefined}
        empty={t('adminSessions.empty')}
      />
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
    </SectionCard>
  );
}
