import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import * as schema from '../../src/db/schema/index.ts';
import { createAdmin, login, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, databaseState, expectError, expectOk, historyOf } from '../helpers/expect.ts';
import { notificationsAbout, waitForNotifications } from '../helpers/notifications.ts';
import { reason, type PageOf, type Rec } from '../helpers/resources.ts';
import { asExisting } from '../helpers/existing.ts';

let t: TestApp;
let api: ReturnType<typeof client>;
let ids: string[];

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, await loginAsSuper(t));
  // As messages already there: no notification arrives in the middle of a test that compares the database.
  const rows = await asExisting(t, (db) =>
    db
      .insert(schema.contacts)
      .values([
        { name: 'Laura Méndez', email: 'laura@example.com', message: '¿Cómo me sumo a un GTA?', createdAt: new Date(Date.now() - 120_000) },
        { name: 'Jorge Ramírez', email: 'jorge@example.org', message: 'No recibí el correo de confirmación.', createdAt: new Date(Date.now() - 60_000) },
        { name: 'Patricia Salinas', email: 'patricia@example.net', message: 'Solicito información.', active: false },
      ])
      .returning({ id: schema.contacts.id }),
  );
  ids = rows.map((r) => r.id);
});
afterAll(() => t?.close());

describe('contacts', () => {
  it('lists newest first, searches, counts and reads one', async () => {
    const page = expectOk<PageOf<Rec>>(await api.get('/api/contacts'), 200, es.api.list);
    expect(page.docs.map((d) => d._id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(expectOk<PageOf<Rec>>(await api.get('/api/contacts?search=confirmacion'), 200, es.api.list).docs.map((d) => d.name)).toEqual(['Jorge Ramírez']);
    expect(expectOk(await api.get('/api/contacts/totals'), 200, es.api.ok)).toEqual({ total: 3, active: 2, innactive: 1 });
    expect(expectOk<Rec>(await api.get(`/api/contacts/${ids[0]}`), 200, es.api.ok)).toMatchObject({
      name: 'Laura Méndez',
      email: 'laura@example.com',
      message: '¿Cómo me sumo a un GTA?',
      active: true,
    });
  });

  it('has no edit, delete or toggle route', async () => {
    const before = await databaseState(t, { withSessions: false });
    expect((await api.put(`/api/contacts/${ids[0]}`, { name: 'Otro', ...reason('x') })).status).toBe(404);
    expect((await api.put('/api/contacts', { name: 'Otro' })).status).toBe(404);
    expect((await api.del(`/api/contacts/${ids[0]}`)).status).toBe(404);
    expect((await api.del('/api/contacts')).status).toBe(404);
    expect((await api.put(`/api/contacts/${ids[0]}/deactivate`, reason('x'))).status).toBe(404);
    expect(await databaseState(t, { withSessions: false })).toBe(before);
  });

  it('records a message received by phone or mail: history by the admin, the other readers notified once', async () => {
    const reader = await createAdmin(t, { permissions: { contacts: { read: true } } });
    const created = expectOk<Rec>(
      await api.post('/api/contacts', { name: '  Rosa Elena Vargas ', email: 'Rosa.Vargas@Example.com', message: 'Llamó para pedir la guía del GTA 3.' }),
      201,
      es.api.saved,
    );
    expect(created).toMatchObject({ name: 'Rosa Elena Vargas', email: 'rosa.vargas@example.com', active: true });
    expect(await historyOf(t, created._id)).toMatchObject([{ cause: 'create', module: 'contacts' }]);
    const [notification] = await waitForNotifications(t, created._id, 1);
    expect(notification).toMatchObject({ type: 'contactRecorded', description: 'Super Usuario registró un mensaje de contacto de Rosa Elena Vargas' });
    // The readers of contacts, never the admin who typed it; the public site's queue is not involved.
    expect(notification!.recipients).toContain(reader.id);
    expect(notification!.recipients).not.toContain(notification!.createdById);
    await t.app.publicInserts.drain();
    expect(await notificationsAbout(t, created._id)).toHaveLength(1);
  });

  it('refuses a message without its fields, with a bad e-mail or from whoever may not create contacts', async () => {
    const before = await databaseState(t, { withSessions: false });
    const missing = await api.post('/api/contacts', {});
    expectError(missing, 400, es.api.validation);
    expect(missing.body.errors?.map((e) => e.path).sort()).toEqual(['email', 'message', 'name']);
    expectError(await api.post('/api/contacts', { name: 'Ana Ruiz', email: 'no-es-correo', message: 'Hola' }), 400, es.api.validation);
    expectError(await api.post('/api/contacts', { name: 'A', email: 'ana@example.com', message: 'Hola' }), 400, es.api.validation);
    expect(await databaseState(t, { withSessions: false })).toBe(before);
    const reader = await createAdmin(t, { permissions: { contacts: { read: true } } });
    const asReader = client(t, await login(t, reader.email, reader.password));
    const afterLogin = await databaseState(t, { withSessions: false });
    expectError(await asReader.post('/api/contacts', { name: 'Ana Ruiz', email: 'ana@example.com', message: 'Hola' }), 403, es.api.forbidden);
    expect(await databaseState(t, { withSessions: false })).toBe(afterLogin);
  });

  it('needs read permission', async () => {
    const admin = await createAdmin(t, { permissions: { users: { read: true } } });
    const as = client(t, await login(t, admin.email, admin.password));
    expectError(await as.get('/api/contacts'), 403, es.api.forbidden);
    expectError(await as.get('/api/contacts/totals'), 403, es.api.forbidden);
    expectError(await as.get(`/api/contacts/${ids[0]}`), 403, es.api.forbidden);
    const reader = await createAdmin(t, { permissions: { contacts: { read: true } } });
    expectOk(await client(t, await login(t, reader.email, reader.password)).get('/api/contacts/totals'), 200, es.api.ok);
  });
});
