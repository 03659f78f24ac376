import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import type { OidcConfig } from '../../src/config.ts';
import { call, createAdmin, startTestApp, SUPER_EMAIL, SUPER_PASSWORD, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk } from '../helpers/expect.ts';
import { CLIENT_ID, CLIENT_SECRET, signInAtProvider, startProvider, type TestProvider } from '../helpers/oidc-provider.ts';

const SSO = '/api/auth/admins/sso';
const APP_URL = 'http://localhost:3000';
const CALLBACK = `${APP_URL}${SSO}/callback`;
const NAME = 'Acme ID';

type Admin = Awaited<ReturnType<typeof createAdmin>>;

let provider: TestProvider;
const oidc = (only: boolean): OidcConfig => ({ issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, name: NAME, only });

async function count(t: TestApp, table: 'admin_sessions' | 'admin_sso_tickets', adminId: string): Promise<number> {
  const [row] = await t.database.sql<{ n: number }[]>`select count(*)::int as n from ${t.database.sql(table)} where admin_id = ${adminId}`;
  return row!.n;
}

/** `/sso#…` as the web app reads it. */
function landing(location: unknown): Record<string, string> {
  const url = new URL(String(location), APP_URL);
  expect(url.pathname).toBe('/sso');
  return Object.fromEntries(new URLSearchParams(url.hash.slice(1)));
}

/** The browser's side: start at the app, sign in at the provider as `login`, and come back with the app's flow cookie. */
async function throughProvider(t: TestApp, login: string, query = '') {
  const start = await t.app.inject({ method: 'GET', url: `${SSO}/start${query}` });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.origin).toBe(provider.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('scope')).toBe('openid email');
  for (const p of ['state', 'nonce', 'code_challenge']) expect(authorize.searchParams.get(p)).toMatch(/^[\w-]{20,}$/);
  const cookie = String(start.headers['set-cookie']);
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Lax/);
  const back = await signInAtProvider(authorize.href, login, CALLBACK);
  return { back, cookie: cookie.split(';')[0]!, state: authorize.searchParams.get('state')! };
}

const callback = (t: TestApp, back: URL, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: cookie ? { cookie } : {} });

const exchange = (t: TestApp, ticket: unknown) => call(t, { method: 'POST', url: `${SSO}/session`, payload: { ticket } });

