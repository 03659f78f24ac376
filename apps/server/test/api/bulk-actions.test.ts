/**
 * Bulk actions: each id through the single action's rules in its own transaction, one result per id in the order sent,
 * the database and history as after single actions; a bad body is refused whole with nothing changed.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { areas } from '@app/domain/resources/catalogues';
import { flashcards } from '@app/domain/resources/flashcards';
import { loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectOk, historyOf } from '../helpers/expect.ts';
import { cardAdmin, cardBody, cardWorld, createCard, setStatus, type CardWorld } from '../helpers/flashcards.ts';
import { notificationsAbout } from '../helpers/notifications.ts';
import { expectRefused, reason, type Rec } from '../helpers/resources.ts';

const actions = flashcards.actionDefs;
type Results = { results: { _id: string; code: number; message: string }[] };

let t: TestApp;
let superToken: string;
let w: CardWorld;

beforeAll(async () => {
  t = await startTestApp();
  superToken = await loginAsSuper(t);
  w = await cardWorld(t);
});
afterAll(() => t?.close());

/** A card of GTA A (or another) moved to `status`. */
async function cardIn(status: number, overrides: Record<string, unknown> = {}): Promise<Rec> {
  const card = await createCard(t, superToken, cardBody(w, overrides));
  await setStatus(t, card._id, status);
  return card;
}

const statusOf = async (id: string) => expectOk<Rec>(await client(t, superToken).get(`/api/flashcards/${id}`), 200, es.api.ok).status;

describe('flashcards accept on mixed ids', () => {
  it('answers each id as the single action would, in order, and changes only the accepted ones', async () => {
    const editor = await cardAdmin(t, { formCards: { read: true, approve: true } }, { gta: w.gtaA.id });
    const [first, second, approved] = [await cardIn(1), await cardIn(1), await cardIn(2)];
    const [probe, otherGta] = [await cardIn(1, { gta: w.gtaB.id, workAxis: w.axisB }), await cardIn(1, { gta: w.gtaB.id, workAxis: w.axisB })];
    const single = await editor.api.put(`/api/flashcards/${probe._id}/accept`);
    expect([403, 404]).toContain(single.status);
    const unknown = randomUUID();

    const ids = [first._id, approved._id, unknown, otherGta._id, second._id];
    const data = expectOk<Results>(await editor.api.post('/api/flashcards/bulk/accept', { ids }), 200, es.bulk.done);
    expect(data.results).toEqual([
      { _id: first._id, code: 202, message: actions.accept!.message },
      { _id: approved._id, code: 409, message: actions.accept!.conflict },
      { _id: unknown, code: 404, message: es.api.notFound },
      { _id: otherGta._id, code: single.status, message: single.body.message },
      { _id: second._id, code: 202, message: actions.accept!.message },
    ]);

    expect([await statusOf(first._id), await statusOf(second._id), await statusOf(approved._id), await statusOf(otherGta._id)]).toEqual([2, 2, 2, 1]);
    for (const card of [first, second]) {
      expect((await historyOf(t, card._id)).at(-1)).toMatchObject({
        cause: 'acepted',
        description: 'Aceptar flashcard',
        changes: [{ field: 'status', from: 1, to: 2 }],
        adminId: editor.id,
      });
    }
    expect((await historyOf(t, approved._id)).map((h) => h.cause)).toEqual(['create']);
    expect((await historyOf(t, otherGta._id)).map((h) => h.cause)).toEqual(['create']);
  });

  it('stores the notifications of each accepted card as a single accept does', async () => {
    const [alone, a, b] = [await cardIn(1), await cardIn(1), await cardIn(1)];
    const root = client(t, superToken);
    expectOk(await root.put(`/api/flashcards/${alone._id}/accept`), 202, actions.accept!.message);
    const expected = (await notificationsAbout(t, alone._id)).map((n) => n.type);
    expectOk(await root.post('/api/flashcards/bulk/accept', { ids: [a._id, b._id] }), 200, es.bulk.done);
    expect((await notificationsAbout(t, a._id)).map((n) => n.type)).toEqual(expected);
    expect((await notificationsAbout(t, b._id)).map((n) => n.type)).toEqual(expected);
  });
});

