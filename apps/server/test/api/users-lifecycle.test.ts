import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { createAdmin, login, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, databaseState, expectError, expectOk, historyOf } from '../helpers/expect.ts';
import { insertUser } from '../helpers/people.ts';
import { reason, type PageOf, type Rec } from '../helpers/resources.ts';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, await loginAsSuper(t));
});
afterAll(() => t?.close());

describe('users', () => {
  it('lists with counters and search over name, last name and e-mail; never a secret', async () => {
    const a = await insertUser(t, { name: 'Renata', lastName: 'Álvarez Soto', email: 'renata@example.com', telephone: '+52 55 1234 5678', company: 'Agua Clara', country: 'México', state: 'Jalisco', city: 'Guadalajara', thumbnail: '/uploads/users/a.webp' });
    await insertUser(t, { name: 'Tomás', lastName: 'Ibarra', email: 'tomas@example.com', active: false });
    const page = expectOk<PageOf<Rec>>(await api.get('/api/users?search=alvarez'), 200, es.api.list);
    expect(page.totalDocs).toBe(1);
    expect(page.docs[0]).toEqual({
      _id: a.id,
      active: true,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      thumbnail: '/uploads/users/a.webp',
      name: 'Renata',
      lastName: 'Álvarez Soto',
      email: 'renata@example.com',
      telephone: '+52 55 1234 5678',
      company: 'Agua Clara',
      country: 'México',
      state: 'Jalisco',
      city: 'Guadalajara',
    });
    expect(expectOk<PageOf<Rec>>(await api.get('/api/users?search=TOMAS%40example'), 200, es.api.list).totalDocs).toBe(1);
    expect(expectOk(await api.get('/api/users/totals'), 200, es.api.ok)).toEqual({ total: 2, active: 1, innactive: 1 });
    expect(expectOk<PageOf<Rec>>(await api.get('/api/users?active=false'), 200, es.api.list).docs.map((d) => d.name)).toEqual(['Tomás']);
    expect(expectOk<Rec>(await api.get(`/api/users/${a.id}`), 200, es.api.ok).email).toBe('renata@example.com');
  });

  it('has no create, edit or delete', async () => {
    const user = await insertUser(t);
    const before = await databaseState(t, { withSessions: false });
    expect((await api.post('/api/users', { name: 'Nueva', lastName: 'Persona', email: 'n@example.com' })).status).toBe(404);
    expect((await api.put(`/api/users/${user.id}`, { name: 'Otro', ...reason('cambio') })).status).toBe(404);
    expect((await api.del(`/api/users/${user.id}`)).status).toBe(404);
    expect(await databaseState(t, { withSessions: false })).toBe(before);
  });

  it('deactivates and reactivates with a reason, with the users messages and history', async () => {
    const user = await insertUser(t);
    const before = await databaseState(t, { withSessions: false });
    expectError(await api.put(`/api/users/${user.id}/deactivate`, {}), 400, es.api.validation);
    expectError(await api.put(`/api/users/${user.id}/deactivate`, reason('  ')), 400, es.api.validation);
    expect(await databaseState(t, { withSessions: false })).toBe(before);

    const off = expectOk<Rec>(await api.put(`/api/users/${user.id}/deactivate`, reason('Cuenta duplicada')), 202, 'Usuario desactivado');
    expect(off.active).toBe(false);
    expectError(await api.put(`/api/users/${user.id}/deactivate`, reason('otra vez')), 409, es.api.alreadyInactive);
    const on = expectOk<Rec>(await api.put(`/api/users/${user.id}/reactivate`, reason('Aclarado con la persona')), 202, 'Usuario activado');
    expect(on.active).toBe(true);
    const history = await historyOf(t, user.id);
    expect(history.map((h) => [h.cause, h.description, h.module])).toEqual([
      ['deactivate', 'Cuenta duplicada', 'users'],
      ['activate', 'Aclarado con la persona', 'users'],
    ]);
  });

  it('needs read to list and destroy to toggle', async () => {
    const user = await insertUser(t);
    const reader = await createAdmin(t, { permissions: { users: { read: true } } });
    const nobody = await createAdmin(t);
    const asReader = client(t, await login(t, reader.email, reader.password));
    const asNobody = client(t, await login(t, nobody.email, nobody.password));
    expectError(await asNobody.get('/api/users'), 403, es.api.forbidden);
    expectOk(await asReader.get('/api/users'), 200, es.api.list);
    expectError(await asReader.put(`/api/users/${user.id}/deactivate`, reason('no')), 403, es.api.forbidden);
  });
});
