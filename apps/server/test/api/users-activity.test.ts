import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import * as schema from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/secrets.ts';
import { call, createAdmin, login, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, databaseState, expectError, expectOk } from '../helpers/expect.ts';
import { asExisting } from '../helpers/existing.ts';
import { storedNotifications, waitForNotifications } from '../helpers/notifications.ts';
import { insertComment, insertFlashcard, insertGta, insertUser } from '../helpers/people.ts';
import type { PageOf } from '../helpers/resources.ts';

type Rec = Record<string, unknown>;
const UNKNOWN = '00000000-0000-4000-8000-000000000001';
const PASSWORD = 'Clave-publica-larga-1';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, await loginAsSuper(t));
});
afterAll(() => t?.close());

const practice = (values: Partial<typeof schema.goodPractices.$inferInsert>) =>
  asExisting(t, async (db) => {
    const [row] = await db
      .insert(schema.goodPractices)
      .values({ name: 'Huertos', objective: 'Comer', description: 'Huertos urbanos', promoterInstitution: 'Barrio', email: 'a@example.com', information: 'Más', ...values })
      .returning();
    return row!;
  });

const volunteer = (goodPracticeId: string, email: string, createdAt: Date) =>
  asExisting(t, (db) => db.insert(schema.volunteers).values({ goodPracticeId, name: 'Lucía', lastName: 'Hernández', email, country: 'MX', createdAt }));

describe('a user page in the back-office', () => {
  it('tells whether the account is confirmed, and when', async () => {
    const pending = await insertUser(t);
    const confirmedAt = new Date('2026-03-04T10:20:30.000Z');
    const confirmed = await insertUser(t, { confirmedAt });
    const m = es.userActivity.summary;
    expect(expectOk(await api.get(`/api/users/${pending.id}/activity`), 200, m)).toEqual({ confirmed: false, confirmedAt: null });
    expect(expectOk(await api.get(`/api/users/${confirmed.id}/activity`), 200, m)).toEqual({ confirmed: true, confirmedAt: confirmedAt.toISOString() });
  });

  it('pages the guide downloads newest first, only of the admin GTA when scoped', async () => {
    const user = await insertUser(t);
    const other = await insertUser(t);
    const [water, energy] = [await insertGta(t), await insertGta(t)];
    const base = Date.now() - 3_600_000;
    await t.database.db.insert(schema.gtaDocDownloads).values([
      ...[0, 1, 2].map((i) => ({ userId: user.id, gtaId: i === 1 ? energy.id : water.id, createdAt: new Date(base + i * 1000) })),
      { userId: other.id, gtaId: water.id },
    ]);
    const page = expectOk<PageOf<Rec>>(await api.get(`/api/users/${user.id}/downloads?limit=2`), 200, es.api.list);
    expect(page).toMatchObject({ totalDocs: 3, page: 1, limit: 2, hasNextPage: true });
    expect(page.docs).toEqual([
      { _id: expect.any(String), gta: { _id: water.id, title: water.title }, createdAt: new Date(base + 2000).toISOString() },
      { _id: expect.any(String), gta: { _id: energy.id, title: energy.title }, createdAt: new Date(base + 1000).toISOString() },
    ]);
    const scoped = await createAdmin(t, { gta: energy.id, permissions: { users: { read: true } } });
    const asScoped = client(t, await login(t, scoped.email, scoped.password));
    const mine = expectOk<PageOf<Rec>>(await asScoped.get(`/api/users/${user.id}/downloads`), 200, es.api.list);
    expect(mine.docs.map((d) => d.gta)).toEqual([{ _id: energy.id, title: energy.title }]);
  });

  it('pages the submitted practices with their status, and the volunteering matched by e-mail', async () => {
    const user = await insertUser(t, { email: `Marta.${Date.now()}@Example.com` });
    const older = await practice({ name: 'Compostaje', createdById: user.id, status: 3, createdAt: new Date('2026-01-01T00:00:00.000Z') });
    const newer = await practice({ name: 'Huertos', createdById: user.id, status: 2, createdAt: new Date('2026-02-01T00:00:00.000Z') });
    await practice({ name: 'Ajena', createdById: (await insertUser(t)).id });
    // The practices' own list, filtered by their author: the user page reads it with the practices' read flag.
    const submitted = expectOk<PageOf<Rec>>(await api.get(`/api/goodPractices?user=${user.id}&sort=-createdAt`), 200, es.api.list);
    expect(submitted.docs.map(({ _id, name, status, active, createdAt }) => ({ _id, name, status, active, createdAt }))).toEqual([
      { _id: newer.id, name: 'Huertos', status: 2, active: true, createdAt: '2026-02-01T00:00:00.000Z' },
      { _id: older.id, name: 'Compostaje', status: 3, active: true, createdAt: '2026-01-01T00:00:00.000Z' },
    ]);

    await volunteer(newer.id, user.email.toLowerCase(), new Date('2026-03-01T00:00:00.000Z'));
    await volunteer(older.id, user.email.toUpperCase(), new Date('2026-03-02T00:00:00.000Z'));
    await volunteer(older.id, 'otra@example.com', new Date());
    const offered = expectOk<PageOf<Rec>>(await api.get(`/api/users/${user.id}/volunteers`), 200, es.api.list);
    expect(offered).toMatchObject({ totalDocs: 2 });
    expect(offered.docs.map((d) => d.goodPractice)).toEqual([
      { _id: older.id, name: 'Compostaje' },
      { _id: newer.id, name: 'Huertos' },
    ]);

    const empty = await insertUser(t);
    for (const list of ['downloads', 'volunteers']) {
      expect(expectOk<PageOf<Rec>>(await api.get(`/api/users/${empty.id}/${list}`), 200, es.api.list)).toMatchObject({ docs: [], totalDocs: 0 });
    }
  });

  it('refuses bad ids, unknown users, bad pages, other admins and no token', async () => {
    const user = await insertUser(t);
    const admin = await createAdmin(t, { permissions: { contacts: { read: true }, goodPractices: { read: true } } });
    const as = client(t, await login(t, admin.email, admin.password));
    const before = await databaseState(t);
    for (const list of ['activity', 'downloads', 'volunteers']) {
      expectError(await api.get(`/api/users/abc/${list}`), 400, es.api.validation, [{ path: 'id', msg: es.validation.invalidId }]);
      expectError(await api.get(`/api/users/${UNKNOWN}/${list}`), 404, es.api.notFound);
      expectError(await client(t).get(`/api/users/${user.id}/${list}`), 401, es.api.unauthorized);
    }
    expect((await api.get(`/api/users/${user.id}/downloads?page=0`)).status).toBe(400);
    expect((await api.get(`/api/users/${user.id}/volunteers?limit=abc`)).status).toBe(400);
    for (const list of ['activity', 'downloads', 'volunteers']) {
      expectError(await as.get(`/api/users/${user.id}/${list}`), 403, es.api.forbidden);
    }
    expect(await databaseState(t)).toBe(before);
  });
});

