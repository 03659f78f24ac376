/**
 * Webhooks: each matching change is stored as a delivery in its own transaction and POSTed, signed, by a worker off
 * the request path; failures retry with backoff until given up; a killed process loses nothing; two servers on one
 * database deliver each event once; private addresses are refused unless allowed; super users only; bad input stores
 * nothing.
 */
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/connect.ts';
import { webhookDeliveries, webhookSubscriptions } from '../../src/db/schema/index.ts';
import { webhookSecretBox } from '../../src/modules/webhooks/signature.ts';
import { createAdmin, login, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { client, expectError, expectOk, historyOf, ISO_RE } from '../helpers/expect.ts';
import { expectRefused, reason } from '../helpers/resources.ts';
import { waitFor } from '../helpers/s3rver.ts';
import { api, loginOn, productEnv, ready, startServer, stopServer } from '../helpers/server-process.ts';
import { ok, startReceiver, verify, type Receiver } from '../helpers/webhook-receiver.ts';

type Hook = { _id: string; url: string; modules: string[]; operations: string[]; active: boolean; secret?: string; lastDelivery: { status: string } | null };
type Delivery = { _id: string; status: string; attempts: number; lastStatusCode: number | null; lastDurationMs: number | null; lastError: string | null; deliveredAt: string | null };
type Page = { docs: Delivery[]; totalDocs: number; page: number };

const FAST = { timeoutMs: 500, firstRetryMs: 200, maxRetryMs: 1000, giveUpMs: 3000, pollMs: 100 };
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
}, 60_000);

async function receiver(answer = ok): Promise<Receiver> {
  const r = await startReceiver(answer);
  cleanups.push(() => r.close());
  return r;
}

async function deliveriesOf(t: TestApp, token: string, hook: string): Promise<Delivery[]> {
  return expectOk<Page>(await client(t, token).get(`/api/webhooks/${hook}/deliveries`), 200, es.webhooks.deliveries).docs;
}

