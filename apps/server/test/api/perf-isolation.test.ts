import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { POOLS } from '../../src/db/connect.ts';
import { MAIN_POOL_WAIT_MS } from '../../src/modules/health/routes.ts';
import { call, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, databaseState, expectError, expectOk } from '../helpers/expect.ts';
import { reason, type PageOf, type Rec } from '../helpers/resources.ts';

/** Issue 12: cheap requests never wait behind heavy ones; saturated, the server says so at once. */
describe('a saturated gate', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // No place and no queue: every heavy request finds the gate full.
    t = await startTestApp({}, { heavyLimits: { running: 0, waiting: 0, waitMs: 0 } });
    token = await loginAsSuper(t);
  });
  afterAll(async () => t?.close());

  it('lists, /all and /totals answer 503 with a Spanish message and Retry-After, changing nothing', async () => {
    const before = await databaseState(t);
    for (const url of ['/api/sectors', '/api/sectors/all', '/api/sectors/totals', '/api/historicals?document=00000000-0000-4000-8000-000000000000']) {
      const res = await call(t, { method: 'GET', url, token });
      expectError(res, 503, es.api.busy);
      expect(res.headers['retry-after'], url).toBe('1');
    }
    expect(await databaseState(t)).toBe(before);
  });

  it('what is not a list goes on: health, a record, a create, an edit', async () => {
    const api = client(t, token);
    expect((await call(t, { method: 'GET', url: '/api/health' })).status).toBe(200);
    const made = expectOk<Rec>(await api.post('/api/sectors', { name: 'Turismo', description: 'Sector turístico' }), 201, es.api.saved);
    expectOk(await api.get(`/api/sectors/${made._id}`), 200, es.api.ok);
    expectOk(await api.put(`/api/sectors/${made._id}`, { name: 'Turismo sostenible', ...reason('Nombre') }), 202, es.api.updated);
  });
});

describe('pools, timeouts and compression', () => {
  let t: TestApp;
  let token: string;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await startTestApp();
    token = await loginAsSuper(t);
    api = client(t, token);
  });
  afterAll(async () => t?.close());

  it('health answers 503 while the main pool cannot serve within 2 s, and 200 once it can again', async () => {
    // Every connection of the main pool held, as stalled exports held them: lists, forms and sign-ins would wait.
    const held = await Promise.all(Array.from({ length: POOLS.main.max }, () => t.database.sql.reserve()));
    const release = () => held.splice(0).forEach((connection) => connection.release());
    try {
      const start = performance.now();
      const down = await call(t, { method: 'GET', url: '/api/health' });
      const ms = performance.now() - start;
      expectError(down, 503, es.api.unavailable);
      expect(down.headers['retry-after']).toBe('2');
      expect(ms).toBeGreaterThanOrEqual(MAIN_POOL_WAIT_MS - 50);
      expect(ms).toBeLessThan(MAIN_POOL_WAIT_MS + 1_000);

      // A check waiting for a connection answers 200 as soon as one is free.
      const waiting = call(t, { method: 'GET', url: '/api/health' });
      release();
      expect((await waiting).status).toBe(200);
    } finally {
      release();
    }
  });

  it('each pool cuts its statements short: the main one at 10 s, the quick one at 2 s', async () => {
    const [main] = await t.database.sql<{ statement_timeout: string }[]>`show statement_timeout`;
    const [quick] = await t.database.quick<{ statement_timeout: string }[]>`show statement_timeout`;
    expect([main!.statement_timeout, quick!.statement_timeout]).toEqual([`${POOLS.main.statementTimeoutMs / 1000}s`, `${POOLS.quick.statementTimeoutMs / 1000}s`]);
  });

  it('an answer of 1 KB or more is compressed for a client that accepts it, and reads the same', async () => {
    await t.database.sql`insert into areas (name, description) select 'Área ' || i, 'Descripción del área número ' || i from generate_series(1, 40) i`;
    const plain = expectOk<PageOf<Rec>>(await api.get('/api/areas?limit=40'), 200, es.api.list);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/api/areas?limit=40', headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(JSON.parse(decode(res.rawPayload).toString()).data).toEqual(plain);
    }
    // A preference order and the aliases a client may send: br first when it is accepted at all, `*` read as gzip.
    const pick = async (acceptEncoding: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/areas?limit=40', headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding } })).headers[
        'content-encoding'
      ];
    expect(await pick('gzip, deflate, br, zstd')).toBe('br');
    expect(await pick('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(await pick('*')).toBe('gzip');
    expect(await pick('identity')).toBeUndefined();
    expect(await pick('deflate')).toBeUndefined();
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('a body too large to compress in one go is compressed as a stream, and reads the same', async () => {
    await t.database.sql`insert into areas (name, description) select 'Área grande ' || i, repeat('Descripción larga del área ' || i || '. ', 12) from generate_series(1, 1000) i`;
    const plain = expectOk<Rec[]>(await api.get('/api/areas/all?search=grande'), 200, es.api.list);
    expect(plain.length).toBe(1000);
    const res = await t.app.inject({ method: 'GET', url: '/api/areas/all?search=grande', headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(res.rawPayload);
    expect(body.length).toBeGreaterThan(256 * 1024);
    expect(JSON.parse(body.toString()).data).toEqual(plain);
  });
});
