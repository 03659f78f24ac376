/**
 * `npx tsx apps/server/bench/webhooks.ts`: an edit's throughput with one active webhook subscription beside none.
 *
 * The product (`servers/product.ts`, WEBHOOK_ALLOW_PRIVATE=true) on an embedded PostgreSQL (or DATABASE_URL), 1,000
 * sectors, a receiver on loopback answering 200. 10 clients edit sectors for BENCH_SECONDS (8), BENCH_ROUNDS (3) rounds,
 * with the subscription off and on in turns (the order swapped each round). Delivery is off the request path, so the
 * goal is «with» within 10 % of «without». Prints the rates, p99s and the deliveries the receiver got.
 */
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connect.ts';
import { seedReferenceData } from '../src/db/seed.ts';
import { createDiskStorage } from '../src/uploads/storage.ts';
import { freePort, load, percentile, startServer, stopServer, type Load } from './load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PASSWORD = 'Bench-12345';
const SECTORS = 1000;

const dataDir = await mkdtemp(join(tmpdir(), 'bench-webhooks-'));
const embedded = process.env.DATABASE_URL ? undefined : await (await import('../src/db/embedded/start.ts')).startEmbeddedPostgres({ dataDir: join(dataDir, 'pg') });
const databaseUrl = process.env.DATABASE_URL ?? embedded!.url;
const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
const database = await openDatabase({ databaseUrl, dataDir, log: () => {} });
await seedReferenceData(database.db, { adminEmail: config.adminEmail, adminPassword: PASSWORD, storage: createDiskStorage(join(dataDir, 'uploads')) });
await database.close();
const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
await sql`truncate sectors, historicals, webhook_subscriptions cascade`;
const ids = (
  await sql<{ id: string }[]>`
    insert into sectors (name, description) select 'Sector ' || n, 'Descripción ' || n from generate_series(1, ${SECTORS}) n returning id`
).map((r) => r.id);

let delivered = 0;
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    delivered += 1;
    res.writeHead(200).end();
  });
});
receiver.listen(0, '127.0.0.1');

const port = await freePort();
const server = await startServer('product.ts', { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(port), WEBHOOK_ALLOW_PRIVATE: 'true' });
const origin = `http://127.0.0.1:${port}`;
try {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };
  const { token } = (await call('POST', '/api/auth/admins/login', { email: config.adminEmail, password: PASSWORD })) as { token: string };
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const hook = await call('POST', '/api/webhooks', { url, modules: ['sectors'], operations: ['update'] }, token);
  const setActive = (active: boolean) => call('PUT', `/api/webhooks/${String(hook._id)}`, { active }, token);

  const body = JSON.stringify({ description: 'Descripción editada durante la prueba', historical: { description: 'Prueba de carga' } });
  const edits = (): Promise<Load> =>
    load({ url: origin, connections: 10, seconds: SECONDS, token, method: 'PUT', body, path: () => `/api/sectors/${ids[Math.floor(Math.random() * ids.length)]}`, pid: server.serverPid });
  const runs: Record<'without' | 'with', Load[]> = { without: [], with: [] };
  await setActive(false);
  await load({ url: origin, connections: 10, seconds: 2, token, method: 'PUT', body, path: () => `/api/sectors/${ids[0]}` });
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of round % 2 === 0 ? (['without', 'with'] as const) : (['with', 'without'] as const)) {
      await setActive(side === 'with');
      runs[side].push(await edits());
    }
  }
  const [counts] = await sql<{ stored: number; pending: number }[]>`
    select count(*)::int as stored, (count(*) filter (where status = 'pending'))::int as pending from webhook_deliveries`;
  const summary = (side: 'without' | 'with') => {
    const rps = runs[side].reduce((sum, l) => sum + l.rps, 0) / runs[side].length;
    return { rps, p99: percentile(runs[side].map((l) => l.p99), 0.5), errors: runs[side].reduce((sum, l) => sum + l.errors, 0) };
  };
  const without = summary('without');
  const withOne = summary('with');
  const line = (what: string, s: typeof without) => `${what}: ${Math.round(s.rps)} ediciones/s, p99 ${s.p99.toFixed(1)} ms, ${s.errors} errores`;
  process.stdout.write(
    [
      `Edición de un sector, 10 clientes, ${ROUNDS} rondas de ${SECONDS} s`,
      line('sin suscripción', without),
      line('con una suscripción activa', withOne),
      `con / sin: ${(withOne.rps / without.rps).toFixed(3)}× (meta ≥ 0.90×)`,
      `entregas guardadas ${counts!.stored}, recibidas ${delivered}, pendientes al terminar ${counts!.pending}`,
    ].join('\n') + '\n',
  );
} finally {
  await stopServer(server);
  receiver.close();
  await sql.end({ timeout: 5 });
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