describe('a subscription on loopback (WEBHOOK_ALLOW_PRIVATE=true)', () => {
  let t: TestApp;
  let token: string;
  const sector = async (name: string) => expectOk<{ _id: string }>(await client(t, token).post('/api/sectors', { name, description: 'Para webhooks' }), 201, es.api.saved)._id;
  const subscribe = async (url: string, operations = ['create', 'update']) =>
    expectOk<Hook>(await client(t, token).post('/api/webhooks', { url, modules: ['sectors'], operations }), 201, es.webhooks.created);

  beforeAll(async () => {
    t = await startTestApp({ webhookAllowPrivate: true }, { webhooks: FAST });
    cleanups.push(() => t.close());
    token = await loginAsSuper(t);
  });

  it('delivers a signed event that the receiver verifies as the README says, and logs it', async () => {
    const r = await receiver();
    const hook = await subscribe(r.url);
    expect(hook.secret).toMatch(/^whsec_[\w-]{43}$/);
    const [stored] = await t.database.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, hook._id));
    expect(JSON.stringify(stored!.secret)).not.toContain(hook.secret!.slice(6));
    expect((await historyOf(t, hook._id)).map((h) => [h.cause, h.module, h.description])).toEqual([['create', 'configuration', es.webhooks.history.created(r.url)]]);

    const id = await sector('Sector avisado');
    const [got] = await r.waitFor(1);
    expect(got!.headers['content-type']).toBe('application/json');
    expect(verify(hook.secret!, got!.raw, String(got!.headers['x-signature']))).toBe(true);
    expect(verify('otro-secreto', got!.raw, String(got!.headers['x-signature']))).toBe(false);
    expect(got!.headers['x-webhook-id']).toBe(got!.body.id);
    expect(got!.body).toMatchObject({ module: 'sectors', operation: 'create', document: id, actor: { kind: 'admin' }, data: { _id: id, name: 'Sector avisado' } });
    expect(got!.body.occurredAt).toMatch(ISO_RE);

    await waitFor(async () => (await deliveriesOf(t, token, hook._id))[0]?.status === 'delivered', 5000, 'entrega registrada');
    const [logged] = await deliveriesOf(t, token, hook._id);
    expect(logged).toMatchObject({ _id: got!.body.id, status: 'delivered', attempts: 1, lastStatusCode: 200, lastError: null });
    expect(logged!.lastDurationMs).toBeGreaterThanOrEqual(0);
    const list = expectOk<Hook[]>(await client(t, token).get('/api/webhooks'), 200, es.webhooks.list);
    expect(list.find((h) => h._id === hook._id)).toMatchObject({ lastDelivery: { status: 'delivered' } });
    expect(JSON.stringify(list)).not.toContain('whsec_');

    // An operation it does not subscribe to stores nothing.
    expectOk(await client(t, token).put(`/api/sectors/${id}`, { description: 'Cambio avisado', ...reason('Corrección') }), 202, es.api.updated);
    expectOk(await client(t, token).put(`/api/sectors/${id}/deactivate`, reason('Ya no se usa')), 202, es.api.deactivated);
    await r.waitFor(2);
    expect(r.received.map((x) => x.body.operation)).toEqual(['create', 'update']);
    expect(await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, hook._id))).toHaveLength(2);
  });

  it('retries after a 500 and after a timeout, with the same event id, until a 2xx', async () => {
    const r = await receiver((n, res) => {
      if (n === 1) res.writeHead(500).end();
      // The second is never answered: that attempt times out.
      else if (n > 2) res.writeHead(204).end();
    });
    const hook = await subscribe(r.url);
    await sector('Sector con fallos');
    const got = await r.waitFor(3);
    expect(new Set(got.map((x) => x.headers['x-webhook-id'])).size).toBe(1);
    await waitFor(async () => (await deliveriesOf(t, token, hook._id))[0]?.status === 'delivered', 5000, 'entrega tras reintentos');
    expect((await deliveriesOf(t, token, hook._id))[0]).toMatchObject({ attempts: 3, lastStatusCode: 204, lastError: null });
  });

  it('gives up after the retry window, and «Reenviar» delivers it again on demand', async () => {
    let down = true;
    const r = await receiver((_n, res) => res.writeHead(down ? 503 : 200).end());
    const hook = await subscribe(r.url);
    await sector('Sector sin receptor');
    await waitFor(async () => (await deliveriesOf(t, token, hook._id))[0]?.status === 'failed', 10_000, 'entrega abandonada');
    const [failed] = await deliveriesOf(t, token, hook._id);
    expect(failed).toMatchObject({ lastStatusCode: 503, lastError: 'HTTP 503', deliveredAt: null });
    expect(failed!.attempts).toBeGreaterThan(2);

    down = false;
    const url = `/api/webhooks/${hook._id}/deliveries/${failed!._id}/redeliver`;
    expectOk(await client(t, token).post(url), 202, es.webhooks.redelivered);
    await waitFor(async () => (await deliveriesOf(t, token, hook._id))[0]?.status === 'delivered', 5000, 'reenvío');
    expect(r.received.at(-1)!.headers['x-webhook-id']).toBe(failed!._id);
    await expectRefused(t, () => client(t, token).post(`/api/webhooks/${hook._id}/deliveries/${hook._id}/redeliver`), 404, es.webhooks.deliveryNotFound);
  });

  it('edits, deactivates and deletes a subscription, each in the configuration history', async () => {
    // Without the earlier tests' subscriptions no delivery runs while the refusal below compares the database.
    await t.database.db.delete(webhookSubscriptions);
    const r = await receiver();
    const hook = await subscribe(r.url);
    const edited = expectOk<Hook>(await client(t, token).put(`/api/webhooks/${hook._id}`, { operations: ['deactivate'], active: false }), 202, es.webhooks.updated);
    expect(edited).toMatchObject({ operations: ['deactivate'], active: false });
    const id = await sector('Sector sin aviso');
    await client(t, token).put(`/api/sectors/${id}/deactivate`, reason('No se usa'));
    expect(await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, hook._id))).toEqual([]);
    expectOk(await client(t, token).del(`/api/webhooks/${hook._id}`), 200, es.webhooks.deleted);
    expect((await historyOf(t, hook._id)).map((h) => h.description)).toEqual([
      es.webhooks.history.created(r.url),
      es.webhooks.history.updated(r.url),
      es.webhooks.history.deleted(r.url),
    ]);
    await expectRefused(t, () => client(t, token).get(`/api/webhooks/${hook._id}/deliveries`), 404, es.webhooks.notFound);
  });
});

