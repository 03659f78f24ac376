/**
 * An edit's throughput with one active webhook subscription beside none (`npm run bench`, or BENCH_ONLY=webhooks).
 *
 * A product of its own (`servers/product.ts`, WEBHOOK_ALLOW_PRIVATE=true) on the bench's database, a receiver on
 * loopback answering 200. 10 clients edit sectors, with the subscription off and on in turns (the order swapped each
 * round). Delivery is off the request path, so the goal is «with» within 10 % of «without».
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type postgres from 'postgres';
import { freePort, load, merge, startServer, stopServer, type Load } from './load.ts';

export interface WebhookFigures {
  without: Load;
  with: Load;
  stored: number;
  received: number;
  pending: number;
}

export interface WebhookTarget {
  databaseUrl: string;
  dataDir: string;
  sql: postgres.Sql;
  signIn(origin: string): Promise<string>;
}

export async function measureWebhooks(target: WebhookTarget, seconds: number, rounds: number, nodeArgs: string[] = []): Promise<WebhookFigures> {
  const { sql } = target;
  const ids = (await sql<{ id: string }[]>`select id from sectors order by created_at desc limit 1000`).map((r) => r.id);
  let received = 0;
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      res.writeHead(200).end();
    });
  });
  receiver.listen(0, '127.0.0.1');
  const port = await freePort();
  const server = await startServer('product.ts', { DATABASE_URL: target.databaseUrl, DATA_DIR: target.dataDir, PORT: String(port), WEBHOOK_ALLOW_PRIVATE: 'true' }, nodeArgs);
  const origin = `http://127.0.0.1:${port}`;
  try {
    const token = await target.signIn(origin);
    const call = async (method: string, path: string, body: unknown) => {
      const res = await fetch(`${origin}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { _id: string } }).data;
    };
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const hook = await call('POST', '/api/webhooks', { url, modules: ['sectors'], operations: ['update'] });
    const setActive = (active: boolean) => call('PUT', `/api/webhooks/${hook._id}`, { active });

    const body = JSON.stringify({ description: 'Descripción editada durante la prueba', historical: { description: 'Prueba de carga' } });
    const edits = (s: number): Promise<Load> =>
      load({ url: origin, connections: 10, seconds: s, token, method: 'PUT', body, path: () => `/api/sectors/${ids[Math.floor(Math.random() * ids.length)]}`, pid: server.serverPid });
    const runs: Record<'without' | 'with', Load[]> = { without: [], with: [] };
    // The warm-up delivers too: a server starts its delivery thread with its first delivery.
    await setActive(true);
    await edits(2);
    for (let round = 0; round < rounds; round++) {
      for (const side of round % 2 === 0 ? (['without', 'with'] as const) : (['with', 'without'] as const)) {
        await setActive(side === 'with');
        runs[side].push(await edits(seconds));
      }
    }
    const [counts] = await sql<{ stored: number; pending: number }[]>`
      select count(*)::int as stored, (count(*) filter (where status = 'pending'))::int as pending
      from webhook_deliveries where subscription_id = ${hook._id}`;
    await sql`delete from webhook_subscriptions where id = ${hook._id}`;
    return { without: merge(runs.without), with: merge(runs.with), stored: counts!.stored, pending: counts!.pending, received };
  } finally {
    await stopServer(server);
    receiver.close();
  }
}
