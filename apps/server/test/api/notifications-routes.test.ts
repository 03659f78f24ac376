/**
 * The caller's own notifications (spec 001 §7): paged list, unread newest first with the count, set-read (404 for what
 * is not theirs) and set-read-all (only theirs whatever `user` says); what they list keeps to the modules they may read
 * now and to their GTA; the retention job deletes what was read long ago.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import type { NotificationWire } from '@app/domain/core/notifications';
import type { Page } from '@app/domain/core/page';
import { loadConfig } from '../../src/config.ts';
import { purgeRead } from '../../src/modules/notifications/store.ts';
import { createAdmin, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectError, expectOk, ISO_RE } from '../helpers/expect.ts';
import { seedNotification } from '../helpers/notifications.ts';
import { insertGta } from '../helpers/people.ts';
import { expectRefused } from '../helpers/resources.ts';

let t: TestApp;
let reader: { id: string; token: string; api: ReturnType<typeof client> };
let other: { id: string; token: string; api: ReturnType<typeof client> };
let gtaA: string;
let gtaB: string;

async function admin(permissions: NonNullable<Parameters<typeof createAdmin>[1]>['permissions'], gta: string | null = null) {
  const made = await createAdmin(t, { role: 1, permissions, gta });
  const token = await t.app.issueToken({ id: made.id, gta });
  return { id: made.id, token, api: client(t, token) };
}

const cards = { formCards: { read: true } };

beforeAll(async () => {
  t = await startTestApp();
  gtaA = (await insertGta(t)).id;
  gtaB = (await insertGta(t)).id;
  reader = await admin({ ...cards, contacts: { read: true } }, gtaA);
  other = await admin({ ...cards, contacts: { read: true } });
});
afterAll(() => t?.close());

const descriptions = (page: Page<NotificationWire>) => page.docs.map((n) => n.description);

describe('GET /api/notifications', () => {
  it("pages the caller's own notifications, newest first, with the author populated and every recipient's flag", async () => {
    const author = await createAdmin(t, { role: 1 });
    for (let i = 1; i <= 12; i++) {
      await seedNotification(t, { description: `Aviso ${i}`, recipients: [reader.id, other.id], createdById: author.id }, 100 - i);
    }
    await seedNotification(t, { description: 'Solo para otra persona', recipients: [other.id] }, 1);
    const first = expectOk<Page<NotificationWire>>(await reader.api.get('/api/notifications'), 200, es.notifications.list);
    expect(first).toMatchObject({ totalDocs: 12, limit: 10, page: 1, totalPages: 2, hasNextPage: true, nextPage: 2 });
    expect(descriptions(first)).toEqual(['Aviso 12', 'Aviso 11', 'Aviso 10', 'Aviso 9', 'Aviso 8', 'Aviso 7', 'Aviso 6', 'Aviso 5', 'Aviso 4', 'Aviso 3']);
    expect(first.docs[0]).toEqual({
      _id: expect.any(String),
      type: 'flashcardSent',
      module: 'flashcards',
      document: expect.any(String),
      description: 'Aviso 12',
      createdBy: { _id: author.id, name: 'Ana', lastName: 'Prueba', thumbnail: null },
      isReading: false,
      recipients: [reader.id, other.id].sort().map((admin) => ({ admin, isReading: false })),
      active: true,
      createdAt: expect.stringMatching(ISO_RE),
      updatedAt: expect.stringMatching(ISO_RE),
    });
    const second = expectOk<Page<NotificationWire>>(await reader.api.get('/api/notifications?page=2&limit=10'), 200, es.notifications.list);
    expect(descriptions(second)).toEqual(['Aviso 2', 'Aviso 1']);
  });

  it.each([
    ['page=0', 'page', es.validation.page],
    ['limit=101', 'limit', es.validation.limit],
    ['limit=abc', 'limit', es.validation.limit],
  ])('?%s answers 400 with the field error', async (query, path, msg) => {
    for (const url of ['/api/notifications', '/api/notifications/unread']) {
      expectError(await reader.api.get(`${url}?${query}`), 400, es.api.validation, [{ path, msg }]);
    }
  });

  it('answers 401 without a session, on every route', async () => {
    const anonymous = client(t);
    expectError(await anonymous.get('/api/notifications'), 401, es.api.unauthorized);
    expectError(await anonymous.get('/api/notifications/unread'), 401, es.api.unauthorized);
    expectError(await anonymous.put('/api/notifications/set-read-all'), 401, es.api.unauthorized);
    expectError(await anonymous.put(`/api/notifications/${randomUUID()}/set-read`), 401, es.api.unauthorized);
  });

  it('needs no module flag: an admin without any reads their own (and sees nothing they may not read)', async () => {
    const bare = await admin({});
    await seedNotification(t, { module: 'contacts', description: 'Un contacto', recipients: [bare.id] });
    const page = expectOk<Page<NotificationWire>>(await bare.api.get('/api/notifications'), 200, es.notifications.list);
    expect(page.totalDocs).toBe(0);
  });
});

describe('what an admin may list is judged now', () => {
  it('a notification about a module the admin can no longer read is neither listed nor marked', async () => {
    const someone = await admin({ contacts: { read: true } });
    const made = await seedNotification(t, { module: 'contacts', description: 'Mensaje', recipients: [someone.id] });
    expect((await someone.api.get('/api/notifications')).body.data).toMatchObject({ totalDocs: 1 });
    await t.database.sql`update permissions set read = false where admin_id = ${someone.id}`;
    expect((await someone.api.get('/api/notifications')).body.data).toMatchObject({ totalDocs: 0 });
    expect((await someone.api.get('/api/notifications/unread')).body.data).toMatchObject({ totalDocs: 0 });
    await expectRefused(t, () => someone.api.put(`/api/notifications/${made._id}/set-read`), 404, es.api.notFound);
  });

  it("an admin with a GTA lists their GTA's notifications and those of no GTA, never another GTA's", async () => {
    const scoped = await admin(cards, gtaA);
    await seedNotification(t, { description: 'De A', gtaId: gtaA, recipients: [scoped.id] }, 3);
    await seedNotification(t, { description: 'De B', gtaId: gtaB, recipients: [scoped.id] }, 2);
    await seedNotification(t, { description: 'Sin GTA', gtaId: null, recipients: [scoped.id] }, 1);
    const page = expectOk<Page<NotificationWire>>(await scoped.api.get('/api/notifications'), 200, es.notifications.list);
    expect(descriptions(page)).toEqual(['Sin GTA', 'De A']);
  });
});

describe('GET /api/notifications/unread', () => {
  it("the caller's unread only, newest first, with their count", async () => {
    const someone = await admin(cards);
    const old = await seedNotification(t, { description: 'Antigua', recipients: [someone.id] }, 30);
    await seedNotification(t, { description: 'Reciente', recipients: [someone.id] }, 5);
    const read = await seedNotification(t, { description: 'Leída', recipients: [someone.id] }, 1);
    await t.database.sql`update notification_recipients set is_reading = true where notification_id = ${read._id}`;
    const page = expectOk<Page<NotificationWire>>(await someone.api.get('/api/notifications/unread?limit=5'), 200, es.notifications.unread);
    expect(page).toMatchObject({ totalDocs: 2, limit: 5 });
    expect(descriptions(page)).toEqual(['Reciente', 'Antigua']);
    expect(page.docs.every((n) => !n.isReading)).toBe(true);
    expect(page.docs[1]!._id).toBe(old._id);
  });
});

describe('PUT /api/notifications/:id/set-read', () => {
  it('marks it read for the caller only: 202, the notification as it now is, the time it was read', async () => {
    const someone = await admin(cards);
    const made = await seedNotification(t, { recipients: [someone.id, other.id] });
    const data = expectOk<NotificationWire>(await someone.api.put(`/api/notifications/${made._id}/set-read`), 202, es.notifications.read);
    expect(data).toMatchObject({ _id: made._id, isReading: true });
    expect(data.recipients).toEqual(expect.arrayContaining([{ admin: someone.id, isReading: true }, { admin: other.id, isReading: false }]));
    const rows = await t.database.sql`select admin_id, is_reading, read_at is not null as "hasReadAt" from notification_recipients where notification_id = ${made._id} order by admin_id`;
    expect(rows).toEqual(
      expect.arrayContaining([
        { admin_id: someone.id, is_reading: true, hasReadAt: true },
        { admin_id: other.id, is_reading: false, hasReadAt: false },
      ]),
    );
    // Again: still 202, the first reading time kept.
    const [before] = await t.database.sql`select read_at from notification_recipients where notification_id = ${made._id} and admin_id = ${someone.id}`;
    expectOk(await someone.api.put(`/api/notifications/${made._id}/set-read`), 202, es.notifications.read);
    const [after] = await t.database.sql`select read_at from notification_recipients where notification_id = ${made._id} and admin_id = ${someone.id}`;
    expect(after).toEqual(before);
  });

  it("answers 404 for an unknown id and for another admin's notification; nothing changes", async () => {
    const made = await seedNotification(t, { recipients: [other.id] });
    await expectRefused(t, () => reader.api.put(`/api/notifications/${randomUUID()}/set-read`), 404, es.api.notFound);
    await expectRefused(t, () => reader.api.put(`/api/notifications/${made._id}/set-read`), 404, es.api.notFound);
  });

  it('answers 400 for an id that is no UUID', async () => {
    await expectRefused(t, () => reader.api.put('/api/notifications/abc/set-read'), 400, es.api.validation, [
      { path: 'id', msg: es.validation.invalidId },
    ]);
  });
});

describe('PUT /api/notifications/set-read-all', () => {
  it("marks all of the caller's unread read, whatever `user` names, and nobody else's", async () => {
    const someone = await admin(cards);
    const victim = await admin(cards);
    await seedNotification(t, { recipients: [someone.id, victim.id] });
    await seedNotification(t, { recipients: [someone.id] });
    await seedNotification(t, { recipients: [victim.id] });
    const data = expectOk<{ updated: number }>(
      await someone.api.put(`/api/notifications/set-read-all?user=${victim.id}`),
      202,
      es.notifications.allRead,
    );
    expect(data).toEqual({ updated: 2 });
    expect((await someone.api.get('/api/notifications/unread')).body.data).toMatchObject({ totalDocs: 0 });
    expect((await victim.api.get('/api/notifications/unread')).body.data).toMatchObject({ totalDocs: 2 });
    expectOk(await someone.api.put('/api/notifications/set-read-all'), 202, es.notifications.allRead);
    expect((await someone.api.put('/api/notifications/set-read-all?user=cualquiera')).body.data).toEqual({ updated: 0 });
  });
});

describe('retention', () => {
  it('deletes what was read longer ago than the age, keeps unread and recent ones; running it twice is harmless', async () => {
    const someone = await admin(cards);
    const DAY = 24 * 60;
    const oldRead = await seedNotification(t, { description: 'vieja leída', recipients: [someone.id] }, 200 * DAY);
    const oldUnread = await seedNotification(t, { description: 'vieja sin leer', recipients: [someone.id] }, 200 * DAY);
    const oldShared = await seedNotification(t, { description: 'vieja compartida', recipients: [someone.id, other.id] }, 200 * DAY);
    const recentRead = await seedNotification(t, { description: 'reciente leída', recipients: [someone.id] }, 10 * DAY);
    await t.database.sql`
      update notification_recipients set is_reading = true
      where admin_id = ${someone.id} and notification_id in ${t.database.sql([oldRead._id, oldShared._id, recentRead._id])}`;
    expect(await purgeRead(t.database.db, 180)).toEqual({ recipients: 2, notifications: 1 });
    expect(await purgeRead(t.database.db, 180)).toEqual({ recipients: 0, notifications: 0 });
    const left = await t.database.sql<{ id: string; admins: string[] }[]>`
      select n.id, array_agg(r.admin_id::text order by r.admin_id) as admins
      from notifications n join notification_recipients r on r.notification_id = n.id
      where n.id in ${t.database.sql([oldRead._id, oldUnread._id, oldShared._id, recentRead._id])} group by n.id`;
    expect(Object.fromEntries(left.map((row) => [row.id, row.admins]))).toEqual({
      [oldUnread._id]: [someone.id],
      [oldShared._id]: [other.id],
      [recentRead._id]: [someone.id],
    });
  });

  it('keeps 180 days unless NOTIFICATION_RETENTION_DAYS says otherwise, and refuses nonsense', () => {
    expect(loadConfig({ DATA_DIR: t.config.dataDir }).notificationRetentionDays).toBe(180);
    expect(loadConfig({ DATA_DIR: t.config.dataDir, NOTIFICATION_RETENTION_DAYS: '30' }).notificationRetentionDays).toBe(30);
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, NOTIFICATION_RETENTION_DAYS: 'cero' })).toThrow(/NOTIFICATION_RETENTION_DAYS/);
  });
});
