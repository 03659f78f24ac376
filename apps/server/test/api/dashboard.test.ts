import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@app/domain/core/dashboard';
import { es } from '@app/domain/messages/es';
import * as schema from '../../src/db/schema/index.ts';
import { call, createAdmin, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectError, expectOk } from '../helpers/expect.ts';
import { practiceWorld, insertPractice } from '../helpers/good-practices.ts';
import { seedNotification } from '../helpers/notifications.ts';
import { insertComment, insertFlashcard, insertGta, insertUser } from '../helpers/people.ts';
import { insertVote, scores } from '../helpers/priorizations.ts';

const TZ = 'America/Mexico_City';
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let superApi: ReturnType<typeof client>;
let superId: string;
let gtaA: string;
let since: Date;

const dayOf = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
const sum = (values: number[] | undefined) => (values ?? []).reduce((a, b) => a + b, 0);

async function dashboardOf(api: ReturnType<typeof client>): Promise<Dashboard> {
  return expectOk<Dashboard>(await api.get(`/api/dashboard?tz=${encodeURIComponent(TZ)}`), 200, es.api.ok);
}

/** A client of an admin written with these flags. */
async function adminWith(opts: Parameters<typeof createAdmin>[1]) {
  const admin = await createAdmin(t, opts);
  return client(t, await t.app.issueToken({ id: admin.id, gta: opts?.gta ?? null }));
}

beforeAll(async () => {
  t = await startTestApp();
  const token = await loginAsSuper(t);
  superApi = client(t, token);
  superId = (await t.database.sql<{ id: string }[]>`select id from admins where role = 0 limit 1`)[0]!.id;
  since = new Date((await dashboardOf(superApi)).since);

  // Users: two today, one on the window's first moment, one just before it (not counted).
  await insertUser(t);
  await insertUser(t);
  const first = await insertUser(t, { createdAt: since });
  await insertUser(t, { createdAt: new Date(since.getTime() - 1000) });

  gtaA = (await insertGta(t, { title: 'GTA Agua' })).id;
  const gtaB = (await insertGta(t, { title: 'GTA Energía' })).id;
  // Cards: two in review in A, one in B; an inactive one in review and an approved one do not wait.
  await insertFlashcard(t, gtaA, { status: 1 });
  await insertFlashcard(t, gtaA, { status: 1 });
  await insertFlashcard(t, gtaB, { status: 1 });
  await insertFlashcard(t, gtaA, { status: 1, active: false });
  const approvedA = await insertFlashcard(t, gtaA, { status: 2 });
  const approvedB = await insertFlashcard(t, gtaB, { status: 2 });

  await insertComment(t, first.id, approvedA.id);
  await insertComment(t, first.id, approvedA.id, { createdAt: new Date(Date.now() - 3 * DAY) });
  await t.database.db.insert(schema.contacts).values([
    { name: 'Laura Méndez', email: 'laura@example.com', message: 'Hola', createdAt: new Date(Date.now() - 10 * DAY) },
    { name: 'Jorge Ramírez', email: 'jorge@example.com', message: 'Hola', createdAt: new Date(Date.now() - 45 * DAY) },
  ]);
  // Votes: two on GTA A's card (one inactive still counts as cast), one on GTA B's.
  await insertVote(t, { flashcard: approvedA.id, admin: superId, scores: scores(3, 3, 3, 3, 3, 3, 3) });
  await insertVote(t, { flashcard: approvedA.id, admin: superId, scores: scores(1, 1, 1, 1, 1, 1, 1), active: false });
  await insertVote(t, { flashcard: approvedB.id, admin: superId, scores: scores(5, 5, 5, 5, 5, 5, 5) });

  const w = await practiceWorld(t);
  await insertPractice(t, w);
  await insertPractice(t, w);
  await insertPractice(t, w, { status: 2 });
  await insertPractice(t, w, { active: false });

  // The rows written above as the public site does notify too: once those are made, the suite's own replace them.
  await t.app.publicInserts.drain();
  await t.database.sql`delete from notifications`;
  await seedNotification(t, { recipients: [superId] });
  await seedNotification(t, { recipients: [superId] });
  const read = await seedNotification(t, { recipients: [superId] });
  await t.database.sql`update notification_recipients set is_reading = true where notification_id = ${read._id}`;
});
afterAll(() => t?.close());

describe('GET /api/dashboard', () => {
  it('counts the last 30 days per day of the time zone and what waits, for a super user', async () => {
    const d = await dashboardOf(superApi);
    expect(d.days).toHaveLength(30);
    expect(d.days.at(-1)).toBe(dayOf(new Date()));
    expect(d.days[0]).toBe(dayOf(since));
    expect(new Date(d.since).getTime()).toBe(since.getTime());
    // Public-site users: two here and the practices' author today, one on the first moment; the one before is out.
    expect(d.activity.users!.at(-1)).toBe(3);
    expect(d.activity.users![0]).toBe(1);
    expect(sum(d.activity.users)).toBe(4);
    expect(sum(d.activity.comments)).toBe(2);
    expect(d.activity.comments![d.days.indexOf(dayOf(new Date(Date.now() - 3 * DAY)))]).toBe(1);
    expect(sum(d.activity.contacts)).toBe(1);
    expect(sum(d.activity.votes)).toBe(3);
    expect(d.waiting).toEqual({ notificationsUnread: 2, flashcardsInReview: 3, practicesPending: 2 });
  });

  it('shows only what the admin may read or decide, within their GTA', async () => {
    const approverA = await adminWith({ gta: gtaA, permissions: { formCards: { read: true, approve: true }, priorizations: { read: true } } });
    const a = await dashboardOf(approverA);
    expect(a.waiting).toEqual({ notificationsUnread: 0, flashcardsInReview: 2 });
    expect(Object.keys(a.activity)).toEqual(['votes']);
    expect(sum(a.activity.votes)).toBe(2);

    // Role 2 never approves (spec 001 §6): nothing waits for them, whatever their flags.
    const participant = await adminWith({ role: 2, permissions: { formCards: { read: true, approve: true }, goodPractices: { read: true, approve: true } } });
    expect((await dashboardOf(participant)).waiting).toEqual({ notificationsUnread: 0 });

    const usersReader = await adminWith({ permissions: { users: { read: true } } });
    const u = await dashboardOf(usersReader);
    expect(Object.keys(u.activity).sort()).toEqual(['comments', 'users']);
    expect(u.waiting).toEqual({ notificationsUnread: 0 });

    const reviewer = await adminWith({ permissions: { goodPractices: { read: true, approve: true }, contacts: { read: true } } });
    const r = await dashboardOf(reviewer);
    expect(r.waiting).toEqual({ notificationsUnread: 0, practicesPending: 2 });
    expect(Object.keys(r.activity)).toEqual(['contacts']);
  });

  it('refuses a bad time zone with a clear 400 and a caller without a session with 401', async () => {
    expectError(await superApi.get('/api/dashboard?tz=Marte%2FOlympus'), 400, es.api.validation, [{ path: 'tz', msg: es.validation.timeZone }]);
    expectError(await call(t, { method: 'GET', url: '/api/dashboard' }), 401, es.api.unauthorized);
    // Without a time zone the days are UTC's.
    const utc = expectOk<Dashboard>(await superApi.get('/api/dashboard'), 200, es.api.ok);
    expect(utc.days.at(-1)).toBe(new Date().toISOString().slice(0, 10));
  });
});
