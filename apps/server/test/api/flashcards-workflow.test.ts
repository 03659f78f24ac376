/**
 * The review workflow of spec 001 §4 (CONTRACT "Flashcard status"): send 0 → 1 by the creator or whoever may update
 * formCards, accept 1 → 2 and reject 1 → 3 with approve on formCards (never role 2), each from a wrong state 409,
 * without its permission 403, reject without a reason 400 — with database and history unchanged on every refusal.
 * Also who may save an edit (spec §6) and who may deactivate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { flashcards } from '@app/domain/resources/flashcards';
import { loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectOk, historyOf } from '../helpers/expect.ts';
import { cardAdmin, cardBody, cardWorld, createCard, setStatus, type CardWorld } from '../helpers/flashcards.ts';
import { expectRefused, fieldError, reason, type Rec } from '../helpers/resources.ts';

const actions = flashcards.actionDefs;

let t: TestApp;
let superToken: string;
let w: CardWorld;

beforeAll(async () => {
  t = await startTestApp();
  superToken = await loginAsSuper(t);
  w = await cardWorld(t);
});
afterAll(() => t?.close());

type Admin = Awaited<ReturnType<typeof cardAdmin>>;

/** A participant who may create cards (and read them): the author of the cards below. */
const participant = () => cardAdmin(t, { formCards: { read: true, create: true } }, { role: 2 });
const approver = (role: 1 | 2 = 1) => cardAdmin(t, { formCards: { read: true, approve: true } }, { role });

const act = (who: Admin, id: string, name: string, body?: object) => who.api.put(`/api/flashcards/${id}/${name}`, body);

describe('send to review', () => {
  it("the creator sends their own card without formCards update: 202, status 1, history 'send'", async () => {
    const author = await participant();
    const card = await createCard(t, author.token, cardBody(w));
    const sent = expectOk<Rec>(await act(author, card._id, 'send'), 202, 'Flashcard enviada a revisión');
    expect(sent.status).toBe(1);
    const history = await historyOf(t, card._id);
    expect(history.map((h) => h.cause)).toEqual(['create', 'send']);
    expect(history[1]).toMatchObject({ description: 'Enviar a revisión', changes: [{ field: 'status', from: 0, to: 1 }], adminId: author.id });
  });

  it('someone else needs update on formCards (403 without it, nothing changed)', async () => {
    const author = await participant();
    const card = await createCard(t, author.token, cardBody(w));
    const reader = await cardAdmin(t, { formCards: { read: true } });
    await expectRefused(t, () => act(reader, card._id, 'send'), 403, es.api.forbidden);
    const editor = await cardAdmin(t, { formCards: { read: true, update: true } });
    expect(expectOk<Rec>(await act(editor, card._id, 'send'), 202, actions.send!.message).status).toBe(1);
  });

  it.each([1, 2, 3])('from status %i answers 409 with its message, nothing changed', async (status) => {
    const author = await participant();
    const card = await createCard(t, author.token, cardBody(w));
    await setStatus(t, card._id, status);
    await expectRefused(t, () => act(author, card._id, 'send'), 409, actions.send!.conflict);
  });
});

describe('accept and reject', () => {
  let card: Rec;
  beforeAll(async () => {
    card = await createCard(t, superToken, cardBody(w));
  });

  it('accept from 1 → 2 with approve: history "Aceptar flashcard"', async () => {
    const fresh = await createCard(t, superToken, cardBody(w));
    await setStatus(t, fresh._id, 1);
    const who = await approver();
    const accepted = expectOk<Rec>(await act(who, fresh._id, 'accept'), 202, 'Flashcard aprobada');
    expect(accepted.status).toBe(2);
    expect((await historyOf(t, fresh._id)).at(-1)).toMatchObject({ cause: 'acepted', description: 'Aceptar flashcard', changes: [{ field: 'status', from: 1, to: 2 }] });
  });

  it('reject from 1 → 3 with its reason in the history', async () => {
    const fresh = await createCard(t, superToken, cardBody(w));
    await setStatus(t, fresh._id, 1);
    const who = await approver();
    const rejected = expectOk<Rec>(await act(who, fresh._id, 'reject', reason('El indicador no se puede medir')), 202, 'Flashcard rechazada');
    expect(rejected.status).toBe(3);
    expect((await historyOf(t, fresh._id)).at(-1)).toMatchObject({ cause: 'rejected', description: 'El indicador no se puede medir' });
  });

  it('reject without a reason, or a blank one: 400, nothing changed', async () => {
    await setStatus(t, card._id, 1);
    const who = await approver();
    await expectRefused(t, () => act(who, card._id, 'reject'), 400, es.api.validation, fieldError('historical', es.validation.reasonRequired));
    await expectRefused(t, () => act(who, card._id, 'reject', reason('   ')), 400, es.api.validation, fieldError('historical.description', es.validation.reasonRequired));
  });

  it.each([0, 2, 3])('accept and reject from status %i answer 409, nothing changed', async (status) => {
    await setStatus(t, card._id, status);
    const who = await approver();
    await expectRefused(t, () => act(who, card._id, 'accept'), 409, actions.accept!.conflict);
    await expectRefused(t, () => act(who, card._id, 'reject', reason('No aplica')), 409, actions.reject!.conflict);
  });

  it('without approve on formCards (even with every other flag, and approve on flashcards): 403', async () => {
    await setStatus(t, card._id, 1);
    const editor = await cardAdmin(t, { formCards: { read: true, create: true, update: true }, flashcards: { read: true, approve: true } });
    await expectRefused(t, () => act(editor, card._id, 'accept'), 403, es.api.forbidden);
    await expectRefused(t, () => act(editor, card._id, 'reject', reason('No')), 403, es.api.forbidden);
  });

  it('role 2 never approves, even holding the approve flag: 403', async () => {
    await setStatus(t, card._id, 1);
    const who = await approver(2);
    await expectRefused(t, () => act(who, card._id, 'accept'), 403, es.api.forbidden);
    await expectRefused(t, () => act(who, card._id, 'reject', reason('No')), 403, es.api.forbidden);
  });

  it('an unknown action answers 404; a malformed id 400', async () => {
    const who = await approver();
    expect((await act(who, card._id, 'publish')).status).toBe(404);
    expect((await act(who, 'no-es-un-id', 'accept')).status).toBe(400);
  });
});

