/**
 * An admin bound to a GTA: the options of every GTA reference offer only that GTA (its dependent work axes load for
 * it), a write naming another GTA is refused with nothing changed, and an edit the record's rule forbids answers the
 * rule's own message (the one the web's edit page shows).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import * as schema from '../../src/db/schema/index.ts';
import { loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectError, expectOk, historyOf } from '../helpers/expect.ts';
import { cardAdmin, cardBody, cardWorld, createCard, ids, setStatus, type CardWorld } from '../helpers/flashcards.ts';
import { expectRefused, reason, type Rec } from '../helpers/resources.ts';

let t: TestApp;
let superToken: string;
let w: CardWorld;
let participant: Awaited<ReturnType<typeof cardAdmin>>;

beforeAll(async () => {
  t = await startTestApp();
  superToken = await loginAsSuper(t);
  w = await cardWorld(t);
  participant = await cardAdmin(t, { formCards: { read: true, create: true } }, { role: 2, gta: w.gtaA.id });
});
afterAll(() => t?.close());

describe('the options of a GTA reference', () => {
  it('offer an admin bound to a GTA only that GTA, in forms and in filters (inactive ones included)', async () => {
    expect(ids(expectOk<Rec[]>(await participant.api.get('/api/flashcards/options/gta'), 200, es.api.list))).toEqual([w.gtaA.id]);
    expect(ids(expectOk<Rec[]>(await participant.api.get('/api/flashcards/options/gta?active=all'), 200, es.api.list))).toEqual([w.gtaA.id]);
    const all = ids(expectOk<Rec[]>(await client(t, superToken).get('/api/flashcards/options/gta'), 200, es.api.list));
    expect(all).toEqual(expect.arrayContaining([w.gtaA.id, w.gtaB.id]));
  });

  it('load the work axes of that GTA at once, and none of another', async () => {
    const axes = ids(expectOk<Rec[]>(await participant.api.get(`/api/flashcards/options/workAxis?gta=${w.gtaA.id}`), 200, es.api.list));
    expect(axes.sort()).toEqual([w.axisA, w.axisA2].sort());
    expect(expectOk<Rec[]>(await participant.api.get(`/api/flashcards/options/workAxis?gta=${w.gtaB.id}`), 200, es.api.list)).toEqual([]);
  });

  it('refuse a malformed GTA with a clear 400', async () => {
    expectError(await participant.api.get('/api/flashcards/options/workAxis?gta=no-es-un-id'), 400, es.api.validation);
  });
});

describe('a write naming another GTA', () => {
  it('creating a card in another GTA: 403, nothing written', async () => {
    await expectRefused(t, () => participant.api.post('/api/flashcards', cardBody(w, { gta: w.gtaB.id, workAxis: w.axisB })), 403, es.api.forbidden);
  });

  it('moving her own draft to another GTA: 403, nothing changed', async () => {
    const card = await createCard(t, participant.token, cardBody(w));
    expect((card.gta as Rec)._id).toBe(w.gtaA.id);
    await expectRefused(t, () => participant.api.put(`/api/flashcards/${card._id}`, { gta: w.gtaB.id, workAxis: w.axisB, ...reason('Mover') }), 403, es.api.forbidden);
  });
});

describe('an edit the record rule forbids', () => {
  it('her card in review: 403 with the rule’s message, the card and its history unchanged', async () => {
    const card = await createCard(t, participant.token, cardBody(w));
    await setStatus(t, card._id, 1);
    const history = await historyOf(t, card._id);
    await expectRefused(
      t,
      () => participant.api.put(`/api/flashcards/${card._id}`, { name: 'Cambio en revisión', ...reason('Ajuste') }),
      403,
      'No puede editar esta flashcard mientras está en revisión',
    );
    const [row] = await t.database.db.select({ name: schema.flashcards.name }).from(schema.flashcards).where(eq(schema.flashcards.id, card._id));
    expect(row!.name).toBe(card.name);
    expect(await historyOf(t, card._id)).toEqual(history);
  });
});