describe('without WEBHOOK_ALLOW_PRIVATE', () => {
  let t: TestApp;
  let token: string;
  const post = (body: unknown) => client(t, token).post('/api/webhooks', body as Record<string, unknown>);
  const body = (overrides: Record<string, unknown> = {}) => ({ url: 'https://93.184.215.14/hook', modules: ['sectors'], operations: ['create'], ...overrides });

  beforeAll(async () => {
    t = await startTestApp({}, { webhooks: FAST });
    cleanups.push(() => t.close());
    token = await loginAsSuper(t);
  });

  it.each([
    ['http://127.0.0.1:9/hook', 'loopback'],
    ['http://[::1]:9/hook', 'loopback'],
    ['http://[::ffff:127.0.0.1]/hook', 'loopback'],
    ['https://10.1.2.3/hook', 'private'],
    ['https://172.20.0.1/hook', 'private'],
    ['https://192.168.1.10/hook', 'private'],
    ['https://[fd00::1]/hook', 'private'],
    ['http://169.254.169.254/latest/meta-data', 'metadata'],
    ['http://169.254.10.1/hook', 'linkLocal'],
    ['http://[fe80::1]/hook', 'linkLocal'],
    ['http://100.64.0.1/hook', 'sharedNat'],
    ['http://0.0.0.0/hook', 'unspecified'],
  ] as const)('refuses %s, naming the reason, and stores nothing', async (url, kind) => {
    const address = new URL(url).hostname.replace(/^\[|\]$/g, '');
    const message = es.webhooks.privateAddress(address, address, es.webhooks.addressKinds[kind]);
    await expectRefused(t, () => post(body({ url })), 400, message, [{ path: 'url', msg: message }]);
  });

  it('refuses a host that does not resolve', async () => {
    const message = es.webhooks.unresolved('no-existe.invalid');
    await expectRefused(t, () => post(body({ url: 'https://no-existe.invalid/hook' })), 400, message, [{ path: 'url', msg: message }]);
  });

  it('does not deliver to an address that became private after subscribing', async () => {
    const r = await receiver();
    const box = webhookSecretBox(t.config.settingsSecret);
    const [hook] = await t.database.db
      .insert(webhookSubscriptions)
      .values({ url: r.url, modules: ['sectors'], operations: ['create'], secret: box.seal('secreto') })
      .returning();
    await client(t, token).post('/api/sectors', { name: 'Sector privado', description: 'No se entrega' });
    await waitFor(async () => (await deliveriesOf(t, token, hook!.id))[0]?.status === 'failed', 10_000, 'entrega rechazada');
    const [refused] = await deliveriesOf(t, token, hook!.id);
    expect(refused!.lastError).toBe(es.webhooks.privateAddress('127.0.0.1', '127.0.0.1', es.webhooks.addressKinds.loopback));
    expect(r.received).toEqual([]);
    await t.database.db.delete(webhookSubscriptions).where(eq(webhookSubscriptions.id, hook!.id));
  });

  it('answers 400 to every bad input, with nothing stored', async () => {
    const v = es.api.validation;
    const cases: [unknown, string, string][] = [
      [{ modules: ['sectors'], operations: ['create'] }, 'url', es.webhooks.urlRequired],
      [body({ url: '' }), 'url', es.webhooks.urlRequired],
      [body({ url: 'ftp://example.com/x' }), 'url', es.webhooks.urlInvalid],
      [body({ url: 'no es una url' }), 'url', es.webhooks.urlInvalid],
      [body({ url: 'https://ana:clave@example.com/x' }), 'url', es.webhooks.urlCredentials],
      [body({ url: `https://example.com/${'a'.repeat(2000)}` }), 'url', es.webhooks.urlMax(2000)],
      [body({ modules: [] }), 'modules', es.webhooks.modulesRequired],
      [body({ modules: 'sectors' }), 'modules', es.webhooks.modulesRequired],
      [body({ modules: ['planetas'] }), 'modules', es.webhooks.moduleUnknown('planetas')],
      [body({ operations: [] }), 'operations', es.webhooks.operationsRequired],
      [body({ operations: ['send'] }), 'operations', es.webhooks.operationUnknown('send')],
      [body({ operations: [42] }), 'operations.0', es.webhooks.operationsRequired],
    ];
    for (const [payload, path, msg] of cases) {
      const res = await post(payload);
      expectError(res, 400, v);
      expect(res.body.errors, JSON.stringify(payload)).toContainEqual({ path, msg });
    }
    await expectRefused(t, () => post(body({ url: 'ftp://example.com/x' })), 400, v);
    expect(await t.database.db.select().from(webhookSubscriptions)).toEqual([]);

    const [hook] = await t.database.db
      .insert(webhookSubscriptions)
      .values({ url: 'https://93.184.215.14/hook', modules: ['flashcards'], operations: ['send'], secret: webhookSecretBox(t.config.settingsSecret).seal('s') })
      .returning();
    const put = (payload: unknown) => client(t, token).put(`/api/webhooks/${hook!.id}`, payload as Record<string, unknown>);
    await expectRefused(t, () => put({}), 400, v, [{ path: '', msg: es.webhooks.empty }]);
    await expectRefused(t, () => put({ modules: ['sectors'] }), 400, v, [{ path: 'operations', msg: es.webhooks.operationUnknown('send') }]);
    await expectRefused(t, () => put({ active: 'sí' }), 400, v, [{ path: 'active', msg: es.webhooks.active }]);
    await expectRefused(t, () => put({ url: 'http://127.0.0.1/x' }), 400, es.webhooks.privateAddress('127.0.0.1', '127.0.0.1', es.webhooks.addressKinds.loopback));
    await expectRefused(t, () => client(t, token).put('/api/webhooks/no-es-un-id', { active: false }), 400, v);
    await expectRefused(t, () => client(t, token).put('/api/webhooks/00000000-0000-4000-8000-000000000000', { active: false }), 404, es.webhooks.notFound);
    await expectRefused(t, () => client(t, token).del('/api/webhooks/00000000-0000-4000-8000-000000000000'), 404, es.webhooks.notFound);
    for (const page of ['0', 'abc', '-1', '1.5']) {
      await expectRefused(t, () => client(t, token).get(`/api/webhooks/${hook!.id}/deliveries?page=${page}`), 400, v);
    }
    await expectRefused(t, () => client(t, token).post(`/api/webhooks/${hook!.id}/deliveries/nada/redeliver`), 400, v);
    await expectRefused(t, () => client(t, token).post('/api/webhooks', '{"url":', { headers: { 'content-type': 'application/json' } }), 400, es.api.malformedJson);
  });

  it('is for super users only', async () => {
    const admin = await createAdmin(t, { permissions: { sectors: { read: true, create: true, update: true, destroy: true, approve: true } } });
    const other = client(t, await login(t, admin.email, admin.password));
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      () => other.get('/api/webhooks'),
      () => other.post('/api/webhooks', body()),
      () => other.put(`/api/webhooks/${id}`, { active: false }),
      () => other.del(`/api/webhooks/${id}`),
      () => other.get(`/api/webhooks/${id}/deliveries`),
      () => other.post(`/api/webhooks/${id}/deliveries/${id}/redeliver`),
    ];
    for (const send of calls) await expectRefused(t, send, 403, es.api.forbidden);
    await expectRefused(t, () => client(t).get('/api/webhooks'), 401, es.api.unauthorized);
  });
});

