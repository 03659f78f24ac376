/**
 * Issue 11 §4: the database can vanish and come back. Under a steady load of writes the database is stopped; requests
 * then answer 503 with the Spanish message within 2 s (never 500, never a hang), /api/health answers 503, and once the
 * server is back — the embedded one restarted by the product itself, an external one started again by its operator —
 * service resumes without restarting the product. Every acknowledged write is there, with its history row.
 */
import { randomBytes } from 'node:crypto';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/connect.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../src/db/embedded/start.ts';
import { seedReferenceData } from '../../src/db/seed.ts';
import { createDiskStorage } from '../../src/uploads/storage.ts';
import { sleep } from '../helpers/expect.ts';
import { freePort } from '../helpers/s3rver.ts';

const PASSWORD = 'Clave-de-prueba-larga';
const EMAIL = 'super@example.com';

interface Product {
  app: FastifyInstance;
  database: Database;
  token: string;
  dataDir: string;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
});

async function startProduct(dataDir: string, databaseUrl: string | undefined): Promise<Product> {
  const config = { ...loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: EMAIL }), adminPassword: PASSWORD, twoFactor: false, jwtSecret: randomBytes(32).toString('hex') };
  const database = await openDatabase({ databaseUrl, dataDir, log: () => {} });
  const storage = createDiskStorage(join(dataDir, 'uploads'));
  await seedReferenceData(database.db, { adminEmail: EMAIL, adminPassword: PASSWORD, storage });
  const app = await buildApp(config, database, { logger: false, storage, requestsPerMinute: 1_000_000 });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await database.close();
  });
  const login = await app.inject({ method: 'POST', url: '/api/auth/admins/login', payload: { email: EMAIL, password: PASSWORD } });
  const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
  return { app, database, token, dataDir };
}

interface Outcome {
  status: number;
  ms: number;
  at: number;
  id?: string;
  message: string;
}

/**
 * Writes sectors from `workers` loops until `until()` says stop; `onTick` runs between rounds. Bounded: at most
 * `maxMs` in all.
 */
async function load(p: Product, opts: { workers: number; maxMs: number; until: () => boolean }): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const began = Date.now();
  let n = 0;
  await Promise.all(
    Array.from({ length: opts.workers }, async () => {
      while (!opts.until() && Date.now() - began < opts.maxMs) {
        const name = `Sector ${++n}`;
        const start = performance.now();
        const res = await p.app.inject({
          method: 'POST',
          url: '/api/sectors',
          headers: { authorization: `Bearer ${p.token}` },
          payload: { name, description: 'Bajo carga' },
        });
        const body = JSON.parse(res.body) as { message: string; data?: { _id: string } };
        outcomes.push({ status: res.statusCode, ms: performance.now() - start, at: Date.now(), id: body.data?._id, message: body.message });
        await sleep(10);
      }
    }),
  );
  return outcomes;
}

async function health(p: Product): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  const res = await p.app.inject({ method: 'GET', url: '/api/health' });
  return { status: res.statusCode, ms: performance.now() - start };
}

/** When /api/health first answered 200 again, polling every `everyMs` until `withinMs` after `from`; 0 if it did not. */
async function healthyAgain(p: Product, from: number, withinMs: number, everyMs = 100): Promise<number> {
  while (Date.now() - from < withinMs) {
    if ((await health(p)).status === 200) return Date.now();
    await sleep(everyMs);
  }
  return 0;
}

/**
 * A PostgreSQL of its own standing for an operator's server, and the product pointed at it by URL: stopped and started
 * again on the same port, as its operator would, the product never restarted.
 */
async function startExternal(prefix: string) {
  const serverDir = await mkdtemp(join(tmpdir(), `${prefix}-pg-`));
  const dataDir = await mkdtemp(join(tmpdir(), `${prefix}-`));
  cleanups.push(() => rm(serverDir, { recursive: true, force: true }));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  // A port the system picks, outside the range the embedded servers of other test files try first: while this one is
  // stopped, one of them starting could otherwise take its port, and the restart below would fail.
  const port = await freePort();
  let current: EmbeddedServer = await startEmbeddedPostgres({ dataDir: serverDir, port });
  cleanups.push(() => current.stop());
  const p = await startProduct(dataDir, current.url);
  const server = {
    stop: () => current.stop(),
    start: async () => {
      current = await startEmbeddedPostgres({ dataDir: serverDir, port });
    },
  };
  return { p, server };
}

/** Every sector acknowledged with 201 is stored, each with its create history row. */
async function expectAcknowledgedPresent(p: Product, outcomes: Outcome[]) {
  const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.id!);
  const rows = await p.database.sql<{ id: string; history: number }[]>`
    select s.id, (select count(*)::int from historicals h where h.document = s.id and h.cause = 'create') as history
    from sectors s where s.id = any(${acknowledged}::uuid[])`;
  expect(rows.length).toBe(acknowledged.length);
  for (const row of rows) expect(row.history).toBe(1);
  return acknowledged.length;
}

/** The outage's answers: only 201 or 503 (with its message), every 503 within 2 s. */
function expectGraceful(outcomes: Outcome[]) {
  const statuses = new Set(outcomes.map((o) => o.status));
  expect([...statuses].filter((s) => s !== 201 && s !== 503)).toEqual([]);
  const unavailable = outcomes.filter((o) => o.status === 503);
  for (const o of unavailable) expect(o.message).toBe(es.api.unavailable);
  const slowest = Math.max(0, ...unavailable.map((o) => o.ms));
  expect(slowest).toBeLessThan(2000);
  return { unavailable: unavailable.length, slowest: Math.round(slowest) };
}

