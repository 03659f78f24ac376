/**
 * What a signed-in user of the public site does with cards: comments (a create of the comments records by the user,
 * with history, counters and the admins told at once), saved cards (idempotent) and GTA guides (the PDF and one
 * download row); none of it for a visitor, an admin token or a deactivated user.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import * as schema from '../../src/db/schema/index.ts';
import { call, createAdmin, login, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectError, expectOk, ISO_RE } from '../helpers/expect.ts';
import { insertFlashcard, insertGta, insertUser } from '../helpers/people.ts';
import { connected, flushed, listen, within, type Received } from '../helpers/realtime.ts';
import { createGta, expectRefused, fieldError, pdfFile, type PageOf, type Rec } from '../helpers/resources.ts';

const m = es.publicWrites;
const v = es.validation;
const comments = (id: string) => `/api/public/flashcards/${id}/comments`;
const save = (id: string) => `/api/public/flashcards/${id}/save`;
const SAVED = '/api/public/me/savedCards';
const guide = (id: string) => `/api/public/gtas/${id}/guide`;

let t: TestApp;
let baseUrl: string;
let superApi: ReturnType<typeof client>;
let gtaId: string;
let card: string;
/** Cards the public site does not show: sent to review, rejected, approved but inactive. */
let hidden: string[];
let author: { id: string; token: string };
let readerSocket: Received;
let otherGtaSocket: Received;
let cardsOnlySocket: Received;

/** A confirmed public account signed in on the public site. */
async function publicUser(name = 'Lucía') {
  const user = await insertUser(t, { name, lastName: 'Hernández Ruiz', confirmedAt: new Date() });
  return { id: user.id, token: await t.app.issuePublicToken(user.id) };
}

const as = (token: string) => client(t, token);
const savedRows = (userId: string) => t.database.db.select().from(schema.savedCards).where(eq(schema.savedCards.userId, userId));
const downloads = (userId: string) => t.database.db.select().from(schema.gtaDocDownloads).where(eq(schema.gtaDocDownloads.userId, userId));

async function socketOf(permissions: NonNullable<Parameters<typeof createAdmin>[1]>['permissions'], gta: string | null = null): Promise<Received> {
  const admin = await createAdmin(t, { role: 1, permissions, gta });
  return connected(baseUrl, await login(t, admin.email, admin.password));
}

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listen(t);
  superApi = client(t, await loginAsSuper(t));
  const gta = await insertGta(t);
  const otherGta = await insertGta(t);
  gtaId = gta.id;
  card = (await insertFlashcard(t, gta.id, { name: 'Captación de agua pluvial' })).id;
  hidden = [
    (await insertFlashcard(t, gta.id, { status: 1 })).id,
    (await insertFlashcard(t, gta.id, { status: 3 })).id,
    (await insertFlashcard(t, gta.id, { active: false })).id,
  ];
  author = await publicUser();
  readerSocket = await socketOf({ users: { read: true } }, gta.id);
  otherGtaSocket = await socketOf({ users: { read: true } }, otherGta.id);
  cardsOnlySocket = await socketOf({ flashcards: { read: true } });
});
afterAll(async () => {
  for (const c of [readerSocket, otherGtaSocket, cardsOnlySocket]) c?.socket.close();
  await t?.close();
});

