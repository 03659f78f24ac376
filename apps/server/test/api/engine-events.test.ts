/**
 * The engine's after-commit events (issue 7 §1.8) and its documented answers (§1.10): every create, update and action
 * tells `app.events` once its transaction committed — never for a change that rolled back — and `/api/docs` describes
 * what each route answers, multipart file parts included.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import type { RecordEvent } from '../../src/engine/events.ts';
import { loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectError, expectOk } from '../helpers/expect.ts';
import { cardBody, cardWorld, createCard, type CardWorld } from '../helpers/flashcards.ts';
import { reason, type Rec } from '../helpers/resources.ts';

let t: TestApp;
let api: ReturnType<typeof client>;
let w: CardWorld;
let superId: string;
const events: { event: RecordEvent; committed?: boolean }[] = [];
let stop: () => void;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, await loginAsSuper(t));
  w = await cardWorld(t);
  superId = (await t.database.sql<{ id: string }[]>`select id from admins where role = 0 limit 1`)[0]!.id;
  // Kept in the order told; then whether the record is visible to another connection at that moment: committed.
  stop = t.app.events.on(async (event) => {
    const entry: (typeof events)[number] = { event };
    events.push(entry);
    const table = event.module === 'sectors' ? 'sectors' : 'flashcards';
    const [row] = await t.database.sql`select id from ${t.database.sql(table)} where id = ${event.record._id}`;
    entry.committed = row !== undefined;
  });
});
afterEach(() => {
  events.length = 0;
});
afterAll(async () => {
  stop?.();
  await t?.close();
});

/** The events of one record once the listeners ran (they run right after the answer, not inside it). */
async function eventsOf(id: string, n: number) {
  const of = () => events.filter((e) => e.event.record._id === id);
  await expect.poll(() => of().length).toBe(n);
  await expect.poll(() => of().every((e) => e.committed !== undefined)).toBe(true);
  return of();
}

describe('after-commit events', () => {
  it('create, update and an action each tell the bus once, after commit, with the actor and the record as it now is', async () => {
    const sector = expectOk<Rec>(await api.post('/api/sectors', { name: 'Sector de eventos', description: 'Para escuchar' }), 201, es.api.saved);
    expectOk(await api.put(`/api/sectors/${sector._id}`, { name: 'Sector escuchado', ...reason('Nombre nuevo') }), 202, es.api.updated);
    expectOk(await api.put(`/api/sectors/${sector._id}/deactivate`, reason('Ya no se usa')), 202, es.api.deactivated);
    const seen = await eventsOf(sector._id, 3);
    expect(seen.map((e) => e.event.operation)).toEqual(['create', 'update', 'deactivate']);
    expect(seen.every((e) => e.committed)).toBe(true);
    const [created, updated, deactivated] = seen.map((e) => e.event);
    expect(created).toMatchObject({ module: 'sectors', actor: { id: superId, role: 0, gta: null }, record: { name: 'Sector de eventos' } });
    expect(updated).toMatchObject({ reason: 'Nombre nuevo', previous: { name: 'Sector de eventos' }, record: { name: 'Sector escuchado' } });
    expect(deactivated).toMatchObject({ reason: 'Ya no se usa', previous: { active: true }, record: { active: false } });
  });

  it('a workflow action carries the populated record (a card sent to review names its GTA and author)', async () => {
    const card = await createCard(t, await loginAsSuper(t), cardBody(w));
    expectOk(await api.put(`/api/flashcards/${card._id}/send`), 202, 'Flashcard enviada a revisión');
    const [, sent] = (await eventsOf(card._id, 2)).map((e) => e.event);
    expect(sent).toMatchObject({
      module: 'flashcards',
      operation: 'send',
      previous: { status: 0 },
      record: { status: 1, gta: { _id: w.gtaA.id }, createdBy: { _id: superId } },
    });
  });

  it('nothing is told for a refused change or a transaction that rolled back', async () => {
    const sector = expectOk<Rec>(await api.post('/api/sectors', { name: 'Sector sin eco', description: 'Para fallar' }), 201, es.api.saved);
    await eventsOf(sector._id, 1);
    expectError(await api.put(`/api/sectors/${sector._id}/reactivate`, reason('Ya está activo')), 409, es.api.alreadyActive);
    await t.database.sql.unsafe('alter table historicals add constraint events_blocked check (false) not valid');
    try {
      expectError(await api.put(`/api/sectors/${sector._id}`, { name: 'Nunca', ...reason('Falla') }), 500, es.api.serverError);
    } finally {
      await t.database.sql.unsafe('alter table historicals drop constraint events_blocked');
    }
    // A later change is told: the listener is alive, and nothing of the failures came before it.
    expectOk(await api.put(`/api/sectors/${sector._id}/deactivate`, reason('Ahora sí')), 202, es.api.deactivated);
    expect((await eventsOf(sector._id, 2)).map((e) => e.event.operation)).toEqual(['create', 'deactivate']);
  });
});

describe('documented answers', () => {
  it('/api/docs describes a resource answer, a page and the totals, and the file parts of a multipart form', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>> };
    const text = (value: unknown) => JSON.stringify(value);
    const get = doc.paths['/api/flashcards/{id}']!.get!;
    expect(text(get.responses['200'])).toContain('businessType');
    expect(text(get.responses['200'])).toContain('createdBy');
    expect(text(doc.paths['/api/flashcards/']?.get?.responses['200'] ?? doc.paths['/api/flashcards']!.get!.responses['200'])).toContain('totalDocs');
    expect(text(doc.paths['/api/flashcards/totals']!.get!.responses['200'])).toContain('rejected');
    expect(text(doc.paths['/api/flashcards/{id}/accept']!.put!.responses['409'])).toContain('message');
    const companyCreate = text((doc.paths['/api/companies/'] ?? doc.paths['/api/companies'])!.post!.requestBody);
    expect(companyCreate).toContain('multipart/form-data');
    expect(companyCreate).toContain('"format":"binary"');
  });
});
