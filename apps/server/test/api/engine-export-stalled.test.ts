/**
 * Exports whose client stops reading: a closed or stalled download gives its cursor and connection back within
 * seconds, exports take a place at a gate of their own (503 with Retry-After past it), and SIGTERM ends a server with
 * exports in flight.
 */
import { randomBytes } from 'node:crypto';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { EXPORT_LIMITS } from '../../src/engine/export-gate.ts';
import { createAdmin, login, startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { waitFor } from '../helpers/s3rver.ts';
import { loginOn, ready, startServer, stopServer, type ServerProcess } from '../helpers/server-process.ts';

/**
 * Enough contacts for a CSV of ~7 MB, more than the sockets' buffers on both ends hold. Names padded with dots to 120
 * characters: they make the file larger without adding to the search index's work.
 */
const ROWS = 40_000;
const EXPORT = '/api/contacts/export?format=csv';

/** The contacts in one statement, as rows already there (no notification queued), past the pool's statement timeout. */
async function insertContacts(sql: postgres.Sql) {
  await sql.begin(async (tx) => {
    await tx`set local statement_timeout = 0`;
    await tx`set local app.skip_public_inserts = 'on'`;
    // The search index takes its entries row by row (fastupdate off); a bulk load is several times quicker merged at once.
    await tx`alter index contacts_search_idx set (fastupdate = true)`;
    await tx`
      insert into contacts (name, email, message)
      select rpad('Persona de contacto número ' || i || ' ', 120, '.'), 'persona.de.contacto.' || i || '@example.com', 'Mensaje ' || i
      from generate_series(1, ${ROWS}) as i`;
    await tx`alter index contacts_search_idx set (fastupdate = false)`;
    await tx`select gin_clean_pending_list('contacts_search_idx'::regclass)`;
  });
}

/** Statements of the exports still running on the database (a suspended cursor stays active). */
async function runningExports(sql: postgres.Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle' and query ilike '%from "contacts"%'`;
  return row!.n;
}

interface Download {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Closes the connection from this side, as a browser does when its download is cancelled. */
  cancel(): Promise<void>;
  /** Reads on to the end: whether the whole file arrived (false when the server cut it short). */
  rest(): Promise<{ complete: boolean }>;
}

/**
 * Opens an export over a real socket and reads its first ~100 bytes (the heading and a row), then stops reading: the
 * client's buffers fill up and the server can write no more. An answer other than 200 is read whole.
 */
function stalledDownload(base: string, token: string, path = EXPORT): Promise<Download> {
  return new Promise((resolve, reject) => {
    const req = get(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      const socket = res.socket;
      const cancel = () => new Promise<void>((done) => (socket.destroyed ? done() : (socket.once('close', () => done()), socket.destroy())));
      const rest = () => new Promise<{ complete: boolean }>((done) => (res.once('close', () => done({ complete: res.complete })), res.resume()));
      // A connection the server cuts short errs on this side: that is what some tests wait for, not a failure.
      res.on('error', () => undefined);
      if (res.statusCode !== 200) {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body, cancel, rest }));
        return;
      }
      const chunks: Buffer[] = [];
      const read = (chunk: Buffer) => {
        chunks.push(chunk);
        const head = Buffer.concat(chunks);
        if (head.length < 100) return;
        res.off('data', read);
        res.pause();
        resolve({ status: 200, headers: res.headers, body: head.toString('utf8', 0, 100), cancel, rest });
      };
      res.on('data', read);
    });
    req.on('error', reject);
  });
}

/** Log lines of exports cancelled for `reason`. */
const cancelled = (t: TestApp, reason: string) => t.logs.filter((line) => line.includes('exportación cancelada') && line.includes(reason)).length;

/** A list over a real socket that must answer within 2 s. */
async function listWithin2s(base: string, token: string): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  const res = await fetch(`${base}/api/contacts?limit=10`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(2_000) });
  await res.arrayBuffer();
  return { status: res.status, ms: Math.round(performance.now() - start) };
}