describe('POST /api/public/flashcards/{id}/comments', () => {
  it('stores the comment by the user, with history and counters, and tells the readers of its GTA at once', async () => {
    const totals = () => superApi.get(`/api/comments/totals?createdBy=${author.id}`);
    const before = expectOk<Record<string, number>>(await totals(), 200, es.api.ok);
    const created = expectOk<Rec>(await as(author.token).post(comments(card), { comment: '  Muy útil para nuestra planta  ' }), 201, m.commented);
    expect(created).toEqual({
      _id: expect.any(String),
      comment: 'Muy útil para nuestra planta',
      createdAt: expect.stringMatching(ISO_RE),
      createdBy: { name: 'Lucía', lastName: 'Hernández Ruiz', thumbnail: null },
    });
    const id = created._id;
    const [row] = await t.database.db.select().from(schema.comments).where(eq(schema.comments.id, id));
    expect(row).toMatchObject({ comment: 'Muy útil para nuestra planta', createdById: author.id, flashcardId: card, active: true });
    const history = await t.database.sql`select cause, admin_id as "adminId", user_id as "userId" from historicals where document = ${id}`;
    expect(history).toEqual([{ cause: 'create', adminId: null, userId: author.id }]);
    const after = expectOk<Record<string, number>>(await totals(), 200, es.api.ok);
    expect(after.total! - before.total!).toBe(1);

    await within(3000, () => readerSocket.notifications.some((n) => n.document === id), 'la notificación del comentario');
    expect(readerSocket.notifications.filter((n) => n.document === id)).toEqual([
      expect.objectContaining({ type: 'comment', module: 'comments', description: es.notifications.comment('Lucía Hernández Ruiz', 'Captación de agua pluvial') }),
    ]);
    for (const other of [otherGtaSocket, cardsOnlySocket]) {
      await flushed(t, other);
      expect(other.notifications.filter((n) => n.document === id)).toEqual([]);
    }
    // The public site shows it on the card.
    const shown = expectOk<PageOf<Rec>>(await client(t).get(comments(card)), 200, es.api.list);
    expect(shown.docs.map((d) => d._id)).toContain(id);
  });

  it('takes 2 and 1000 characters', async () => {
    expectOk(await as(author.token).post(comments(card), { comment: 'ok' }), 201, m.commented);
    expectOk(await as(author.token).post(comments(card), { comment: 'x'.repeat(1000) }), 201, m.commented);
  });

  it.each([
    ['no comment', {}, v.required],
    ['an empty one', { comment: '' }, v.required],
    ['only spaces', { comment: '   ' }, v.required],
    ['one character', { comment: 'x' }, v.min(2)],
    ['1001 characters', { comment: 'x'.repeat(1001) }, v.max(1000)],
    ['a number', { comment: 42 }, v.required],
    ['a NUL character', { comment: 'hola\u0000' }, v.nul],
  ])('refuses %s: 400 with the field’s message, nothing stored', async (_label, body, msg) => {
    await expectRefused(t, () => as(author.token).post(comments(card), body), 400, es.api.validation, fieldError('comment', msg));
  });

  it('answers 404 for a card the public site does not show or that does not exist, and 400 for an id that is none', async () => {
    for (const id of [...hidden, randomUUID()]) {
      await expectRefused(t, () => as(author.token).post(comments(id), { comment: 'Muy buena' }), 404, es.api.notFound);
    }
    await expectRefused(t, () => as(author.token).post(comments('123'), { comment: 'Muy buena' }), 400, es.api.validation, fieldError('id', v.invalidId));
  });
});

