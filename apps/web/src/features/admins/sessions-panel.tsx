import { deviceText, type AdminSession } from '@app/domain/core/admin-sessions';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import { formatDateTime, timeAgo } from '../../lib/format-date.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
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
        {sessions.isPending ? (
          <Skeleton variant="rounded" height={120} aria-label={t('adminSessions.loading')} />
        ) : sessions.isError ? (
          <Alert severity="error">{t('adminSessions.loadError')}</Alert>
        ) : sessions.data.length === 0 ? (
          <Typography color="text.secondary">{t('adminSessions.empty')}</Typography>
        ) : (
          <SessionTable sessions={sessions.data} onEnd={setConfirming} />
        )}
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

function SessionTable({ sessions, onEnd }: { sessions: AdminSession[]; onEnd: (session: AdminSession) => void }) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-labelledby="admin-sessions-title">
        <TableHead>
          <TableRow>
            <TableCell>{t('adminSessions.device')}</TableCell>
            <TableCell>{t('adminSessions.address')}</TableCell>
            <TableCell>{t('adminSessions.started')}</TableCell>
            <TableCell>{t('adminSessions.lastSeen')}</TableCell>
            <TableCell align="right">{t('adminSessions.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sessions.map((session) => (
            <TableRow key={session._id}>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{deviceText(session.userAgent)}</span>
                  {session.current && <Chip size="small" color="primary" label={t('adminSessions.current')} />}
                </Stack>
              </TableCell>
              <TableCell>{session.address ?? t('adminSessions.noAddress')}</TableCell>
              <TableCell>
                <When value={session.createdAt} />
              </TableCell>
              <TableCell>
                <When value={session.lastSeenAt} />
              </TableCell>
              <TableCell align="right">
                <Button size="small" color="error" onClick={() => onEnd(session)} aria-label={t('adminSessions.endOne', { device: deviceText(session.userAgent) })}>
                  {t('adminSessions.end')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
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