describe('two servers on one database', () => {
  it('deliver each event once', async () => {
    const t = await startTestApp({ webhookAllowPrivate: true }, { webhooks: FAST });
    cleanups.push(() => t.close());
    const database = await openDatabase({ databaseUrl: t.config.databaseUrl!, dataDir: t.config.dataDir, log: () => {} });
    const second = await buildApp(t.config, database, { logger: false, webhooks: FAST });
    await second.ready();
    cleanups.push(async () => {
      await second.close();
      await database.close();
    });
    const r = await receiver();
    const token = await loginAsSuper(t);
    expectOk(await client(t, token).post('/api/webhooks', { url: r.url, modules: ['sectors'], operations: ['create'] }), 201, es.webhooks.created);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => client(t, token).post('/api/sectors', { name: `Sector doble ${i}`, description: 'Una sola entrega' })),
    );
    second.webhooks.wake();
    const got = await r.waitFor(20);
    await waitFor(async () => (await t.database.db.select().from(webhookDeliveries)).every((d) => d.status === 'delivered'), 5000, 'todas entregadas');
    expect(got).toHaveLength(20);
    expect(new Set(got.map((x) => x.body.id)).size).toBe(20);
    expect((await t.database.db.select().from(webhookDeliveries)).map((d) => d.attempts)).toEqual(Array(20).fill(1));
  });
});

