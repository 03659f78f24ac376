/** A webhook receiver on loopback: records every POST and answers as the test says. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  body: { id: string; module: string; operation: string; document: string; occurredAt: string; actor: { kind: string; _id: string | null }; data: Record<string, unknown> };
}

/** `answer` gets the request's number (from 1) and answers it; one that never ends is a receiver that hangs. */
export type Answer = (n: number, res: ServerResponse) => void;

export const ok: Answer = (_n, res) => res.writeHead(200).end('ok');

export interface Receiver {
  url: string;
  received: Received[];
  /** Connections opened to it so far. */
  connections: number;
  answer: Answer;
  /** Resolves once `count` requests in all have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(answer: Answer = ok): Promise<Receiver> {
  const arrived = new EventEmitter();
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, raw, body: JSON.parse(raw) as Received['body'] });
      receiver.answer(received.length, res);
      arrived.emit('request');
    });
  });
  server.on('connection', () => (receiver.connections += 1));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const receiver: Receiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    connections: 0,
    answer,
    async waitFor(count, timeoutMs = 15_000) {
      const signal = AbortSignal.timeout(timeoutMs);
      while (received.length < count) {
        await once(arrived, 'request', { signal }).catch(() => {
          throw new Error(`el receptor recibió ${received.length} de ${count} entregas a tiempo`);
        });
      }
      return received;
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  return receiver;
}

/** The README's receiver check, word for word. */
export function verify(secret: string, rawBody: string, header: string, now = Date.now() / 1000): boolean {
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  if (!t || !v1 || Math.abs(now - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
