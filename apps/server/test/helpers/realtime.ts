/** socket.io-client against the app listening on a loopback port, as the web app connects. */
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import type { NotificationWire } from '@app/domain/core/notifications';
import type { RefusalData, SessionEvent } from '@app/domain/core/realtime';
import type { TestApp } from './app.ts';

export interface Received {
  socket: Socket;
  notifications: NotificationWire[];
  sessions: SessionEvent[];
  /** Resolves with the reason once the socket is disconnected. */
  disconnected: Promise<string>;
}

export type Connection = { ok: true; client: Received } | { ok: false; error: Error & { data?: RefusalData } };

/** The app listening on 127.0.0.1 at a free port; returns its base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Connects once (no retries), collecting what the server sends. */
export function connect(
  url: string,
  opts: { token?: string; headers?: Record<string, string>; transport?: 'websocket' | 'polling' } = {},
): Promise<Connection> {
  const socket = io(url, {
    auth: opts.token === undefined ? {} : { token: opts.token },
    extraHeaders: opts.headers,
    transports: [opts.transport ?? 'websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 5000,
  });
  const notifications: NotificationWire[] = [];
  const sessions: SessionEvent[] = [];
  socket.on('notification', (n: NotificationWire) => notifications.push(n));
  socket.on('session', (e: SessionEvent) => sessions.push(e));
  const disconnected = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ ok: true, client: { socket, notifications, sessions, disconnected } }));
    socket.once('connect_error', (error: Error & { data?: RefusalData }) => {
      socket.close();
      resolve({ ok: false, error });
    });
  });
}

/** A connection that must succeed. */
export async function connected(url: string, token: string): Promise<Received> {
  const result = await connect(url, { token });
  if (!result.ok) throw new Error(`conexión rechazada: ${result.error.message}`);
  return result.client;
}

/** Waits until `check` holds, failing after `timeoutMs`. */
export async function within(timeoutMs: number, check: () => boolean, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`no llegó a tiempo: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