describe('a server killed with SIGKILL between the change and its delivery', () => {
  it('leaves the event to the next server, which delivers it with the same id', async () => {
    const db = await createTestDatabase();
    cleanups.push(() => db.drop());
    const sql = postgres(db.url, { max: 1, onnotice: () => {} });
    cleanups.push(() => sql.end({ timeout: 5 }));
    let hang = true;
    const r = await receiver((_n, res) => {
      if (!hang) res.writeHead(200).end();
    });
    const superUser = { email: 'super@example.com', password: 'Sup3r-secreta' };
    const env = productEnv(db.url, superUser, { WEBHOOK_ALLOW_PRIVATE: 'true' });
    const first = await startServer('webhook-antes', env);
    cleanups.push(() => stopServer(first));
    await ready(first);
    const token = await loginOn(first, superUser.email, superUser.password);
    const hook = await api(first, 'POST', '/api/webhooks', { token, json: { url: r.url, modules: ['sectors'], operations: ['create'] } });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    const made = await api(first, 'POST', '/api/sectors', { token, json: { name: 'Sector antes de la caída', description: 'Debe llegar' } });
    expect(made.status).toBe(201);
    // The first attempt reached the receiver, which never answers it: the process dies before the delivery is done.
    const [firstTry] = await r.waitFor(1);
    first.process.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const [pending] = await sql<{ status: string }[]>`select status from webhook_deliveries`;
    expect(pending!.status).toBe('pending');

    hang = false;
    const second = await startServer('webhook-despues', env);
    cleanups.push(() => stopServer(second));
    await ready(second);
    const [, again] = await r.waitFor(2, 60_000);
    expect(again!.headers['x-webhook-id']).toBe(firstTry!.headers['x-webhook-id']);
    expect(again!.body).toMatchObject({ operation: 'create', document: made.body.data._id, data: { name: 'Sector antes de la caída' } });
    expect(verify(String(hook.body.data.secret), again!.raw, String(again!.headers['x-signature']))).toBe(true);
  }, 300_000);
});