async function listening(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** A role-2 admin who may only read contacts, signed in. */
async function contactsReader(t: TestApp): Promise<string> {
  const admin = await createAdmin(t, { role: 2, permissions: { contacts: { read: true } } });
  return login(t, admin.email, admin.password);
}

describe('ten exports whose clients stop reading and then close', () => {
  let t: TestApp;
  let base: string;
  let token: string;
  beforeAll(async () => {
    // Room for all ten at once: what is tested here is that a closed download gives its connection back.
    t = await startTestApp({}, { exportLimits: { perAdmin: 10, overall: 10, stalledWriteMs: 15_000 } });
    await insertContacts(t.database.sql);
    token = await contactsReader(t);
    base = await listening(t);
  }, 120_000);
  afterAll(async () => t?.close());

  it('give back every cursor: a list then answers within 2 s and no export statement is left', async () => {
    const before = await listWithin2s(base, token);
    const downloads = await Promise.all(Array.from({ length: 10 }, () => stalledDownload(base, token)));
    expect(downloads.map((d) => d.status)).toEqual(Array(10).fill(200));
    expect(downloads[0]!.body.startsWith('\uFEFFNombre,Correo electrónico')).toBe(true);
    // Every one is stalled mid-file, its cursor open: the pool's ten connections are theirs.
    await waitFor(async () => (await runningExports(t.database.quick)) === 10, 10_000, 'diez exportaciones en curso');

    const closedAt = performance.now();
    await Promise.all(downloads.map((d) => d.cancel()));
    const list = await listWithin2s(base, token);
    expect(list.status).toBe(200);
    await waitFor(async () => (await runningExports(t.database.quick)) === 0, 5_000, 'cursores liberados');
    const releasedMs = Math.round(performance.now() - closedAt);
    // Each is logged once its cursor is closed: by the client's leaving, not by a stalled write.
    await waitFor(async () => cancelled(t, 'el cliente cerró la conexión') === 10, 5_000, 'diez exportaciones canceladas');
    console.info(`10 exportaciones cerradas: lista en ${list.ms} ms (${before.ms} ms antes), cursores liberados en ${releasedMs} ms`);
  }, 90_000);
});

describe('the exports gate', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    // The product's limits; stalled writes are waited for longer than the test takes.
    t = await startTestApp({}, { exportLimits: { ...EXPORT_LIMITS, stalledWriteMs: 60_000 } });
    await insertContacts(t.database.sql);
    base = await listening(t);
  }, 120_000);
  afterAll(async () => t?.close());

  it('answers 503 with Retry-After past two exports of one admin and past four in all; a place freed is taken again', async () => {
    const [ana, beto, carla] = await Promise.all([contactsReader(t), contactsReader(t), contactsReader(t)]);
    const anas = await Promise.all([stalledDownload(base, ana), stalledDownload(base, ana)]);
    expect(anas.map((d) => d.status)).toEqual([200, 200]);
    const third = await stalledDownload(base, ana);
    expect(third.status).toBe(503);
    expect(third.headers['retry-after']).toBe('10');
    expect(JSON.parse(third.body)).toEqual({ code: 503, message: es.api.exportsBusy });

    const betos = await Promise.all([stalledDownload(base, beto), stalledDownload(base, beto)]);
    expect(betos.map((d) => d.status)).toEqual([200, 200]);
    const fifth = await stalledDownload(base, carla);
    expect(fifth.status).toBe(503);
    expect(fifth.headers['retry-after']).toBe('10');
    expect((JSON.parse(fifth.body) as { message: string }).message).toBe(es.api.exportsBusy);

    await anas[0]!.cancel();
    await waitFor(async () => cancelled(t, 'el cliente cerró la conexión') === 1, 5_000, 'un lugar libre');
    const again = await stalledDownload(base, carla);
    expect(again.status).toBe(200);
    await Promise.all([anas[1]!, ...betos, again].map((d) => d.cancel()));
  }, 90_000);
});

describe('a client that stops reading and keeps its connection open', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp({}, { exportLimits: { perAdmin: 2, overall: 4, stalledWriteMs: 1_000 } });
    await insertContacts(t.database.sql);
    base = await listening(t);
  }, 120_000);
  afterAll(async () => t?.close());

  it('has its export given up once a write has waited 1 s: the cursor is released and the file cut short', async () => {
    const token = await contactsReader(t);
    const stalled = await Promise.all([stalledDownload(base, token), stalledDownload(base, token)]);
    expect(stalled.map((d) => d.status)).toEqual([200, 200]);
    await waitFor(async () => cancelled(t, 'el cliente no leyó nada en 1000 ms') === 2, 10_000, 'dos exportaciones abandonadas');
    expect(await runningExports(t.database.quick)).toBe(0);
    expect(await Promise.all(stalled.map((d) => d.rest()))).toEqual([{ complete: false }, { complete: false }]);
  });
});

describe('SIGTERM with exports in flight', () => {
  let db: TestDatabase;
  let server: ServerProcess | undefined;
  const SUPER = { email: 'super@example.com', password: 'Sup3r-secreta' };
  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startServer('exportaciones', {
      DATABASE_URL: db.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: SUPER.email,
      ADMIN_PASSWORD: SUPER.password,
      TWO_FACTOR: 'false',
      LOG_LEVEL: 'warn',
    });
    await ready(server);
    const sql = postgres(db.url, { max: 1, onnotice: () => {} });
    try {
      await insertContacts(sql);
    } finally {
      await sql.end({ timeout: 5 });
    }
  }, 180_000);
  afterAll(async () => {
    // A server that did not stop on SIGTERM must not outlive the test.
    if (server && server.process.exitCode === null && server.process.signalCode === null) server.process.kill('SIGKILL');
    await stopServer(server);
    await db?.drop();
  }, 60_000);

  it('ends the stalled exports and exits', async () => {
    const token = await loginOn(server!, SUPER.email, SUPER.password);
    const downloads = await Promise.all([stalledDownload(server!.url, token), stalledDownload(server!.url, token)]);
    expect(downloads.map((d) => d.status)).toEqual([200, 200]);

    const start = performance.now();
    server!.process.kill('SIGTERM');
    const exit = await Promise.race([server!.exited, new Promise((resolve) => setTimeout(resolve, 15_000, 'sin salir en 15 s'))]);
    expect(exit, server!.output.join('')).toBe(0);
    const exitMs = Math.round(performance.now() - start);
    expect(await Promise.all(downloads.map((d) => d.rest()))).toEqual([{ complete: false }, { complete: false }]);
    console.info(`SIGTERM con 2 exportaciones detenidas: el proceso salió en ${exitMs} ms`);
  }, 60_000);
});
