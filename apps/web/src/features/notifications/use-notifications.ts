import type { NotificationWire } from '@app/domain/core/notifications';
import type { Page } from '@app/domain/core/page';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/api-client.ts';
import { toQueryString } from '../../lib/query-string.ts';

/** Everything about notifications sits under one key: a new one or a read mark refreshes the bell and the page. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: (limit: number) => ['notifications', 'unread', limit] as const,
  list: (page: number, limit: number) => ['notifications', 'list', page, limit] as const,
};

/** How many of the latest unread the bell's menu lists; the badge shows the count of all of them. */
const BELL_LIMIT = 5;

export function useUnreadNotifications(limit = BELL_LIMIT) {
  return useQuery<Page<NotificationWire>>({
    queryKey: notificationKeys.unread(limit),
    meta: { alertSeverity: 'info' },
    queryFn: ({ signal }) => api<Page<NotificationWire>>(`/notifications/unread${toQueryString({ page: 1, limit })}`, { signal }).then((r) => r.data),
  });
}

export function useNotificationPage(page: number, limit: number) {
  return useQuery<Page<NotificationWire>>({
    queryKey: notificationKeys.list(page, limit),
    meta: { alertSeverity: 'info' },
    queryFn: ({ signal }) => api<Page<NotificationWire>>(`/notifications${toQueryString({ page, limit })}`, { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** Marking read is no saved record: no success dialog. */
const quiet = { successFeedback: false, alertSeverity: 'info' } as const;

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<NotificationWire>(`/notifications/${encodeURIComponent(id)}/set-read`, { method: 'PUT' }),
    meta: quiet,
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (adminId: string) =>
      api<{ updated: number }>(`/notifications/set-read-all${toQueryString({ user: adminId })}`, { method: 'PUT' }),
    meta: quiet,
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
