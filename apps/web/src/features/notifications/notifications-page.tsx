import type { NotificationWire } from '@app/domain/core/notifications';
import { fullName } from '@app/domain/resources/record-text';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../engine/page-header.tsx';
import { useSession } from '../../session/use-session.ts';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { notificationDate } from './notification-time.ts';
import { moduleLabel, recordPath } from './record-link.ts';
import { useMarkAllRead, useMarkRead, useNotificationPage, useUnreadNotifications } from './use-notifications.ts';

const PAGE_SIZES = [10, 25, 50] as const;

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** /notifications: the admin's notifications, unread rows apart; a row marks read and opens its record. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const adminId = useSession()?.user?._id;
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('page'), 1);
  const limit = Math.min(positive(params.get('limit'), PAGE_SIZES[0]), 100);
  const list = useNotificationPage(page, limit);
  const unread = useUnreadNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const unreadCount = unread.data?.totalDocs ?? 0;

  const columns = useMemo<DataColumn<NotificationWire>[]>(
    () => [
      {
        key: 'description',
        label: t('notifications.description'),
        cell: (n) => (
          <Typography component="span" variant="body2" sx={{ fontWeight: n.isReading ? 400 : 600 }}>
            {n.description}
          </Typography>
        ),
      },
      { key: 'module', label: t('notifications.module'), cell: (n) => moduleLabel(n.module) },
      {
        key: 'createdBy',
        label: t('notifications.author'),
        cell: (n) =>
          n.createdBy ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Avatar src={n.createdBy.thumbnail ?? undefined} alt="" sx={{ width: 28, height: 28, fontSize: 13 }}>
                {n.createdBy.name.charAt(0)}
              </Avatar>
              <span>{fullName(n.createdBy)}</span>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('notifications.publicSite')}
            </Typography>
          ),
      },
      { key: 'createdAt', label: t('notifications.date'), cell: (n) => notificationDate(n.createdAt) },
      {
        key: 'status',
        label: t('notifications.status'),
        cell: (n) =>
          n.isReading ? (
            <Chip size="small" variant="outlined" label={t('notifications.read')} />
          ) : (
            <Chip size="small" color="primary" label={t('notifications.unread')} />
          ),
      },
    ],
    [t],
  );

  const open = (notification: NotificationWire) => {
    if (!notification.isReading) markRead.mutate(notification._id);
    const path = recordPath(notification.module, notification.document);
    if (path) void navigate(path);
  };

  const setPaging = (patch: { page?: number; limit?: number }) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || (key === 'page' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    });

  return (
    <>
      <PageHeader
        title={t('notifications.title')}
        subtitle={unreadCount > 0 ? t('notifications.unreadCount', { count: unreadCount }) : t('notifications.allMarked')}
        actions={
          <Button
            variant="outlined"
            startIcon={<DoneAllIcon />}
            disabled={unreadCount === 0 || !adminId || markAllRead.isPending}
            onClick={() => adminId && markAllRead.mutate(adminId)}
          >
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      <Paper variant="outlined">
        <DataTable
          label={t('notifications.title')}
          columns={columns}
          rows={list.data?.docs ?? []}
          total={list.data?.totalDocs ?? 0}
          page={page}
          limit={limit}
          pageSizes={PAGE_SIZES}
          loading={list.isPending}
          fetching={list.isFetching}
          empty={t('notifications.empty')}
          onPage={(next) => setPaging({ page: next })}
          onLimit={(next) => setPaging({ limit: next, page: 1 })}
          onOpen={open}
          rowSx={(n) =>
            n.isReading
              ? undefined
              : { bgcolor: 'action.selected', '& td:first-of-type': { borderLeft: 3, borderLeftColor: 'primary.main' } }
          }
        />
      </Paper>
    </>
  );
}
