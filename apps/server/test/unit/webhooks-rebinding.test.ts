/**
 * A delivery connects to the address its check resolved, never to one resolved again afterwards: a name that answered
 * a public address when subscribed and 127.0.0.1 at delivery (DNS rebinding) reaches nothing. The name is under
 * `.test`, which no real resolver answers, so a delivery that arrives was connected through the checked lookup.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { es } from '@app/domain/messages/es';
import { createPoster } from '../../src/modules/webhooks/post.ts';
import type { Claimed } from '../../src/modules/webhooks/queue.ts';
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

let r: Receiver;
const stopping = new AbortController();
const refusing = createPoster({ allowPrivate: false, timeoutMs: 2000, signal: stopping.signal });
const allowing = createPoster({ allowPrivate: true, timeoutMs: 2000, signal: stopping.signal });
beforeAll(async () => {
  r = await startReceiver();
});
afterAll(async () => {
  stopping.abort();
  await Promise.all([refusing.close(), allowing.close(), r.close()]);
});

/** A claimed delivery of a sector to the name under test, as the queue hands it to the poster. */
function delivery(name: string): Claimed {
  const id = randomUUID();
  const payload = { id, module: 'sectors', operation: 'create', document: randomUUID(), occurredAt: new Date().toISOString(), actor: { kind: 'admin', _id: null }, data: { name } };
  const url = `http://${dns.host}:${new URL(r.url).port}/hook`;
  return { id, subscriptionId: randomUUID(), payload, attempts: 1, createdAt: new Date(), url, secret: { v: 1, iv: '', tag: '', data: '' } };
}

describe('a name that resolves to another address after the check', () => {
  it('does not reach 127.0.0.1 when the name turned private after subscribing', async () => {
    dns.address = '127.0.0.1';
    dns.asked = 0;
    const answer = await refusing.post(delivery('Sector de un nombre cambiado'), 'whsec_prueba');
    expect(answer).toEqual({ statusCode: null, error: es.webhooks.privateAddress(dns.host, '127.0.0.1', es.webhooks.addressKinds.loopback) });
    expect(dns.asked).toBeGreaterThanOrEqual(1);
    expect(r.received).toEqual([]);
  });

  it('connects to the address the check resolved, one lookup per connection', async () => {
    dns.address = '127.0.0.1';
    dns.asked = 0;
    expect(await allowing.post(delivery('Sector del nombre comprobado'), 'whsec_prueba')).toEqual({ statusCode: 200, error: null });
    expect(await allowing.post(delivery('Otro sector del nombre comprobado'), 'whsec_prueba')).toEqual({ statusCode: 200, error: null });
    const got = await r.waitFor(2);
    expect(got.map((x) => x.headers.host)).toEqual([`${dns.host}:${new URL(r.url).port}`, `${dns.host}:${new URL(r.url).port}`]);
    expect(got.map((x) => x.body.data.name)).toEqual(['Sector del nombre comprobado', 'Otro sector del nombre comprobado']);
    expect(dns.asked).toBeGreaterThanOrEqual(1);
    expect(dns.asked).toBe(r.connections);
  });
});