describe('single sign-on with OpenID Connect', () => {
  let t: TestApp;
  let ana: Admin;
  let luis: Admin;
  let off: Admin;

  beforeAll(async () => {
    provider = await startProvider([CALLBACK]);
    t = await startTestApp({ appUrl: APP_URL, oidc: oidc(false) });
    [ana, luis, off] = await Promise.all([createAdmin(t, { role: 2 }), createAdmin(t, { role: 1 }), createAdmin(t, { active: false })]);
    provider.accounts.set('ana', { email: ana.email.toUpperCase(), verified: true });
    provider.accounts.set('luis', { email: luis.email, verified: false });
    provider.accounts.set('nadie', { email: 'nadie@example.com', verified: true });
    provider.accounts.set('baja', { email: off.email, verified: true });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('tells the login page that it is on, and its name', async () => {
    const res = await call(t, { method: 'GET', url: SSO });
    expect(expectOk(res, 200, es.api.ok)).toEqual({ enabled: true, name: NAME, only: false });
  });

  it('signs a verified, active admin in with the same session as a password login, once per ticket', async () => {
    const { back, cookie } = await throughProvider(t, 'ana');
    const res = await callback(t, back, cookie);
    expect(res.statusCode).toBe(302);
    expect(String(res.headers['set-cookie'])).toMatch(/sso_flow=;/);
    const { ticket } = landing(res.headers.location);
    expect(ticket).toMatch(/^[\w-]{40,}$/);
    expect(await count(t, 'admin_sessions', ana.id)).toBe(0);

    const data = expectOk<{ token: string; user: { _id: string; email: string } }>(await exchange(t, ticket), 200, es.auth.loggedIn);
    expect(data.user).toMatchObject({ _id: ana.id, email: ana.email, role: 2 });
    expect(await count(t, 'admin_sessions', ana.id)).toBe(1);
    const me = await call(t, { method: 'GET', url: '/api/auth/admins/me', token: data.token });
    expectOk(me, 200, es.api.ok);

    const history = await t.database.sql<{ cause: string; description: string; adminId: string }[]>`
      select cause, description, admin_id as "adminId" from historicals where document = ${ana.id}`;
    expect(history).toEqual([{ cause: 'security', description: es.sso.history.signedIn(NAME), adminId: ana.id }]);

    expectError(await exchange(t, ticket), 401, es.sso.ticketInvalid);
    expect(await count(t, 'admin_sessions', ana.id)).toBe(1);

    // Ending it works as for any session.
    await call(t, { method: 'PUT', url: `/api/auth/admins/logout/${ana.id}`, token: data.token });
    expectError(await call(t, { method: 'GET', url: '/api/auth/admins/me', token: data.token }), 401, es.api.sessionExpired);
  });

  it('carries the page she asked for through the provider, sealed in the flow cookie, to the landing', async () => {
    const page = '/flashcards/7c9e6679-7425-40de-944b-e07fc1f90ae7?tab=historial#comentarios';
    const { back, cookie } = await throughProvider(t, 'ana', `?${new URLSearchParams({ returnTo: page })}`);
    expect(decodeURIComponent(cookie)).not.toContain('flashcards');
    const { ticket, to } = landing((await callback(t, back, cookie)).headers.location);
    expect(to).toBe(page);
    expectOk(await exchange(t, ticket), 200, es.auth.loggedIn);

    // A failure keeps it too, so that «Volver a intentarlo» still leads there.
    const again = await throughProvider(t, 'luis', '?returnTo=%2Fhome');
    expect(landing((await callback(t, again.back, again.cookie)).headers.location)).toEqual({ error: 'unverified', email: luis.email, to: '/home' });
  });

  it('refuses a page to come back to that is not one of this site’s paths, with no flow started', async () => {
    const refused = [{ path: 'returnTo', msg: es.ssoReturn.invalid }];
    for (const returnTo of ['//evil.example/home', '/\\evil.example', 'https://evil.example/', '/\tx', 'home', `/${'a'.repeat(2048)}`]) {
      const res = await call(t, { method: 'GET', url: `${SSO}/start?${new URLSearchParams({ returnTo })}` });
      expectError(res, 400, es.api.validation, refused);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expectError(await call(t, { method: 'GET', url: `${SSO}/start?returnTo=/home&otro=1` }), 400, es.api.validation);
  });

  it('refuses a wrong state, a missing flow cookie and a replayed code, with no session', async () => {
    const { back, cookie } = await throughProvider(t, 'ana');
    const forged = new URL(back);
    forged.searchParams.set('state', 'estado-falsificado-por-un-tercero');
    expect(landing((await callback(t, forged, cookie)).headers.location)).toEqual({ error: 'state' });
    expect(landing((await callback(t, back)).headers.location)).toEqual({ error: 'expired' });
    expect(landing((await callback(t, back, 'sso_flow=basura')).headers.location)).toEqual({ error: 'expired' });

    const first = landing((await callback(t, back, cookie)).headers.location);
    expect(first.ticket).toBeDefined();
    // The same code again, even with a copy of the flow cookie: the provider refuses it.
    expect(landing((await callback(t, back, cookie)).headers.location)).toEqual({ error: 'failed' });
    expect(await count(t, 'admin_sso_tickets', ana.id)).toBe(1);
    await exchange(t, first.ticket);
  });

  it('says when the sign-in was cancelled at the provider', async () => {
    const start = await t.app.inject({ method: 'GET', url: `${SSO}/start` });
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const res = await t.app.inject({ method: 'GET', url: `${SSO}/callback?error=access_denied&state=${state}`, headers: { cookie } });
    expect(landing(res.headers.location)).toEqual({ error: 'cancelled' });
  });

  it('refuses an unverified, an unknown and a deactivated e-mail, creating nothing', async () => {
    for (const [login, admin, expected] of [
      ['luis', luis, { error: 'unverified', email: luis.email }],
      ['nadie', undefined, { error: 'unknown', email: 'nadie@example.com' }],
      ['baja', off, { error: 'unknown', email: off.email }],
    ] as const) {
      const { back, cookie } = await throughProvider(t, login);
      expect(landing((await callback(t, back, cookie)).headers.location)).toEqual(expected);
      if (admin) {
        expect(await count(t, 'admin_sessions', admin.id)).toBe(0);
        expect(await count(t, 'admin_sso_tickets', admin.id)).toBe(0);
      }
    }
    const created = await t.database.sql`select 1 from admins where lower(email) = 'nadie@example.com'`;
    expect(created).toHaveLength(0);
  });

  it('answers a bad ticket with a clear 400 or 401 and no session', async () => {
    const refused = (msg: string) => [{ path: 'ticket', msg }];
    expectError(await exchange(t, undefined), 400, es.api.validation, refused(es.sso.ticketRequired));
    expectError(await exchange(t, 'corto'), 400, es.api.validation, refused(es.sso.ticketInvalid));
    expectError(await exchange(t, { $ne: '' }), 400, es.api.validation, refused(es.sso.ticketRequired));
    expectError(await exchange(t, 'x'.repeat(43)), 401, es.sso.ticketInvalid);
    expect(await count(t, 'admin_sessions', luis.id)).toBe(0);
  });

  it('keeps the password login for everyone while OIDC_ONLY is off', async () => {
    const res = await call(t, { method: 'POST', url: '/api/auth/admins/login', payload: { email: luis.email, password: luis.password } });
    expectOk(res, 201, es.auth.codeSent);
  });
});

describe('OIDC_ONLY', () => {
  let t: TestApp;
  beforeAll(async () => {
    provider ??= await startProvider([CALLBACK]);
    t = await startTestApp({ appUrl: APP_URL, oidc: oidc(true) });
  });
  afterAll(() => t?.close());

  it('refuses a participant’s password login in Spanish, but not a super user’s', async () => {
    const participant = await createAdmin(t, { role: 2 });
    const login = (email: string, password: string) => call(t, { method: 'POST', url: '/api/auth/admins/login', payload: { email, password } });
    expect(expectOk(await call(t, { method: 'GET', url: SSO }), 200, es.api.ok)).toEqual({ enabled: true, name: NAME, only: true });
    expectError(await login(participant.email, participant.password), 403, es.sso.passwordOnlyForSuperUsers(NAME));
    expectError(await login('nadie@example.com', 'Clave-de-prueba-1'), 403, es.sso.passwordOnlyForSuperUsers(NAME));
    expect(t.sink.messages).toHaveLength(0);
    expectOk(await login(SUPER_EMAIL, SUPER_PASSWORD), 201, es.auth.codeSent);
  });
});

describe('without the OIDC variables', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('says single sign-on is off and answers its routes 404; the password login is unchanged', async () => {
    expect(expectOk(await call(t, { method: 'GET', url: SSO }), 200, es.api.ok)).toEqual({ enabled: false, name: '', only: false });
    expectError(await call(t, { method: 'GET', url: `${SSO}/start` }), 404, es.sso.off);
    expectError(await call(t, { method: 'GET', url: `${SSO}/callback?code=abc&state=def` }), 404, es.sso.off);
    expectError(await call(t, { method: 'POST', url: `${SSO}/session`, payload: { ticket: 'x'.repeat(43) } }), 404, es.sso.off);
    const participant = await createAdmin(t, { role: 2 });
    const res = await call(t, { method: 'POST', url: '/api/auth/admins/login', payload: { email: participant.email, password: participant.password } });
    expectOk(res, 201, es.auth.codeSent);
  });
});