describe('PUT and DELETE /api/public/flashcards/{id}/save', () => {
  it('saves once: 201, then 200 with nothing doubled; unsaves with 200, also when not saved', async () => {
    const user = await publicUser();
    expectOk(await as(user.token).put(save(card)), 201, m.saved);
    expectOk(await as(user.token).put(save(card)), 200, m.alreadySaved);
    expect((await savedRows(user.id)).map((r) => r.flashcardId)).toEqual([card]);

    const other = await publicUser();
    expectOk(await as(other.token).put(save(card)), 201, m.saved);
    expectOk(await as(user.token).del(save(card)), 200, m.unsaved);
    expect(await savedRows(user.id)).toEqual([]);
    expectOk(await as(user.token).del(save(card)), 200, m.unsaved);
    expectOk(await as(user.token).del(save(randomUUID())), 200, m.unsaved);
    // Someone else's saved card stays.
    expect((await savedRows(other.id)).map((r) => r.flashcardId)).toEqual([card]);
  });

  it('stores one row for two saves at once', async () => {
    const user = await publicUser();
    const answers = await Promise.all([as(user.token).put(save(card)), as(user.token).put(save(card))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(await savedRows(user.id)).toHaveLength(1);
  });

  it('answers 404 for a card the public site does not show or that does not exist, and 400 for an id that is none', async () => {
    for (const id of [...hidden, randomUUID()]) await expectRefused(t, () => as(author.token).put(save(id)), 404, es.api.notFound);
    await expectRefused(t, () => as(author.token).put(save('abc')), 400, es.api.validation, fieldError('id', v.invalidId));
    await expectRefused(t, () => as(author.token).del(save('abc')), 400, es.api.validation, fieldError('id', v.invalidId));
  });
});

describe('GET /api/public/me/savedCards', () => {
  it('pages the user’s own saved cards, approved and active only, as the public card list shows them', async () => {
    const user = await publicUser();
    const mine = [];
    for (const name of ['Ahorro de energía', 'Biodigestor', 'Compostaje']) {
      const id = (await insertFlashcard(t, gtaId, { name })).id;
      expectOk(await as(user.token).put(save(id)), 201, m.saved);
      mine.push(id);
    }
    // A card saved, then withdrawn from the public site, is no longer listed; someone else's saves are not theirs.
    const withdrawn = (await insertFlashcard(t, gtaId)).id;
    expectOk(await as(user.token).put(save(withdrawn)), 201, m.saved);
    await t.database.db.update(schema.flashcards).set({ status: 1 }).where(eq(schema.flashcards.id, withdrawn));
    expectOk(await as(author.token).put(save(card)), 201, m.saved);

    const page = expectOk<PageOf<Rec>>(await as(user.token).get(`${SAVED}?sort=name`), 200, m.savedList);
    expect(page).toMatchObject({ totalDocs: 3, page: 1, hasNextPage: false });
    expect(page.docs.map((d) => d._id)).toEqual(mine);
    const publicView = expectOk<Rec>(await client(t).get(`/api/public/flashcards/${mine[0]}`), 200, es.api.ok);
    expect(page.docs[0]).toEqual(publicView);

    const first = expectOk<PageOf<Rec>>(await as(user.token).get(`${SAVED}?sort=-name&limit=2`), 200, m.savedList);
    expect(first).toMatchObject({ totalDocs: 3, limit: 2, hasNextPage: true, nextPage: 2 });
    expect(first.docs.map((d) => d._id)).toEqual([mine[2], mine[1]]);
  });

  it('is empty for a user who saved nothing', async () => {
    const user = await publicUser();
    expect(expectOk<PageOf<Rec>>(await as(user.token).get(SAVED), 200, m.savedList)).toMatchObject({ docs: [], totalDocs: 0 });
  });

  it.each([
    ['limit=0', 'limit', v.limit],
    ['limit=101', 'limit', v.limit],
    ['page=0', 'page', v.page],
    ['sort=status', 'sort', v.sort],
  ])('refuses ?%s with 400 and the field’s message', async (query, path, msg) => {
    expectError(await as(author.token).get(`${SAVED}?${query}`), 400, es.api.validation, fieldError(path, msg));
  });
});

describe('GET /api/public/gtas/{id}/guide', () => {
  it('sends the PDF as a download and records one download by the user', async () => {
    const gta = await createGta(t, await loginAsSuper(t), { nomenclature: 'GTA-Energía' }, { document: pdfFile() });
    const user = await publicUser();
    const res = await t.app.inject({ method: 'GET', url: guide(gta._id), headers: { authorization: `Bearer ${user.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="guia-GTA-Energia.pdf"');
    expect(res.rawPayload.equals(pdfFile().data)).toBe(true);
    expect(await downloads(user.id)).toEqual([{ id: expect.any(String), gtaId: gta._id, userId: user.id, createdAt: expect.any(Date) }]);

    // Asking about the file without taking it is no download.
    const head = await t.app.inject({ method: 'HEAD', url: guide(gta._id), headers: { authorization: `Bearer ${user.token}` } });
    expect(head.statusCode).toBe(200);
    expect(await downloads(user.id)).toHaveLength(1);
  });

  it('answers 404 for a GTA without a guide, an inactive or unknown one, and 400 for an id that is none, recording nothing', async () => {
    const noGuide = await insertGta(t);
    await expectRefused(t, () => as(author.token).get(guide(noGuide.id)), 404, m.noGuide);
    const inactive = await createGta(t, await loginAsSuper(t), {}, { document: pdfFile() });
    await t.database.db.update(schema.gtas).set({ active: false }).where(eq(schema.gtas.id, inactive._id));
    await expectRefused(t, () => as(author.token).get(guide(inactive._id)), 404, es.api.notFound);
    await expectRefused(t, () => as(author.token).get(guide(randomUUID())), 404, es.api.notFound);
    await expectRefused(t, () => as(author.token).get(guide('guia')), 400, es.api.validation, fieldError('id', v.invalidId));
    expect(await downloads(author.id)).toEqual([]);
  });
});

describe('who may', () => {
  const routes = (id: string) =>
    [
      ['POST', comments(card), { comment: 'Muy buena' }],
      ['PUT', save(card), undefined],
      ['DELETE', save(card), undefined],
      ['GET', SAVED, undefined],
      ['GET', guide(id), undefined],
    ] as const;

  it('answers 401 to no token, an admin token and a deactivated user on every route, storing nothing', async () => {
    const superToken = await loginAsSuper(t);
    const gta = await createGta(t, superToken, {}, { document: pdfFile() });
    const gone = await publicUser();
    expectOk(await as(gone.token).put(save(card)), 201, m.saved);
    await t.database.db.update(schema.users).set({ active: false }).where(eq(schema.users.id, gone.id));
    for (const [method, url, payload] of routes(gta._id)) {
      const send = (token?: string) => () => call(t, { method, url, payload, token });
      await expectRefused(t, send(), 401, es.api.unauthorized);
      await expectRefused(t, send(superToken), 401, es.api.unauthorized);
      await expectRefused(t, send(gone.token), 401, es.api.userDeactivated);
    }
  });
});