describe('the database vanishes under load and comes back', () => {
  it('embedded: killed with SIGKILL, restarted by the product; 503s meanwhile, then service resumes', { timeout: 240_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'outage-embedded-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const p = await startProduct(dataDir, undefined);

    let stop = false;
    let healthDown: { status: number; ms: number } | undefined;
    const running = load(p, { workers: 4, maxMs: 120_000, until: () => stop });
    await sleep(1000);
    const pid = Number.parseInt((await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]!, 10);
    process.kill(pid, 'SIGKILL');
    const killedAt = Date.now();
    // /api/health says so while it is down, quickly.
    for (let i = 0; i < 50 && !healthDown; i++) {
      const h = await health(p);
      if (h.status === 503) healthDown = h;
      else await sleep(20);
    }
    // Back once a write succeeds again after the kill; then a little more load.
    const backAt = await healthyAgain(p, killedAt, 110_000);
    await sleep(1000);
    stop = true;
    const outcomes = await running;

    expect(healthDown?.status).toBe(503);
    expect(healthDown!.ms).toBeLessThan(2000);
    expect(backAt).toBeGreaterThan(0);
    const { unavailable, slowest } = expectGraceful(outcomes);
    expect(unavailable).toBeGreaterThan(0);
    const after = outcomes.filter((o) => o.at > backAt && o.status === 201);
    expect(after.length).toBeGreaterThan(0);
    const stored = await expectAcknowledgedPresent(p, outcomes);
    console.info(
      `[medida] embebido: ${outcomes.length} solicitudes, ${unavailable} respondieron 503 (la más lenta ${slowest} ms), ` +
        `/api/health 503 en ${Math.round(healthDown!.ms)} ms, servicio de vuelta ${backAt - killedAt} ms después del SIGKILL, ` +
        `${stored} escrituras confirmadas, todas presentes con su historial`,
    );
  });

  it('external: stopped by its operator and started again on the same port; service resumes with no restart of the product', { timeout: 240_000 }, async () => {
    const { p, server } = await startExternal('outage-external');

    let stop = false;
    const running = load(p, { workers: 4, maxMs: 120_000, until: () => stop });
    await sleep(1000);
    await server.stop();
    const stoppedAt = Date.now();
    const down = await health(p);
    await sleep(1500);
    await server.start();
    const backAt = await healthyAgain(p, stoppedAt, 60_000);
    await sleep(1000);
    stop = true;
    const outcomes = await running;

    expect(down.status).toBe(503);
    expect(backAt).toBeGreaterThan(0);
    const { unavailable, slowest } = expectGraceful(outcomes);
    expect(unavailable).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.at > backAt && o.status === 201).length).toBeGreaterThan(0);
    const stored = await expectAcknowledgedPresent(p, outcomes);
    console.info(
      `[medida] externo: ${outcomes.length} solicitudes, ${unavailable} respondieron 503 (la más lenta ${slowest} ms), ` +
        `servicio de vuelta ${backAt - stoppedAt} ms después de detenerlo (1,5 s detenido), ${stored} escrituras confirmadas, todas presentes`,
    );
  });
  it('external: stopped and started again and again; no request waits long, and service is back at once after the last start', { timeout: 240_000 }, async () => {
    const { p, server } = await startExternal('outage-cycles');

    // Short, irregular outages hit connections while they are being opened, typed and used: a connection lost
    // there once left queries waiting up to 20 s for the driver's growing reconnect delay, and an unhandled
    // rejection from the driver would have stopped the process.
    let stop = false;
    const durations: number[] = [];
    const healthChecks = (async () => {
      while (!stop) {
        durations.push((await health(p)).ms);
        await sleep(5);
      }
    })();
    const running = load(p, { workers: 6, maxMs: 180_000, until: () => stop });
    let seed = 7;
    const gap = () => (seed = (seed * 48_271) % 2_147_483_647) % 300;
    for (let cycle = 0; cycle < 20; cycle++) {
      await sleep(gap());
      await server.stop();
      await sleep(gap());
      await server.start();
    }
    const lastStart = Date.now();
    const backAt = await healthyAgain(p, lastStart, 10_000, 50);
    stop = true;
    const outcomes = await running;
    await healthChecks;

    expect(backAt).toBeGreaterThan(0);
    expect(backAt - lastStart).toBeLessThan(2000);
    // Never a 500 and never a hang. Any other answer is counted and shown: a session read that once came back empty
    // mid-restart (401) was the driver's row counter left over from a query cut off with its connection, patched.
    expect(outcomes.filter((o) => o.status >= 500 && o.status !== 503)).toEqual([]);
    const others = outcomes.filter((o) => o.status !== 201 && o.status !== 503);
    const slowest = Math.max(...outcomes.map((o) => o.ms), ...durations);
    expect(slowest).toBeLessThan(5000);
    const stored = await expectAcknowledgedPresent(p, outcomes);
    console.info(
      `[medida] 20 paradas seguidas: ${outcomes.length + durations.length} solicitudes, la más lenta ${Math.round(slowest)} ms, ` +
        `otras respuestas: ${JSON.stringify(others.map((o) => `${o.status} ${o.message}`))}, ` +
        `servicio de vuelta ${backAt - lastStart} ms después del último arranque, ${stored} escrituras confirmadas, todas presentes`,
    );
  });
});