describe('flashcards reject', () => {
  it('with a reason: each card rejected with it in its history', async () => {
    const [a, b] = [await cardIn(1), await cardIn(1)];
    const data = expectOk<Results>(
      await client(t, superToken).post('/api/flashcards/bulk/reject', { ids: [a._id, b._id], ...reason('El indicador no se puede medir') }),
      200,
      es.bulk.done,
    );
    expect(data.results.map((r) => [r.code, r.message])).toEqual([
      [202, actions.reject!.message],
      [202, actions.reject!.message],
    ]);
    for (const card of [a, b]) {
      expect(await statusOf(card._id)).toBe(3);
      expect((await historyOf(t, card._id)).at(-1)).toMatchObject({ cause: 'rejected', description: 'El indicador no se puede medir' });
    }
  });

  it('without a reason: 400 with the single action message, nothing changed', async () => {
    const [a, b] = [await cardIn(1), await cardIn(1)];
    await expectRefused(t, () => client(t, superToken).post('/api/flashcards/bulk/reject', { ids: [a._id, b._id] }), 400, es.api.validation, [
      { path: 'historical', msg: es.validation.reasonRequired },
    ]);
  });
});

describe('deactivate on another resource', () => {
  it('deactivates each area with the reason, an inactive one answers 409', async () => {
    const root = client(t, superToken);
    const [a, b] = w.areas;
    const messages = areas.actionDefs.deactivate!;
    expectOk(await root.put(`/api/areas/${b}/deactivate`, reason('Duplicada')), 202, messages.message);
    const data = expectOk<Results>(await root.post('/api/areas/bulk/deactivate', { ids: [a, b], ...reason('Fuera de alcance') }), 200, es.bulk.done);
    expect(data.results).toEqual([
      { _id: a, code: 202, message: messages.message },
      { _id: b, code: 409, message: messages.conflict },
    ]);
    expect(expectOk<Rec>(await root.get(`/api/areas/${a}`), 200, es.api.ok).active).toBe(false);
    expect((await historyOf(t, a!)).at(-1)).toMatchObject({ cause: 'deactivate', description: 'Fuera de alcance', changes: [{ field: 'active', from: true, to: false }] });
  });
});

describe('refused whole', () => {
  const ids = async (n: number) => {
    const card = await cardIn(1);
    return [card._id, ...Array.from({ length: n - 1 }, () => randomUUID())];
  };

  it('101 ids: 400, nothing changed', async () => {
    const body = { ids: await ids(101) };
    await expectRefused(t, () => client(t, superToken).post('/api/flashcards/bulk/accept', body), 400, es.api.validation, [{ path: 'ids', msg: es.bulk.ids }]);
  });

  it.each([
    ['no ids', { ids: [] }, 'ids', es.bulk.ids],
    ['ids missing', {}, 'ids', es.bulk.ids],
    ['an invalid id', { ids: ['no-es-un-id'] }, 'ids.0', es.validation.invalidId],
  ])('%s: 400, nothing changed', async (_name, body, path, msg) => {
    await expectRefused(t, () => client(t, superToken).post('/api/flashcards/bulk/accept', body), 400, es.api.validation, [{ path, msg }]);
  });

  it('repeated ids: 400, nothing changed', async () => {
    const [id] = await ids(1);
    await expectRefused(t, () => client(t, superToken).post('/api/flashcards/bulk/accept', { ids: [id, id] }), 400, es.api.validation, [
      { path: 'ids', msg: es.bulk.repeated },
    ]);
  });

  it('a participant: 403, nothing changed', async () => {
    const participant = await cardAdmin(t, { formCards: { read: true, create: true } }, { role: 2 });
    const body = { ids: await ids(2) };
    await expectRefused(t, () => participant.api.post('/api/flashcards/bulk/accept', body), 403, es.api.forbidden);
  });

  it('an action the resource does not declare: 404', async () => {
    const res = await client(t, superToken).post('/api/flashcards/bulk/archive', { ids: await ids(1) });
    expect(res.status).toBe(404);
  });
});