describe('an erased user', () => {
  it('leaves no name in the notifications about their comments, and shows as a deleted author', async () => {
    const user = await insertUser(t, { name: 'Marta', lastName: 'Quiroga Solís', passwordHash: await hashPassword(PASSWORD), confirmedAt: new Date() });
    const someone = await insertUser(t, { name: 'Pedro', lastName: 'Alba' });
    const card = await insertFlashcard(t, (await insertGta(t)).id, { name: 'Lluvia' });
    const mine = await insertComment(t, user.id, card.id, {}, { fromPublicSite: true });
    const theirs = await insertComment(t, someone.id, card.id, {}, { fromPublicSite: true });
    expect((await waitForNotifications(t, mine.id, 1))[0]!.description).toBe('Marta Quiroga Solís comentó la flashcard «Lluvia»');
    await waitForNotifications(t, theirs.id, 1);

    await t.database.db.insert(schema.historicals).values([
      { cause: 'create', document: mine.id, module: 'comments', userId: user.id },
      { cause: 'create', document: theirs.id, module: 'comments' },
    ]);

    const signedIn = await call(t, { method: 'POST', url: '/api/public/auth/login', payload: { email: user.email, password: PASSWORD } });
    const { token } = expectOk<{ token: string }>(signedIn, 200, es.auth.loggedIn);
    expectOk(await call(t, { method: 'DELETE', url: '/api/public/me', payload: { password: PASSWORD }, token }), 200, es.publicAccounts.erased);

    const texts = (await storedNotifications(t)).filter((n) => [mine.id, theirs.id].includes(n.document)).map((n) => n.description);
    expect(texts.sort()).toEqual(['Pedro Alba comentó la flashcard «Lluvia»', `${es.userActivity.erasedUser} comentó la flashcard «Lluvia»`]);
    expect((await storedNotifications(t)).some((n) => n.description.includes('Quiroga'))).toBe(false);
    const listed = expectOk<{ docs: { description: string }[] }>(await api.get('/api/notifications?limit=100'), 200, es.notifications.list);
    expect(listed.docs.some((n) => n.description.includes('Marta'))).toBe(false);

    expect(expectOk<Rec>(await api.get(`/api/comments/${mine.id}`), 200, es.api.ok).createdBy).toBeNull();
    const [kept] = await t.database.db.select().from(schema.comments).where(eq(schema.comments.id, mine.id));
    expect(kept).toMatchObject({ createdById: null });
    expectError(await api.get(`/api/users/${user.id}/activity`), 404, es.api.notFound);

    // The history keeps what happened; an erased author is told apart from an anonymous one.
    const history = (id: string) => api.get(`/api/historicals?document=${id}`);
    const [erased] = expectOk<PageOf<Rec>>(await history(mine.id), 200, es.api.list).docs.filter((h) => h.cause === 'create');
    expect(erased).toMatchObject({ adminId: null, userId: null, authorErased: true });
    const [anonymous] = expectOk<PageOf<Rec>>(await history(theirs.id), 200, es.api.list).docs.filter((h) => h.cause === 'create');
    expect(anonymous).toMatchObject({ adminId: null, userId: null });
    expect(anonymous).not.toHaveProperty('authorErased');
  });
});
