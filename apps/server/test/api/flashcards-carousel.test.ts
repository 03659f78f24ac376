/**
 * The home carousel (spec 001 §4–§5, issue 7 §3): selecting one card ('Tarjeta actualizada' / 'Tarjeta
 * deseleccionada', also as the spec's `PUT /api/flashcards/{id}` with `selected`), the spec client's drop-then-post,
 * and the one-call replace that never leaves an empty carousel on a failure half-way.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { CAROUSEL_EMPTY, CAROUSEL_SAVED } from '@app/domain/resources/carousel-cards';
import { flashcards } from '@app/domain/resources/flashcards';
import { loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectOk, historyOf } from '../helpers/expect.ts';
import { cardAdmin, cardBody, cardWorld, createCard, ids, setStatus, type CardWorld } from '../helpers/flashcards.ts';
import { expectRefused, fieldError, type Rec } from '../helpers/resources.ts';

const NOT_APPROVED = 'Solo una flashcard aprobada y activa puede estar en el carrusel';

let t: TestApp;
let superToken: string;
let w: CardWorld;
let curator: Awaited<ReturnType<typeof cardAdmin>>;
let cards: Rec[];
let draft: Rec;

beforeAll(async () => {
  t = await startTestApp();
  superToken = await loginAsSuper(t);
  w = await cardWorld(t);
  curator = await cardAdmin(t, { carouselCards: { read: true, create: true }, flashcards: { read: true } });
  cards = [];
  for (const name of ['Uno', 'Dos', 'Tres']) {
    const card = await createCard(t, superToken, cardBody(w, { name: `Tarjeta ${name}` }));
    await setStatus(t, card._id, 2);
    cards.push(card);
  }
  draft = await createCard(t, superToken, cardBody(w, { name: 'Borrador' }));
});
beforeEach(async () => {
  await t.database.sql`delete from carousel_cards`;
  await t.database.sql`update flashcards set selected = false`;
});
afterAll(() => t?.close());

const carouselRows = () => t.database.sql<{ flashcard_id: string; start_date: string; end_date: string }[]>`
  select flashcard_id, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
  from carousel_cards order by flashcard_id`;

describe('selecting one card', () => {
  it("PUT with `selected` true then false: 'Tarjeta actualizada' / 'Tarjeta deseleccionada', one history row each", async () => {
    const card = cards[0]!;
    const on = expectOk<Rec>(await curator.api.put(`/api/flashcards/${card._id}`, { selected: true }), 202, 'Tarjeta actualizada');
    expect(on.selected).toBe(true);
    const off = expectOk<Rec>(await curator.api.put(`/api/flashcards/${card._id}`, { selected: false, historical: { description: 'Fin de campaña' } }), 202, 'Tarjeta deseleccionada');
    expect(off.selected).toBe(false);
    const history = (await historyOf(t, card._id)).slice(-2);
    expect(history).toEqual([
      expect.objectContaining({ cause: 'edit', description: 'Flashcard seleccionada para el carrusel', changes: [{ field: 'selected', from: false, to: true }] }),
      expect.objectContaining({ cause: 'edit', description: 'Fin de campaña', changes: [{ field: 'selected', from: true, to: false }] }),
    ]);
  });

  it('only an approved, active card; twice: 409; without carouselCards create: 403', async () => {
    await expectRefused(t, () => curator.api.put(`/api/flashcards/${draft._id}/select`), 409, flashcards.actionDefs.select!.conflict);
    expectOk(await curator.api.put(`/api/flashcards/${cards[1]!._id}/select`), 202, 'Tarjeta actualizada');
    await expectRefused(t, () => curator.api.put(`/api/flashcards/${cards[1]!._id}`, { selected: true }), 409, flashcards.actionDefs.select!.conflict);
    const reader = await cardAdmin(t, { flashcards: { read: true }, carouselCards: { read: true } });
    await expectRefused(t, () => reader.api.put(`/api/flashcards/${cards[2]!._id}`, { selected: true }), 403, es.api.forbidden);
  });

  it('a PUT without `selected` is still an edit and needs its reason', async () => {
    await expectRefused(
      t,
      () => client(t, superToken).put(`/api/flashcards/${cards[0]!._id}`, { name: 'Sin razón' }),
      400,
      es.api.validation,
      fieldError('historical', es.validation.reasonRequired),
    );
  });
});

describe('saving the carousel', () => {
  it("the spec client's way: drop, then one POST per card with the dates", async () => {
    for (const card of cards.slice(0, 2)) {
      expectOk(await curator.api.post('/api/carouselCards', { flashcard: card._id, startDate: '2026-12-01', endDate: '2026-12-31' }), 201, es.api.saved);
    }
    expect(await carouselRows()).toHaveLength(2);
    expectOk(await curator.api.post('/api/carouselCards/drop'), 200, es.api.deleted);
    expect(await carouselRows()).toEqual([]);
    await expectRefused(
      t,
      () => curator.api.post('/api/carouselCards', { flashcard: draft._id, startDate: '2026-12-01', endDate: '2026-12-31' }),
      400,
      NOT_APPROVED,
      fieldError('flashcard', NOT_APPROVED),
    );
  });

  it("the spec client's way keeps the books: a posted card is selected, once; a dropped one is deselected", async () => {
    const [card] = cards;
    const period = { flashcard: card!._id, startDate: '2026-12-01', endDate: '2026-12-31' };
    const before = (await historyOf(t, card!._id)).length;

    const posted = expectOk<Rec>(await curator.api.post('/api/carouselCards', period), 201, es.api.saved);
    expect(posted).toMatchObject({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(expectOk<Rec>(await curator.api.get(`/api/flashcards/${card!._id}`), 200, es.api.ok).selected).toBe(true);
    expect((await historyOf(t, card!._id)).slice(before)).toEqual([
      expect.objectContaining({ cause: 'edit', description: 'Flashcard seleccionada para el carrusel', changes: [{ field: 'selected', from: false, to: true }] }),
    ]);

    // Posted again (a second Guardar, a retry): the card keeps one entry, with the period last posted.
    const again = expectOk<Rec>(await curator.api.post('/api/carouselCards', { ...period, endDate: '2027-01-15' }), 201, es.api.saved);
    expect(again).toMatchObject({ startDate: '2026-12-01', endDate: '2027-01-15' });
    expect(await carouselRows()).toEqual([{ flashcard_id: card!._id, start_date: '2026-12-01', end_date: '2027-01-15' }]);
    expect(await historyOf(t, card!._id)).toHaveLength(before + 1);

    expectOk(await curator.api.post('/api/carouselCards', { ...period, flashcard: cards[1]!._id }), 201, es.api.saved);
    const dropped = expectOk<Rec[]>(await curator.api.post('/api/carouselCards/drop'), 200, es.api.deleted);
    expect(dropped.map((c) => (c.flashcard as Rec)._id).sort()).toEqual([card!._id, cards[1]!._id].sort());
    expect(await carouselRows()).toEqual([]);
    for (const id of [card!._id, cards[1]!._id]) {
      expect(expectOk<Rec>(await curator.api.get(`/api/flashcards/${id}`), 200, es.api.ok).selected).toBe(false);
      expect((await historyOf(t, id)).at(-1)).toEqual(
        expect.objectContaining({ cause: 'edit', description: 'Flashcard quitada del carrusel', changes: [{ field: 'selected', from: true, to: false }] }),
      );
    }
    const selected = await t.database.sql`select id from flashcards where selected`;
    expect(selected).toEqual([]);
  });

  it("one replace: the cards, the period, `selected` following them; 'Carussel Guardado'", async () => {
    expectOk(await curator.api.put(`/api/flashcards/${cards[2]!._id}/select`), 202, 'Tarjeta actualizada');
    const chosen = [cards[0]!._id, cards[1]!._id];
    const saved = expectOk<Rec[]>(await curator.api.put('/api/carouselCards', { flashcards: chosen, startDate: '2026-12-01', endDate: '2027-01-15' }), 202, CAROUSEL_SAVED);
    expect(saved.map((c) => (c.flashcard as Rec)._id)).toEqual(chosen);
    expect(saved[0]).toMatchObject({ startDate: '2026-12-01', endDate: '2027-01-15', createdBy: { _id: curator.id } });
    expect((await carouselRows()).map((r) => r.flashcard_id).sort()).toEqual([...chosen].sort());
    const selected = await t.database.sql<{ id: string }[]>`select id from flashcards where selected order by id`;
    expect(selected.map((r) => r.id)).toEqual([...chosen].sort());
    const withoutCarousel = expectOk<Rec[]>(await curator.api.get('/api/getAllFlashcardsWithOutCarousel/'), 200, es.api.list);
    expect(ids(withoutCarousel)).toEqual([cards[2]!._id]);
  });

  it('a replace that fails half-way (one card not approved) keeps the previous carousel whole', async () => {
    expectOk(await curator.api.put('/api/carouselCards', { flashcards: [cards[0]!._id], startDate: '2026-12-01', endDate: '2026-12-31' }), 202, CAROUSEL_SAVED);
    await expectRefused(
      t,
      () => curator.api.put('/api/carouselCards', { flashcards: [cards[1]!._id, draft._id], startDate: '2026-12-01', endDate: '2026-12-31' }),
      400,
      NOT_APPROVED,
      fieldError('flashcards', NOT_APPROVED),
    );
    await expectRefused(
      t,
      () => curator.api.put('/api/carouselCards', { flashcards: [cards[1]!._id, randomUUID()], startDate: '2026-12-01', endDate: '2026-12-31' }),
      400,
      NOT_APPROVED,
    );
    expect((await carouselRows()).map((r) => r.flashcard_id)).toEqual([cards[0]!._id]);
  });

  it.each([
    ['no card', { flashcards: [] }, 'flashcards', CAROUSEL_EMPTY],
    ['no start date', { startDate: undefined }, 'startDate', es.validation.required],
    ['no end date', { endDate: '' }, 'endDate', es.validation.date],
    ['an end before the start', { startDate: '2026-12-10', endDate: '2026-12-09' }, 'endDate', es.validation.dateRange],
    ['an impossible date', { endDate: '2026-02-30' }, 'endDate', es.validation.date],
    ['a repeated card', { repeat: true }, 'flashcards', es.validation.repeated],
  ])('refuses %s (400, nothing changed)', async (_label, overrides, path, msg) => {
    const { repeat, ...patch } = overrides as Record<string, unknown>;
    const body = { flashcards: repeat ? [cards[0]!._id, cards[0]!._id] : [cards[0]!._id], startDate: '2026-12-01', endDate: '2026-12-31', ...patch };
    await expectRefused(t, () => curator.api.put('/api/carouselCards', body), 400, es.api.validation, fieldError(path, msg));
  });

  it('needs carouselCards create: 403 for a reader, nothing changed', async () => {
    const reader = await cardAdmin(t, { carouselCards: { read: true } });
    await expectRefused(t, () => reader.api.put('/api/carouselCards', { flashcards: [cards[0]!._id], startDate: '2026-12-01', endDate: '2026-12-31' }), 403, es.api.forbidden);
    await expectRefused(t, () => reader.api.post('/api/carouselCards/drop'), 403, es.api.forbidden);
  });

  it('concurrent replaces take turns: the carousel ends as one of them, never a mix', async () => {
    const first = { flashcards: [cards[0]!._id, cards[1]!._id], startDate: '2026-12-01', endDate: '2026-12-31' };
    const second = { flashcards: [cards[2]!._id], startDate: '2027-01-01', endDate: '2027-01-31' };
    const results = await Promise.all([curator.api.put('/api/carouselCards', first), curator.api.put('/api/carouselCards', second)]);
    expect(results.map((r) => r.status)).toEqual([202, 202]);
    const rows = await carouselRows();
    const asSet = rows.map((r) => r.flashcard_id).sort();
    expect([[...first.flashcards].sort(), second.flashcards]).toContainEqual(asSet);
    expect(new Set(rows.map((r) => r.start_date)).size).toBe(1);
  });
});
