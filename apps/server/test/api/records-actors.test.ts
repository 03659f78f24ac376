/**
 * Record operations called directly, as a job or the public API will: the same rules decide for the system, an admin
 * and a public-site user, and a change writes its history row and its notification in its own transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLASHCARD_STATUS } from '@app/domain/resources/flashcards';
import { act, list, on, read, systemContext, type RecordContext } from '../../src/engine/records/index.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { historyOf } from '../helpers/expect.ts';
import { cardAdmin, cardBody, cardWorld, createCard, setStatus, type CardWorld } from '../helpers/flashcards.ts';

let t: TestApp;
let w: CardWorld;
let owner: Awaited<ReturnType<typeof cardAdmin>>;

beforeAll(async () => {
  t = await startTestApp();
  w = await cardWorld(t);
  owner = await cardAdmin(t, { formCards: { read: true, create: true, update: true } }, { gta: w.gtaA.id });
});
afterAll(async () => t?.close());

const statusOf = async (id: string) => (await t.database.sql<{ status: number }[]>`select status from flashcards where id = ${id}`)[0]!.status;

async function sentCard() {
  const card = await createCard(t, owner.token, cardBody(w));
  await setStatus(t, card._id, FLASHCARD_STATUS.sent);
  return card;
}

describe('the system as actor', () => {
  it('accepts a card through the same action: new status, history without an admin, the owner notified', async () => {
    const card = await sentCard();
    const accepted = await act(systemContext(t.app, 'flashcards'), card._id, 'accept');
    expect(accepted.status).toBe(FLASHCARD_STATUS.approved);
    expect(await statusOf(card._id)).toBe(FLASHCARD_STATUS.approved);
    expect((await historyOf(t, card._id)).at(-1)).toMatchObject({ cause: 'acepted', adminId: null });
    const notified = await t.database.sql<{ type: string; createdById: string | null; description: string }[]>`
      select n.type, n.created_by_id as "createdById", n.description
      from notifications n join notification_recipients r on r.notification_id = n.id
      where n.document = ${card._id} and r.admin_id = ${owner.id}`;
    expect(notified).toEqual([{ type: 'flashcardAccepted', createdById: null, description: expect.stringContaining('Alguien aprobó') }]);
  });

  it('still meets the state rule: accepting an approved card is refused with its message, nothing written', async () => {
    const card = await sentCard();
    await act(systemContext(t.app, 'flashcards'), card._id, 'accept');
    const rows = (await historyOf(t, card._id)).length;
    await expect(act(systemContext(t.app, 'flashcards'), card._id, 'accept')).rejects.toMatchObject({
      statusCode: 409,
      message: 'Solo una flashcard enviada a revisión puede aprobarse',
    });
    expect((await historyOf(t, card._id)).length).toBe(rows);
  });
});

describe('a public-site user as actor', () => {
  const user = (): RecordContext => ({ ...systemContext(t.app, 'flashcards'), actor: { kind: 'user', id: owner.id } });

  it('sees only what the public site shows and may not act on a card, even one whose owner id it carries', async () => {
    const card = await sentCard();
    const seen = await list(user(), { page: 1, limit: 100, sort: '-createdAt' });
    expect(seen.docs.map((d) => d._id)).not.toContain(card._id);
    expect(seen.docs.every((d) => d.status === FLASHCARD_STATUS.approved && d.active)).toBe(true);
    await expect(read(user(), card._id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(act(user(), card._id, 'accept')).rejects.toMatchObject({ statusCode: 404 });
    expect(await statusOf(card._id)).toBe(FLASHCARD_STATUS.sent);
  });

  it('sees nothing of a module the public site is not shown', async () => {
    expect(await list(on(user(), 'admins'), { page: 1, limit: 10, sort: '-createdAt' })).toMatchObject({ docs: [], totalDocs: 0 });
    await expect(read(on(user(), 'admins'), owner.id)).rejects.toMatchObject({ statusCode: 403 });
  });
});

describe('an admin as actor, called without a request', () => {
  it('is held to its permissions: an admin without the approve flag cannot accept', async () => {
    const card = await sentCard();
    const permissions = { formCards: { read: true, create: true, update: true, destroy: false, approve: false } };
    const ctx: RecordContext = { ...systemContext(t.app, 'flashcards'), actor: { kind: 'admin', id: owner.id, role: 1, gta: w.gtaA.id, permissions, viewer: { _id: owner.id, name: 'Dueña', lastName: 'Prueba' } } };
    await expect(act(ctx, card._id, 'accept')).rejects.toMatchObject({ statusCode: 403 });
    expect(await statusOf(card._id)).toBe(FLASHCARD_STATUS.sent);
  });
});
