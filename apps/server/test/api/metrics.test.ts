import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { webhookDeliveries, webhookSubscriptions } from '../../src/db/schema/index.ts';
import { secretBox } from '../../src/modules/configuration/secret-box.ts';
import { call, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';

const TOKEN = 'metricas-de-prueba-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The exposition format's sample lines (`name{label="value",…} number`); anything else fails the test. */
function parsePrometheus(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* /.test(line)) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    expect(match, `línea no válida: ${line}`).not.toBeNull();
    const [, name, labelText = '', value] = match!;
    const labels: Record<string, string> = {};
    for (const [, key, raw] of labelText.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = raw!;
    // Prometheus reads values with Go's ParseFloat, which takes NaN in any case; prom-client writes an empty average as `Nan`.
    expect(Number.isNaN(Number(value)) && !/^nan$/i.test(value!), `valor no válido: ${line}`).toBe(false);
    samples.push({ name: name!, labels, value: Number(value) });
  }
  return samples;
}

const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

describe('metrics off (no METRICS_TOKEN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('answers 404 at /metrics, with or without a token', async () => {
    for (const token of [undefined, TOKEN]) {
      const res = await call(t, { method: 'GET', url: '/metrics', token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, message: 'Ruta no encontrada' });
    }
  });
});

describe('metrics on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ metricsToken: TOKEN });
  });
  afterAll(async () => t?.close());

  it('refuses a scrape without the token, with another token or another scheme', async () => {
    const cases = [
      {},
      { authorization: 'Bearer otro-token-de-metricas-0123' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
      { authorization: 'Bearer ' },
    ];
    for (const headers of cases) {
      const res = await call(t, { method: 'GET', url: '/metrics', headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.body).toEqual({ code: 401, message: 'No autorizado' });
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.raw).not.toMatch(/stack|metrics\.ts|http_request/);
    }
    // Nor does a session token of the back-office open it.
    const session = await loginAsSuper(t);
    expect((await call(t, { method: 'GET', url: '/metrics', token: session })).status).toBe(401);
  });

  it('counts requests by route pattern, method and status, never by raw URL nor itself', async () => {
    const token = await loginAsSuper(t);
    const missing = randomUUID();
    expect((await call(t, { method: 'GET', url: '/api/health' })).status).toBe(200);
    expect((await call(t, { method: 'GET', url: `/api/sectors/${missing}`, token })).status).toBe(404);
    expect((await call(t, { method: 'GET', url: `/api/no-existe-${missing}` })).status).toBe(404);

    const res = await call(t, { method: 'GET', url: '/metrics', token: TOKEN });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const samples = parsePrometheus(res.raw);

    const count = 'http_request_duration_seconds_count';
    expect(find(samples, count, { route: '/api/health', method: 'GET', status: '200' })[0]?.value).toBeGreaterThanOrEqual(1);
    expect(find(samples, count, { route: '/api/sectors/:id', method: 'GET', status: '404' })[0]?.value).toBe(1);
    expect(find(samples, count, { route: 'unmatched', method: 'GET', status: '404' })[0]?.value).toBeGreaterThanOrEqual(1);
    expect(find(samples, 'http_request_duration_seconds_bucket', { route: '/api/health', le: '+Inf' })).toHaveLength(1);
    expect(res.raw).not.toContain(missing);
    expect(find(samples, count, { route: '/metrics' })).toEqual([]);

    // A second scrape still does not see the first.
    const again = parsePrometheus((await call(t, { method: 'GET', url: '/metrics', token: TOKEN })).raw);
    expect(find(again, count, { route: '/metrics' })).toEqual([]);
  });

  it('reports the process, the pools, the heavy-list gate, the sockets and the webhook backlog', async () => {
    const box = secretBox(t.config.settingsSecret);
    const [subscription] = await t.database.db
      .insert(webhookSubscriptions)
      .values({ url: 'https://example.com/gancho', modules: ['sectors'], operations: ['create'], secret: box.seal('s') })
      .returning({ id: webhookSubscriptions.id });
    const later = new Date(Date.now() + 3_600_000);
    const delivery = { subscriptionId: subscription!.id, module: 'sectors', operation: 'create', document: randomUUID(), payload: {} };
    await t.database.db.insert(webhookDeliveries).values([
      { ...delivery, status: 'pending', nextAttemptAt: later },
      { ...delivery, status: 'pending', nextAttemptAt: later },
      { ...delivery, status: 'failed' },
      { ...delivery, status: 'delivered', deliveredAt: new Date() },
    ]);

    const samples = parsePrometheus((await call(t, { method: 'GET', url: '/metrics', token: TOKEN })).raw);
    expect(find(samples, 'process_resident_memory_bytes')[0]?.value).toBeGreaterThan(0);
    expect(find(samples, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
    expect(find(samples, 'db_pool_size', { pool: 'main' })[0]?.value).toBe(10);
    expect(find(samples, 'db_pool_size', { pool: 'quick' })[0]?.value).toBe(2);
    // The main pool answered the health checks above; its connections stay open.
    expect(find(samples, 'db_pool_connections', { pool: 'main', state: 'open' })[0]?.value).toBeGreaterThanOrEqual(1);
    expect(find(samples, 'db_pool_connections', { pool: 'main', state: 'waiting_lock' })[0]?.value).toBe(0);
    expect(find(samples, 'heavy_gate_requests', { state: 'running' })[0]?.value).toBe(0);
    expect(find(samples, 'heavy_gate_requests', { state: 'waiting' })[0]?.value).toBe(0);
    expect(find(samples, 'realtime_sockets')[0]?.value).toBe(0);
    expect(find(samples, 'webhook_deliveries', { status: 'pending' })[0]?.value).toBe(2);
    expect(find(samples, 'webhook_deliveries', { status: 'failed' })[0]?.value).toBe(1);
  });

  it('still answers when a database read fails, leaving those series out instead of stale', async () => {
    const { sql } = t.database;
    await sql`alter table webhook_deliveries rename to webhook_deliveries_away`;
    try {
      const res = await call(t, { method: 'GET', url: '/metrics', token: TOKEN });
      expect(res.status).toBe(200);
      const samples = parsePrometheus(res.raw);
      expect(find(samples, 'webhook_deliveries')).toEqual([]);
      expect(find(samples, 'db_pool_connections', { pool: 'main', state: 'open' })).toHaveLength(1);
      expect(t.logs.some((line) => line.includes('métricas: no se pudo leer la base de datos'))).toBe(true);
    } finally {
      await sql`alter table webhook_deliveries_away rename to webhook_deliveries`;
    }
    const back = parsePrometheus((await call(t, { method: 'GET', url: '/metrics', token: TOKEN })).raw);
    expect(find(back, 'webhook_deliveries', { status: 'failed' })[0]?.value).toBe(1);
  });

  it('stays out of the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys((res.json() as { paths: Record<string, unknown> }).paths)).not.toContain('/metrics');
  });
});

describe('METRICS_TOKEN', () => {
  // Secrets given, so that nothing is written to the folder.
  const env = { DATA_DIR: tmpdir(), JWT_SECRET: 'j'.repeat(32), SETTINGS_SECRET: 's'.repeat(32) };

  it('refuses a token shorter than 16 characters at start', () => {
    expect(() => loadConfig({ ...env, METRICS_TOKEN: 'corto' })).toThrow('METRICS_TOKEN debe tener al menos 16 caracteres');
    expect(loadConfig({ ...env, METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadConfig(env).metricsToken).toBeUndefined();
  });
});
