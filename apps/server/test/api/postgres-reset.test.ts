/**
 * The driver after a connection reset inside a transaction (the patched postgres.js): the rollback the transaction
 * writes while the reset is under way must fail with it, not wait in the connection and take the answer of the
 * reconnected connection's second query, which then never settles (porsager/postgres#1215).
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

/** A TCP relay to the test server that can cut every client connection with a reset (RST), as a failover does. */
async function resettingRelay(target: URL): Promise<{ port: number; reset: () => void; server: Server }> {
  const clients = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    clients.add(client);
    client.pipe(upstream).pipe(client);
    client.on('close', () => (clients.delete(client), upstream.destroy()));
    upstream.on('close', () => client.destroy());
    client.on('error', () => {});
    upstream.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { port, server, reset: () => clients.forEach((c) => c.resetAndDestroy()) };
}

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

describe('a connection reset inside a transaction', () => {
  it('leaves the connection usable: every later query gets its own answer', async () => {
    const target = new URL(db.url);
    const relay = await resettingRelay(target);
    const url = new URL(db.url);
    url.port = String(relay.port);
    const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
    try {
      await expect(
        sql.begin(async (tx) => {
          await tx`select 1`;
          const slow = tx`select pg_sleep(5)`;
          setTimeout(relay.reset, 100);
          await slow;
        }),
      ).rejects.toThrow();
      let timer: NodeJS.Timeout | undefined;
      const hung = new Promise((resolve) => (timer = setTimeout(() => resolve('sin respuesta'), 10_000)));
      const answers = async () => [(await sql`select 2 as n`)[0]!.n, (await sql`select 3 as n`)[0]!.n];
      const answer = await Promise.race([answers(), hung]);
      clearTimeout(timer);
      expect(answer).toEqual([2, 3]);
    } finally {
      await sql.end({ timeout: 1 });
      relay.server.close();
    }
  });
});
