/**
 * Reopening a rejected flashcard (3 → 0): its author, even a participant, or whoever may update formCards; from any other
 * state 409; afterwards the author edits it and sends it to review again. Every refusal leaves the database unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { flashcards } from '@app/domain/resources/flashcards';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { expectOk, historyOf } from '../helpers/expect.ts';
import { cardAdmin, cardBody, cardWorld, createCard, setStatus, type CardWorld } from '../helpers/flashcards.ts';
import { expectRefused, reason, type Rec } from '../helpers/resources.ts';

const reopen = flashcards.actionDefs.reopen!;

let t: TestApp;
let w: CardWorld;

beforeAll(async () => {
  t = await startTestApp();
  w = await cardWorld(t);
});
afterAll(() => t?.close());

type Admin = Awaited<ReturnType<typeof cardAdmin>>;

const participant = () => cardAdmin(t, { formCards: { read: true, create: true } }, { role: 2 });
const act = (who: Admin, id: string, name: string, body?: object) => who.api.put(`/api/flashcards/${id}/${name}`, body);

/** A card of this author, sent and rejected through the real actions. */
async function rejectedCardOf(author: Admin): Promise<Rec> {
  const card = await createCard(t, author.token, cardBody(w));
  expectOk(await act(author, card._id, 'send'), 202, 'Flashcard enviada a revisión');
  const approver = await cardAdmin(t, { formCards: { read: true, approve: true } });
  expectOk(await act(approver, card._id, 'reject', reason('Falta una meta medible')), 202, 'Flashcard rechazada');
  return card;
}

const statusOf = async (id: string) => (await t.database.sql<{ status: number }[]>`select status from flashcards where id = ${id}`)[0]!.status;

describe('reopen a rejected card', () => {
  it("its author, a participant: 202 «Flashcard reabierta», status 0, history 'reopen'", async () => {
    const author = await participant();
    const card = await rejectedCardOf(author);
    const reopened = expectOk<Rec>(await act(author, card._id, 'reopen'), 202, 'Flashcard reabierta');
    expect(reopened.status).toBe(0);
    expect(await statusOf(card._id)).toBe(0);
    const history = await historyOf(t, card._id);
    expect(history.map((h) => h.cause)).toEqual(['create', 'send', 'rejected', 'reopen']);
    expect(history.at(-1)).toMatchObject({ description: 'Reabrir flashcard', changes: [{ field: 'status', from: 3, to: 0 }], adminId: author.id });
  });

  it('with a reason, the reason is what the history says', async () => {
    const author = await participant();
    const card = await rejectedCardOf(author);
    expectOk(await act(author, card._id, 'reopen', reason('Agrego la meta: 20 % menos de agua')), 202, reopen.message);
    expect((await historyOf(t, card._id)).at(-1)).toMatchObject({ cause: 'reopen', description: 'Agrego la meta: 20 % menos de agua' });
  });

  it('another participant: 403, nothing changed', async () => {
    const card = await rejectedCardOf(await participant());
    const other = await participant();
    await expectRefused(t, () => act(other, card._id, 'reopen'), 403, es.api.forbidden);
    expect(await statusOf(card._id)).toBe(3);
  });

  it('a reader of cards without update on formCards: 403, nothing changed', async () => {
    const card = await rejectedCardOf(await participant());
    const reader = await cardAdmin(t, { formCards: { read: true, approve: true } });
    await expectRefused(t, () => act(reader, card._id, 'reopen'), 403, es.api.forbidden);
  });

  it('an admin with update on formCards reopens anyone’s card: 202', async () => {
    const card = await rejectedCardOf(await participant());
    const editor = await cardAdmin(t, { formCards: { read: true, update: true } });
    expect(expectOk<Rec>(await act(editor, card._id, 'reopen'), 202, reopen.message).status).toBe(0);
    expect((await historyOf(t, card._id)).at(-1)).toMatchObject({ cause: 'reopen', adminId: editor.id });
  });

  it.each([0, 1, 2])('from status %i: 409 «Solo una flashcard rechazada puede reabrirse», nothing changed', async (status) => {
    const author = await participant();
    const card = await createCard(t, author.token, cardBody(w));
    await setStatus(t, card._id, status);
    await expectRefused(t, () => act(author, card._id, 'reopen'), 409, 'Solo una flashcard rechazada puede reabrirse');
    const root = await cardAdmin(t, {}, { role: 0 });
    await expectRefused(t, () => act(root, card._id, 'reopen'), 409, reopen.conflict);
  });

  it('a malformed reason: 400; an unknown card: 404; a malformed id: 400 — nothing changed', async () => {
    const author = await participant();
    const card = await rejectedCardOf(author);
    await expectRefused(t, () => act(author, card._id, 'reopen', { historical: 'sin objeto' }), 400, es.api.validation);
    await expectRefused(t, () => act(author, card._id, 'reopen', reason('x'.repeat(5000))), 400, es.api.validation);
    await expectRefused(t, () => act(author, '00000000-0000-4000-8000-000000000000', 'reopen'), 404, es.api.notFound);
    expect((await act(author, 'no-es-un-id', 'reopen')).status).toBe(400);
    expect(await statusOf(card._id)).toBe(3);
  });

  it('then its author edits it and sends it to review again', async () => {
    const author = await participant();
    const card = await rejectedCardOf(author);
    await expectRefused(t, () => author.api.put(`/api/flashcards/${card._id}`, { name: 'Antes de reabrir', ...reason('Ajuste') }), 403, es.editRules.cardRejected);
    expectOk(await act(author, card._id, 'reopen'), 202, reopen.message);
    const edited = expectOk<Rec>(
      await author.api.put(`/api/flashcards/${card._id}`, { indicator: 'Litros por mes, meta 20 % menos', ...reason('Meta medible') }),
      202,
      'Flashcard actualizada',
    );
    expect(edited.indicator).toBe('Litros por mes, meta 20 % menos');
    expect(expectOk<Rec>(await act(author, card._id, 'send'), 202, 'Flashcard enviada a revisión').status).toBe(1);
    expect((await historyOf(t, card._id)).map((h) => h.cause)).toEqual(['create', 'send', 'rejected', 'reopen', 'edit', 'send']);
  });

  it('the super user, too', async () => {
    const card = await rejectedCardOf(await participant());
    const root = await cardAdmin(t, {}, { role: 0 });
    expectOk(await root.api.put(`/api/flashcards/${card._id}/reopen`), 202, reopen.message);
  });
});
