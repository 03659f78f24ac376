import type { IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type ExtendedError, type Socket } from 'socket.io';
import type { NotificationWire } from '@app/domain/core/notifications';
import type { Preferences } from '@app/domain/core/preferences';
import type { ClientToServerEvents, RefusalData, ServerToClientEvents, SessionReason } from '@app/domain/core/realtime';
import { es } from '@app/domain/messages/es';
import { HttpError } from '../../lib/errors.ts';
import { connectRedis, type RedisClient } from '../../lib/redis.ts';
import { bearerToken } from './auth.ts';
import { servePresence, tellChanges, type PresenceData } from './presence.ts';

type InterServerEvents = Record<never, never>;
interface SocketData extends PresenceData {
  adminId: string;
  sessionId: string;
}
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export interface Realtime {
  io: RealtimeServer;
  notify(adminIds: readonly string[], notification: NotificationWire): void;
  endSessions(target: { admin: string } | { session: string }, reason: SessionReason): void;
  preferences(adminId: string, preferences: Preferences): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimeOptions {
  redisUrl: string | undefined;
  appUrl: string;
}

export const MAX_MESSAGE_BYTES = 16 * 1024;
// Room for a reviewer moving through records: each record page sends a watch and an unwatch.
const FLOOD_LIMIT = 60;
const FLOOD_WINDOW_MS = 10_000;
export const MAX_SOCKETS_PER_SESSION = 20;
const MAX_TIMER_MS = 2 ** 31 - 1;

const adminRoom = (id: string) => `admin:${id}`;
const sessionRoom = (id: string) => `session:${id}`;

/** Clients that send no Origin are no cross-site page; the token is still checked. */
function originAllowed(request: IncomingMessage, appOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    return origin === appOrigin || url.host === request.headers.host;
  } catch {
    return false;
  }
}

function handshakeToken(socket: RealtimeSocket): string | undefined {
  const auth: unknown = socket.handshake.auth;
  if (typeof auth === 'object' && auth !== null && 'token' in auth && typeof auth.token === 'string') return auth.token;
  return bearerToken(socket.handshake.headers.authorization);
}

function guardFlood(socket: RealtimeSocket) {
  let windowStart = Date.now();
  let count = 0;
  socket.use((_packet, next) => {
    const now = Date.now();
    if (now - windowStart > FLOOD_WINDOW_MS) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    if (count > FLOOD_LIMIT) {
      socket.disconnect(true);
      return;
    }
    next();
  });
}

export const realtimePlugin = fp(
  async (app: FastifyInstance, opts: RealtimeOptions) => {
    const appOrigin = new URL(opts.appUrl).origin;
    const io: RealtimeServer = new Server(app.server, {
      serveClient: false,
      maxHttpBufferSize: MAX_MESSAGE_BYTES,
      allowRequest: (request, callback) => callback(null, originAllowed(request, appOrigin)),
    });

    let redis: RedisClient[] = [];
    if (opts.redisUrl) {
      redis = await Promise.all([connectRedis(opts.redisUrl, app.log, 'realtime-pub'), connectRedis(opts.redisUrl, app.log, 'realtime-sub')]);
      io.adapter(createAdapter(redis[0], redis[1], { key: 'backoffice-realtime' }));
    }

    io.use((socket, next) => {
      app
        .checkSession(handshakeToken(socket))
        .then(async ({ admin, expiresAt }) => {
          if ((io.of('/').adapter.rooms.get(sessionRoom(admin.sessionId))?.size ?? 0) >= MAX_SOCKETS_PER_SESSION) {
            throw new HttpError(429, es.api.tooManySockets);
          }
          socket.data = { adminId: admin.id, sessionId: admin.sessionId, actor: admin, viewer: admin.viewer, watching: null };
          const timer = setTimeout(() => socket.disconnect(true), Math.min(Math.max(0, expiresAt * 1000 - Date.now()), MAX_TIMER_MS));
          socket.on('disconnect', () => clearTimeout(timer));
          next();
        })
        .catch((err: unknown) => {
          if (!(err instanceof HttpError)) app.log.error({ err }, 'no se pudo comprobar la sesión de una conexión en tiempo real');
          const refusal = new Error(err instanceof HttpError ? err.message : es.api.serverError) as ExtendedError;
          refusal.data = { status: err instanceof HttpError ? err.statusCode : 500, message: refusal.message } satisfies RefusalData;
          next(refusal);
        });
    });

    io.on('connection', (socket) => {
      void socket.join([adminRoom(socket.data.adminId), sessionRoom(socket.data.sessionId)]);
      guardFlood(socket);
      servePresence(app, io, socket);
    });
    // The engine, whose events these are, registers after this plugin.
    app.addHook('onReady', async () => tellChanges(app, io));

    app.decorate('realtime', {
      io,
      notify(adminIds, notification) {
        if (adminIds.length > 0) io.to(adminIds.map(adminRoom)).emit('notification', notification);
      },
      endSessions(target, reason) {
        const room = 'admin' in target ? adminRoom(target.admin) : sessionRoom(target.session);
        io.to(room).emit('session', { reason });
        io.in(room).disconnectSockets(true);
      },
      preferences(adminId, preferences) {
        io.to(adminRoom(adminId)).emit('preferences', preferences);
      },
    } satisfies Realtime);

    // Open websockets would keep the HTTP server from closing.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
    });
    app.addHook('onClose', async () => {
      await io.close();
      await Promise.all(redis.filter((client) => client.isOpen).map((client) => client.close()));
    });
  },
  { name: 'realtime', dependencies: ['auth'] },
);
