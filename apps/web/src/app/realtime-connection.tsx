import type { NotificationWire } from '@app/domain/core/notifications';
import type { RefusalData } from '@app/domain/core/realtime';
import { resourceByModule } from '@app/domain/resources/registry';
import { es as serverMessages } from '@app/domain/messages/es';
import Box from '@mui/material/Box';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import { setSocketId } from '../api/api-client.ts';
import { ApiError } from '../api/api-error.ts';
import { publishRealtimeSocket, type RealtimeSocket } from '../engine/record-presence.tsx';
import { refreshRecord } from '../engine/refresh-record.ts';
import { reportApiError } from '../feedback/api-feedback.ts';
import { notificationKeys } from '../features/notifications/use-notifications.ts';
import { i18n } from '../i18n/i18n.ts';
import { endLiveSession } from '../session/end-live-session.ts';
import { useSession } from '../session/use-session.ts';
import { toast } from '../feedback/toast.ts';
import { visuallyHidden } from '../ui/visually-hidden.ts';

const TOAST_MS = 3000;

/** Read by screen readers, never seen. */
const liveRegion = { ...visuallyHidden, m: -1, p: 0 } as const;

function isRefusal(value: unknown): value is RefusalData {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value;
}

/**
 * The realtime connection of a signed-in admin: a new notification refreshes the bell and the notifications page, shows a
 * short toast and is announced to screen readers; a changed record refreshes its module's pages, the dashboard and the
 * review queue; a `session` event signs out at once. Record pages watch their record through the same socket.
 */
export function RealtimeConnection() {
  const token = useSession()?.token;
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!token) return undefined;
    const socket = connect(token, queryClient, setAnnouncement);
    publishRealtimeSocket(socket);
    return () => {
      publishRealtimeSocket(null);
      setSocketId(undefined);
      socket.close();
    };
  }, [token, queryClient]);

  return (
    <Box role="status" aria-live="polite" sx={liveRegion}>
      {announcement}
    </Box>
  );
}

function connect(token: string, queryClient: QueryClient, announce: (text: string) => void): RealtimeSocket {
  // A WebSocket first, long polling only where one cannot open: opening by polling blocks the main thread.
  const socket: RealtimeSocket = io({ auth: { token }, transports: ['websocket', 'polling'], tryAllTransports: true });
  socket.on('connect', () => {
    setSocketId(socket.id);
    // What arrived while the connection was down (a server restart) shows now.
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
  socket.on('notification', (notification: NotificationWire) => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    toast(notification.description, { variant: 'info', autoHideDuration: TOAST_MS });
    announce(i18n.t('notifications.arrived', { description: notification.description }));
  });
  socket.on('disconnect', () => setSocketId(undefined));
  socket.on('record:changed', ({ module, _id }) => refreshRecord(queryClient, resourceByModule(module), _id));
  socket.on('session', ({ reason }) => endLiveSession(reason));
  socket.on('connect_error', (error: Error & { data?: unknown }) => {
    // Refused by the session check (not a network failure, which socket.io retries): this token is done.
    if (!isRefusal(error.data) || error.data.status !== 401) return;
    if (error.data.message === serverMessages.api.userDeactivated) endLiveSession('deactivated');
    else reportApiError(new ApiError(401, error.data.message));
  });
  return socket;
}
