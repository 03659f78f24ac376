/** socket.io-client against the app listening on a loopback port, as the web app connects. */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'socket.io';
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

/** An event the product never sends: the marker of `flushed`. */
const FLUSH = 'test:flush';

/**
 * The idle point of one socket for a negative check: the server sends it a marker, which arrives behind everything it
 * sent that socket before, on the same connection. Resolves once the marker arrived, or once the socket is closed
 * (a test that expects it open then says so).
 */
export async function flushed(t: TestApp, c: Received, timeoutMs = 2000): Promise<void> {
  const id = c.socket.id;
  if (id === undefined) return;
  const marker = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let listener: ((value: string) => void) | undefined;
  const arrived = new Promise<void>((resolve) => {
    listener = (value) => value === marker && resolve();
    c.socket.on(FLUSH, listener);
  });
  (t.app.realtime.io as unknown as Server).to(id).emit(FLUSH, marker);
  try {
    await Promise.race([
      arrived,
      c.disconnected,
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('el servidor no vació el socket a tiempo')), timeoutMs))),
    ]);
  } finally {
    clearTimeout(timer);
    c.socket.off(FLUSH, listener);
  }
}
