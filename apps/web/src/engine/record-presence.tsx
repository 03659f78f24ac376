import type { Resource } from '@app/domain/core/define-resource';
import type { ResourceName } from '@app/domain/core/modules';
import type { ClientToServerEvents, PresenceEvent, ServerToClientEvents, Viewer } from '@app/domain/core/realtime';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Socket } from 'socket.io-client';
import { createListeners } from '../lib/listeners.ts';
import { useActor } from '../session/use-can.ts';
import { othersDecision, reviewingText } from './record-decision.ts';
import type { ResourceRecord } from './resource-keys.ts';
import { useHistory } from './use-history.ts';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let current: RealtimeSocket | null = null;
const listeners = createListeners();

/** The signed-in admin's connection, published by the app's realtime connection (`null` once closed). */
export function publishRealtimeSocket(socket: RealtimeSocket | null): void {
  current = socket;
  listeners.emit();
}

/** The signed-in admin's connection, `null` while there is none. */
export function useRealtimeSocket(): RealtimeSocket | null {
  return useSyncExternalStore(listeners.subscribe, () => current);
}

/** Who else has the record open: the page watches it while mounted. */
export function useRecordPresence(module: ResourceName, id: string): Viewer[] {
  const socket = useRealtimeSocket();
  const me = useActor()?.id;
  const [presence, setPresence] = useState<PresenceEvent | null>(null);

  useEffect(() => {
    if (!socket) return undefined;
    const watch = () => socket.emit('record:watch', { module, id }, () => undefined);
    const heard = (event: PresenceEvent) => {
      if (event.module === module && event.id === id) setPresence(event);
    };
    socket.on('presence', heard);
    // A new connection (after a server restart) starts in no room.
    socket.on('connect', watch);
    if (socket.connected) watch();
    return () => {
      socket.off('presence', heard);
      socket.off('connect', watch);
      socket.emit('record:unwatch', () => undefined);
    };
  }, [socket, module, id]);

  const viewers = presence?.module === module && presence.id === id ? presence.viewers : [];
  return viewers.filter((viewer) => viewer._id !== me);
}

/** The others who have the record open, as a polite live region. */
export function RecordPresence({ module, id }: { module: ResourceName; id: string }) {
  const { t } = useTranslation();
  const viewers = useRecordPresence(module, id);
  return (
    <Typography role="status" aria-live="polite" variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
      {reviewingText(t, viewers)}
    </Typography>
  );
}

/** «Aprobada por Eduardo López el 26/11/2026 a las 22:40» where someone else decided. */
export function DecisionNotice({ def, record }: { def: Resource; record: ResourceRecord }) {
  const { t } = useTranslation();
  const me = useActor()?.id;
  const history = useHistory(record._id);
  const decision = othersDecision(def, record, history.data?.pages[0]?.docs ?? [], me);
  if (!decision) return null;
  const when = dayjs(decision.at);
  const text = t(decision.action === 'accept' ? 'presence.accepted' : 'presence.rejected', {
    name: decision.by ?? t('presence.someone'),
    date: when.format('DD/MM/YYYY'),
    time: when.format('HH:mm'),
  });
  return (
    <Alert role="status" severity={decision.action === 'accept' ? 'success' : 'warning'} sx={{ py: 0, alignItems: 'center' }}>
      {text}
    </Alert>
  );
}
