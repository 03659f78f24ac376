import type { FastifyInstance } from 'fastify';
import type { Server, Socket } from 'socket.io';
import { allows, type Actor } from '@app/domain/core/permissions';
import { isResourceName } from '@app/domain/core/modules';
import {
  watchedRecordSchema,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type Viewer,
  type WatchAck,
  type WatchedRecord,
} from '@app/domain/core/realtime';
import { es } from '@app/domain/messages/es';
import type { RecordEvent } from '../../engine/events.ts';
import { read } from '../../engine/records/index.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { gtaOf, type ResourceLookup } from '../../modules/notifications/records.ts';

export interface PresenceData {
  actor: Actor;
  viewer: Viewer;
  watching: WatchedRecord | null;
}
type PresenceServer = Server<ClientToServerEvents, ServerToClientEvents, Record<never, never>, PresenceData>;
type PresenceSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<never, never>, PresenceData>;

const recordRoom = ({ module, id }: WatchedRecord) => `record:${module}:${id}`;

/** Who may read a module's record: with it in no GTA every reader, else the readers without a GTA and those of its own. */
const readerRooms = (module: string, gta: string | null) => (gta === null ? [`read:${module}`] : [`read:${module}:all`, `read:${module}:gta:${gta}`]);

/** One browser tab of one admin: the tab that asked for a change refreshes from its own answer. */
const tabRoom = (adminId: string, socketId: string) => `tab:${adminId}:${socketId}`;

/** The watchers of a record, across servers, each admin once. */
async function announce(io: PresenceServer, record: WatchedRecord): Promise<void> {
  const sockets = await io.in(recordRoom(record)).fetchSockets();
  const viewers = new Map(sockets.map(({ data }) => [data.viewer._id, data.viewer]));
  io.to(recordRoom(record)).emit('presence', { ...record, viewers: [...viewers.values()] });
}

async function leave(io: PresenceServer, socket: PresenceSocket): Promise<void> {
  const { watching } = socket.data;
  if (!watching) return;
  socket.data.watching = null;
  await socket.leave(recordRoom(watching));
  await announce(io, watching);
}

/** Watching needs what reading needs: the module's read flag and the record within the admin's GTA. */
async function watch(app: FastifyInstance, io: PresenceServer, socket: PresenceSocket, payload: unknown): Promise<WatchAck> {
  const parsed = watchedRecordSchema.safeParse(payload);
  if (!parsed.success || !isResourceName(parsed.data.module)) return { status: 400, message: es.presence.badRecord };
  const record: WatchedRecord = { module: parsed.data.module, id: parsed.data.id };
  const resource = app.resources.get(record.module);
  if (!resource) throw notFound();
  await read({ app, resource, actor: { ...socket.data.actor, viewer: socket.data.viewer, kind: 'admin' }, db: app.database.db }, record.id);
  await leave(io, socket);
  socket.data.watching = record;
  await socket.join(recordRoom(record));
  await announce(io, record);
  return { status: 200, message: es.presence.watching };
}

/** Answers every watch, even a refused or failed one, with a status and a Spanish message. */
function answer(app: FastifyInstance, ack: unknown, work: () => Promise<WatchAck>): void {
  const reply = typeof ack === 'function' ? (ack as (answer: WatchAck) => void) : () => undefined;
  work()
    .then(reply)
    .catch((err: unknown) => {
      if (err instanceof HttpError) return reply({ status: err.statusCode, message: err.message });
      app.log.error({ err }, 'no se pudo atender la presencia en un registro');
      reply({ status: 500, message: es.api.serverError });
    });
}

/** `record:watch` / `record:unwatch` of one socket; the record's room hears who comes and goes. */
export function servePresence(app: FastifyInstance, io: PresenceServer, socket: PresenceSocket): void {
  // A change of the admin's flags, role or GTA ends their sockets, so the rooms joined here stay true.
  const { actor } = socket.data;
  const scope = actor.gta ? `gta:${actor.gta}` : 'all';
  const readable = [...app.resources.values()].filter(({ def }) => allows(actor, def.access.get));
  void socket.join([tabRoom(actor.id, socket.id), ...readable.flatMap(({ def }) => [`read:${def.module}`, `read:${def.module}:${scope}`])]);
  socket.on('record:watch', (payload: unknown, ack: unknown) => answer(app, ack, () => watch(app, io, socket, payload)));
  socket.on('record:unwatch', (ack: unknown) =>
    answer(app, ack, async () => {
      await leave(io, socket);
      return { status: 200, message: es.presence.left };
    }),
  );
  socket.on('disconnect', () => {
    const { watching } = socket.data;
    if (watching) announce(io, watching).catch((err: unknown) => app.log.error({ err }, 'no se pudo anunciar una salida'));
  });
}

/** Every committed change reaches the admins who may read the record within their GTA and its watchers, but not the tab that asked. */
export function tellChanges(app: FastifyInstance, io: PresenceServer): void {
  const resources: ResourceLookup = (module) => (isResourceName(module) ? app.resources.get(module) : undefined);
  app.events.on(async (event: RecordEvent) => {
    const resource = resources(event.module);
    if (!resource) return;
    const { db } = app.database;
    const gta = await gtaOf(db, resources, resource, event.record);
    const _id = String(event.record._id);
    const asker = event.actor && event.tab ? tabRoom(event.actor.id, event.tab) : [];
    io.to([...readerRooms(event.module, gta), recordRoom({ module: event.module, id: _id })]).except(asker).emit('record:changed', {
      module: event.module,
      _id,
      operation: event.operation,
      at: new Date().toISOString(),
      by: event.actor?.viewer ?? null,
    });
  });
}
