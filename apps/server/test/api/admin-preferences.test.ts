import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import * as schema from '../../src/db/schema/index.ts';
import { call, createAdmin, login, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, databaseState, expectError, expectOk } from '../helpers/expect.ts';

const URL = '/api/auth/admins/me/preferences';

let t: TestApp;
let ana: { id: string; api: ReturnType<typeof client> };
let beto: { id: string; api: ReturnType<typeof client> };

const storedTheme = async (adminId: string) =>
  (await t.database.db.select().from(schema.adminPreferences).where(eq(schema.adminPreferences.adminId, adminId)))[0]?.theme;

beforeAll(async () => {
  t = await startTestApp();
  // Any signed-in admin keeps their own theme, whatever their permissions: one without any flag.
  const a = await createAdmin(t);
  const b = await createAdmin(t, { role: 2 });
  ana = { id: a.id, api: client(t, await login(t, a.email, a.password)) };
  beto = { id: b.id, api: client(t, await login(t, b.email, b.password)) };
});
afterAll(() => t?.close());

describe('GET /api/auth/admins/me/preferences', () => {
  it('follows the system until the admin chooses', async () => {
    expect(expectOk(await ana.api.get(URL), 200, es.preferences.read)).toEqual({ theme: 'system' });
    expect(await storedTheme(ana.id)).toBeUndefined();
  });

  it('answers 401 without a valid token', async () => {
    expectError(await call(t, { method: 'GET', url: URL }), 401, es.api.unauthorized);
    expectError(await call(t, { method: 'PUT', url: URL, payload: { theme: 'dark' } }), 401, es.api.unauthorized);
  });
});

describe('PUT /api/auth/admins/me/preferences', () => {
  it('keeps the choice on the server, where another sign-in finds it', async () => {
    expect(expectOk(await ana.api.put(URL, { theme: 'dark' }), 202, es.preferences.saved)).toEqual({ theme: 'dark' });
    expect(await storedTheme(ana.id)).toBe('dark');
    const a2 = client(t, await loginAsAna());
    expect(expectOk(await a2.get(URL), 200, es.preferences.read)).toEqual({ theme: 'dark' });

    expect(expectOk(await a2.put(URL, { theme: 'light' }), 202, es.preferences.saved)).toEqual({ theme: 'light' });
    expect(expectOk(await ana.api.get(URL), 200, es.preferences.read)).toEqual({ theme: 'light' });
    expectOk(await ana.api.put(URL, { theme: 'system' }), 202, es.preferences.saved);
    expect(await storedTheme(ana.id)).toBe('system');
  });

  it('changes only the caller own preference', async () => {
    expectOk(await ana.api.put(URL, { theme: 'dark' }), 202, es.preferences.saved);
    expectOk(await beto.api.put(URL, { theme: 'light' }), 202, es.preferences.saved);
    expect(expectOk(await ana.api.get(URL), 200, es.preferences.read)).toEqual({ theme: 'dark' });
    expect(expectOk(await beto.api.get(URL), 200, es.preferences.read)).toEqual({ theme: 'light' });
    expect(await storedTheme(ana.id)).toBe('dark');
    expect(await storedTheme(beto.id)).toBe('light');
  });

  it('refuses an attempt to name another admin, changing nothing', async () => {
    const before = await databaseState(t, { withSessions: false });
    const res = await beto.api.put(URL, { theme: 'dark', adminId: ana.id });
    expectError(res, 400, es.api.validation);
    expect(res.body.errors?.map((e) => e.msg)).toContain(es.preferences.unknownField);
    expect(await databaseState(t, { withSessions: false })).toBe(before);
  });

  const bad: [string, unknown, string][] = [
    ['an unknown theme', { theme: 'blue' }, es.preferences.themeInvalid],
    ['a theme in capitals', { theme: 'DARK' }, es.preferences.themeInvalid],
    ['no theme', {}, es.preferences.themeInvalid],
    ['a null theme', { theme: null }, es.preferences.themeInvalid],
    ['a number', { theme: 1 }, es.preferences.themeInvalid],
    ['a list of themes', { theme: ['dark'] }, es.preferences.themeInvalid],
  ];
  it.each(bad)('answers 400 to %s and changes nothing', async (_, body, msg) => {
    const before = await databaseState(t, { withSessions: false });
    const res = await ana.api.put(URL, body as Record<string, unknown>);
    expectError(res, 400, es.api.validation, [{ path: 'theme', msg }]);
    expect(await databaseState(t, { withSessions: false })).toBe(before);
  });

  it('answers 400 to a body that is no object or no JSON, changing nothing', async () => {
    const before = await databaseState(t, { withSessions: false });
    expect((await ana.api.put(URL, ['dark'])).status).toBe(400);
    expect((await ana.api.put(URL, '"dark"', { headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expectError(await ana.api.put(URL, '{"theme":', { headers: { 'content-type': 'application/json' } }), 400, es.api.malformedJson);
    expect(await databaseState(t, { withSessions: false })).toBe(before);
  });
});

async function loginAsAna() {
  const [row] = await t.database.db.select({ email: schema.admins.email }).from(schema.admins).where(eq(schema.admins.id, ana.id));
  return login(t, row!.email, 'Clave-de-prueba-1');
}
