import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { toPage } from '@app/domain/core/page';
import { COUNT_CAP } from '../../src/engine/counts.ts';
import { boundedPage } from '../../src/engine/paginate.ts';
import { errorsPlugin } from '../../src/plugins/app/errors.ts';
import { Busy, Gate } from '../../src/plugins/app/heavy-gate.ts';

describe('the heavy gate', () => {
  it('lets `running` in, queues up to `waiting` in order, refuses the rest at once', async () => {
    const gate = new Gate({ running: 2, waiting: 1, waitMs: 1_000 });
    const first = await gate.enter();
    const second = await gate.enter();
    const order: string[] = [];
    const third = gate.enter().then((release) => (order.push('third'), release));
    await expect(gate.enter()).rejects.toBeInstanceOf(Busy);
    expect([gate.running, gate.waiting]).toEqual([2, 1]);
    first();
    first(); // a second release of the same place changes nothing
    const releaseThird = await third;
    expect(order).toEqual(['third']);
    expect([gate.running, gate.waiting]).toEqual([2, 0]);
    second();
    releaseThird();
    expect(gate.running).toBe(0);
  });

  it('a request that waited too long is refused and leaves the queue', async () => {
    const gate = new Gate({ running: 1, waiting: 5, waitMs: 20 });
    const held = await gate.enter();
    await expect(gate.enter()).rejects.toBeInstanceOf(Busy);
    expect(gate.waiting).toBe(0);
    held();
    expect(gate.running).toBe(0);
  });

  it('a statement cut by the timeout answers 503 in Spanish, never 500', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/slow', async () => {
      throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014', severity: 'ERROR' });
    });
    const res = await app.inject({ method: 'GET', url: '/slow' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(JSON.parse(res.body)).toEqual({ code: 503, message: es.api.busy });
    await app.close();
  });
});

describe('pages counted up to the cap', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('under the cap: exact, with hasNextPage from the extra row', () => {
    expect(boundedPage(rows(10), true, 23, 1, 10)).toEqual(toPage(rows(10), 23, 1, 10));
    expect(boundedPage(rows(3), false, 23, 3, 10)).toEqual({ ...toPage(rows(3), 23, 3, 10), hasNextPage: false, nextPage: null });
  });

  it('over the cap: a minimum, flagged, never below the rows already seen', () => {
    const first = boundedPage(rows(10), true, COUNT_CAP + 1, 1, 10);
    expect(first).toMatchObject({ totalDocs: COUNT_CAP, totalDocsCapped: true, hasNextPage: true, totalPages: COUNT_CAP / 10 });
    const deep = boundedPage(rows(10), true, COUNT_CAP + 1, 2000, 10);
    expect(deep).toMatchObject({ totalDocs: 1999 * 10 + 11, totalDocsCapped: true, hasNextPage: true, nextPage: 2001, totalPages: 2001 });
    const end = boundedPage(rows(4), false, COUNT_CAP + 1, 2000, 10);
    expect(end).toMatchObject({ totalDocs: 1999 * 10 + 4, hasNextPage: false, nextPage: null, totalPages: 2000 });
  });
});