describe('who may save an edit (spec 001 §6)', () => {
  const edit = (who: Admin, id: string) => who.api.put(`/api/flashcards/${id}`, { name: `Editada por ${who.email}`, ...reason('Ajuste') });

  it('the creator, on their draft', async () => {
    const author = await cardAdmin(t, { formCards: { read: true, create: true } });
    const card = await createCard(t, author.token, cardBody(w));
    expectOk(await edit(author, card._id), 202, 'Flashcard actualizada');
  });

  it('someone else reading cards: only while the card is in review (status 1)', async () => {
    const card = await createCard(t, superToken, cardBody(w));
    const reader = await cardAdmin(t, { formCards: { read: true } });
    await expectRefused(t, () => edit(reader, card._id), 403, es.editRules.cardNotYours);
    await setStatus(t, card._id, 1);
    expectOk(await edit(reader, card._id), 202, 'Flashcard actualizada');
    await setStatus(t, card._id, 2);
    await expectRefused(t, () => edit(reader, card._id), 403, es.editRules.cardNotYours);
  });

  it('whoever may update formCards, in any status', async () => {
    const card = await createCard(t, superToken, cardBody(w));
    await setStatus(t, card._id, 2);
    const editor = await cardAdmin(t, { formCards: { read: true, update: true } });
    expectOk(await edit(editor, card._id), 202, 'Flashcard actualizada');
  });

  it('role 2 once the card left draft: no, even as its creator', async () => {
    const author = await participant();
    const card = await createCard(t, author.token, cardBody(w));
    expectOk(await edit(author, card._id), 202, 'Flashcard actualizada');
    await setStatus(t, card._id, 1);
    await expectRefused(t, () => edit(author, card._id), 403, es.editRules.cardInReview);
  });

  it('without reading cards at all: 403 before anything is looked at', async () => {
    const card = await createCard(t, superToken, cardBody(w));
    const stranger = await cardAdmin(t, { sectors: { read: true, update: true } });
    await expectRefused(t, () => edit(stranger, card._id), 403, es.api.forbidden);
  });
});

describe('deactivate, reactivate and delete', () => {
  it('need destroy on formCards (only role 0 in practice): 403 for an editor, 202 for the super user', async () => {
    const card = await createCard(t, superToken, cardBody(w));
    const editor = await cardAdmin(t, { formCards: { read: true, create: true, update: true, approve: true } });
    await expectRefused(t, () => act(editor, card._id, 'deactivate', reason('Duplicada')), 403, es.api.forbidden);
    await expectRefused(t, () => editor.api.del(`/api/flashcards/${card._id}`), 403, es.api.forbidden);
    const root = await cardAdmin(t, {}, { role: 0 });
    expect(expectOk<Rec>(await act(root, card._id, 'deactivate', reason('Duplicada')), 202, es.api.deactivated).active).toBe(false);
    await expectRefused(t, () => act(root, card._id, 'deactivate', reason('Otra vez')), 409, es.api.alreadyInactive);
    expect(expectOk<Rec>(await act(root, card._id, 'reactivate', reason('Era válida')), 202, es.api.activated).active).toBe(true);
  });
});
