/**
 * A delivery connects to the address its check resolved, never to one resolved again afterwards: a name that answered
 * a public address when subscribed and 127.0.0.1 at delivery (DNS rebinding) reaches nothing. The name is under
 * `.test`, which no real resolver answers, so a delivery that arrives was connected through the checked lookup.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { es } from '@app/domain/messages/es';
import { loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectOk } from '../helpers/expect.ts';
import { waitFor } from '../helpers/s3rver.ts';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.ts';

const dns = vi.hoisted(() => ({ host: 'hooks.rebinding.test', address: '', asked: 0 }));

vi.mock('node:dns/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:dns/promises')>();
  const lookup = async (host: string, options: { all: true }) => {
    if (host !== dns.host) return real.lookup(host, options);
    dns.asked += 1;
    return [{ address: dns.address, family: 4 }];
  };
  return { ...real, lookup };
});

const FAST = { timeoutMs: 500, firstRetryMs: 200, maxRetryMs: 1000, giveUpMs: 3000, pollMs: 100 };
type Delivery = { status: string; attempts: number; lastError: string | null };

let r: Receiver;
const apps: TestApp[] = [];
let refusing: Awaited<ReturnType<typeof setUp>>;
let allowing: Awaited<ReturnType<typeof setUp>>;
beforeAll(async () => {
  r = await startReceiver();
  [refusing, allowing] = await Promise.all([setUp(false), setUp(true)]);
}, 120_000);
afterAll(async () => {
  for (const t of apps) await t.close();
  await r.close();
});

async function setUp(allowPrivate: boolean) {
  const t = await startTestApp({ webhookAllowPrivate: allowPrivate }, { webhooks: FAST });
  apps.push(t);
  const api = client(t, await loginAsSuper(t));
  const url = `http://${dns.host}:${new URL(r.url).port}/hook`;
  const subscribe = async () => expectOk<{ _id: string }>(await api.post('/api/webhooks', { url, modules: ['sectors'], operations: ['create'] }), 201, es.webhooks.created)._id;
  const createSector = async (name: string) => expectOk(await api.post('/api/sectors', { name, description: 'Para webhooks' }), 201, es.api.saved);
  const deliveries = async (hook: string) =>
    expectOk<{ docs: Delivery[] }>(await api.get(`/api/webhooks/${hook}/deliveries`), 200, es.webhooks.deliveries).docs;
  const remove = async (hook: string) => expectOk(await api.del(`/api/webhooks/${hook}`), 200, es.webhooks.deleted);
  return { subscribe, createSector, deliveries, remove };
}

describe('a name that resolves to another address after the check', () => {
  it('does not reach 127.0.0.1 when the name turned private after subscribing', async () => {
    const { subscribe, createSector, deliveries, remove } = refusing;
    dns.address = '93.184.215.14';
    const hook = await subscribe();
    dns.address = '127.0.0.1';
    dns.asked = 0;
    await createSector('Sector de un nombre cambiado');
    await waitFor(async () => (await deliveries(hook))[0]?.lastError !== null, 10_000, 'intento rechazado');
    const [refused] = await deliveries(hook);
    expect(refused).toMatchObject({ lastError: es.webhooks.privateAddress(dns.host, '127.0.0.1', es.webhooks.addressKinds.loopback) });
    expect(dns.asked).toBeGreaterThanOrEqual(1);
    expect(r.received).toEqual([]);
    await remove(hook);
  }, 60_000);

  it('connects to the address the check resolved, one lookup per connection', async () => {
    const { subscribe, createSector } = allowing;
    dns.address = '127.0.0.1';
    await subscribe();
    dns.asked = 0;
    await createSector('Sector del nombre comprobado');
    await r.waitFor(1);
    await createSector('Otro sector del nombre comprobado');
    const got = await r.waitFor(2);
    expect(got.map((x) => x.headers.host)).toEqual([`${dns.host}:${new URL(r.url).port}`, `${dns.host}:${new URL(r.url).port}`]);
    expect(got.map((x) => x.body.data.name)).toEqual(['Sector del nombre comprobado', 'Otro sector del nombre comprobado']);
    // The second delivery reuses the kept-alive connection to the checked address.
    expect(dns.asked).toBe(1);
  }, 60_000);
});
