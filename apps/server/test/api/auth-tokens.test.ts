import { randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, createAdmin, login, loginAsSuper, startTestApp, SUPER_EMAIL, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk } from '../helpers/expect.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../src/plugins/app/auth.ts';

const ME = '/api/auth/admins/me';
const logoutUrl = (id: string) => `/api/auth/admins/logout/${id}`;

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('bearer tokens', () => {
  let t: TestApp;
  let token: string;
  let superId: string;
  let sid: string;
  let key: Uint8Array;

  const me = (authorization?: string) =>
    call(t, { method: 'GET', url: ME, headers: authorization === undefined ? {} : { authorization } });

  /** A token signed like the server's, with claims of our choosing. */
  const sign = (
    claims: Record<string, unknown>,
    opts: { exp: number; secret?: Uint8Array; alg?: string; issuer?: string; audience?: string },
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: opts.alg ?? 'HS256', typ: 'JWT' })
      .setIssuedAt(opts.exp - 3600)
      .setIssuer(opts.issuer ?? TOKEN_ISSUER)
      .setAudience(opts.audience ?? TOKEN_AUDIENCE)
      .setExpirationTime(opts.exp)
      .sign(opts.secret ?? key);

  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    t = await startTestApp();
    key = new TextEncoder().encode(t.config.jwtSecret);
    token = await loginAsSuper(t);
    const claims = decodeJwt(token) as { user: { _id: string }; sid: string };
    superId = claims.user._id;
    sid = claims.sid;
  });
  afterAll(() => t?.close());

  it('GET /api/auth/admins/me answers the signed-in admin without secrets', async () => {
    const user = expectOk<Record<string, unknown>>(await me(`Bearer ${token}`), 200, es.api.ok);
    expect(user).toEqual({
      _id: superId,
      name: 'Super',
      lastName: 'Usuario',
      email: SUPER_EMAIL,
      role: 0,
      gta: null,
      thumbnail: null,
      permissions: {},
    });
  });

  it('/me carries the permission flags read fresh from the database', async () => {
    const admin = await createAdmin(t, { role: 2, permissions: { sectors: { read: true, create: true } } });
    const adminToken = await login(t, admin.email, admin.password);
    const user = expectOk<{ role: number; permissions: Record<string, unknown> }>(
      await call(t, { method: 'GET', url: ME, token: adminToken }),
      200,
      es.api.ok,
    );
    expect(user.role).toBe(2);
    expect(user.permissions).toEqual({ sectors: { read: true, create: true, update: false, destroy: false, approve: false } });
  });

  it('the token carries exp and user { _id, gta } and lives TOKEN_TTL', () => {
    const claims = decodeJwt(token);
    expect(claims.user).toEqual({ _id: superId, gta: null });
    expect([claims.iss, claims.aud]).toEqual([TOKEN_ISSUER, TOKEN_AUDIENCE]);
    expect(claims.exp! - claims.iat!).toBe(t.config.tokenTtlSeconds);
  });

  it('no token → 401', async () => {
    expectError(await me(), 401, es.api.unauthorized);
  });

  it.each([
    ['empty header', () => ''],
    ['scheme only', () => 'Bearer'],
    ['scheme and a space', () => 'Bearer '],
    ['token without scheme', () => token],
    ['another scheme', () => `Basic ${token}`],
    ['two tokens', () => `Bearer ${token} ${token}`],
    ['not a JWT', () => 'Bearer abc.def'],
    ['garbage in the token', () => `Bearer ${token.slice(0, -4)}!!!!`],
    ['truncated token', () => `Bearer ${token.slice(0, 40)}`],
  ])('malformed header (%s) → 401', async (_label, header) => {
    expectError(await me(header()), 401, es.api.unauthorized);
  });

  it('an expired token → 401, while the same claims unexpired work', async () => {
    const claims = { user: { _id: superId, gta: null }, sid };
    const fresh = await sign(claims, { exp: now() + 600 });
    expect((await me(`Bearer ${fresh}`)).status).toBe(200);
    const expired = await sign(claims, { exp: now() - 5 });
    expectError(await me(`Bearer ${expired}`), 401, es.api.sessionExpired);
  });

  it('a session past its server-side expiry → 401 even if the JWT is not expired', async () => {
    const own = await loginAsSuper(t);
    const ownSid = (decodeJwt(own) as { sid: string }).sid;
    expect((await me(`Bearer ${own}`)).status).toBe(200);
    await t.database.sql`update admin_sessions set expires_at = now() - interval '1 second' where id = ${ownSid}`;
    expectError(await me(`Bearer ${own}`), 401, es.api.sessionExpired);
  });

  it('alg "none" → 401', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ user: { _id: superId, gta: null }, sid, exp: now() + 600 })}.`;
    expectError(await me(`Bearer ${unsigned}`), 401, es.api.unauthorized);
  });

  it('another HMAC algorithm with the right key → 401', async () => {
    const hs512 = await sign({ user: { _id: superId, gta: null }, sid }, { exp: now() + 600, alg: 'HS512' });
    expectError(await me(`Bearer ${hs512}`), 401, es.api.unauthorized);
  });

  it('wrong signature → 401', async () => {
    const forged = await sign({ user: { _id: superId, gta: null }, sid }, { exp: now() + 600, secret: new TextEncoder().encode('otra-clave-secreta-de-32-bytes!!') });
    expectError(await me(`Bearer ${forged}`), 401, es.api.unauthorized);
  });

  it('a payload changed after signing → 401', async () => {
    const [header, , signature] = token.split('.');
    const payload = b64({ ...decodeJwt(token), user: { _id: randomUUID(), gta: null } });
    expectError(await me(`Bearer ${header}.${payload}.${signature}`), 401, es.api.unauthorized);
  });

  it('a well-signed token without a session (or with a bad one) → 401', async () => {
    const noSession = await sign({ user: { _id: superId, gta: null }, sid: randomUUID() }, { exp: now() + 600 });
    expectError(await me(`Bearer ${noSession}`), 401, es.api.sessionExpired);
    const notUuid = await sign({ user: { _id: superId, gta: null }, sid: "1' or '1'='1" }, { exp: now() + 600 });
    expectError(await me(`Bearer ${notUuid}`), 401, es.api.unauthorized);
    const noSid = await sign({ user: { _id: superId, gta: null } }, { exp: now() + 600 });
    expectError(await me(`Bearer ${noSid}`), 401, es.api.unauthorized);
  });

  it('issue 11 §3: a token with the right key and a live session but another issuer or audience → 401', async () => {
    const claims = { user: { _id: superId, gta: null }, sid };
    expectOk(await me(`Bearer ${await sign(claims, { exp: now() + 600 })}`), 200, es.api.ok);
    expectError(await me(`Bearer ${await sign(claims, { exp: now() + 600, issuer: 'otro-sistema' })}`), 401, es.api.unauthorized);
    expectError(await me(`Bearer ${await sign(claims, { exp: now() + 600, audience: 'sitio-publico' })}`), 401, es.api.unauthorized);
    const bare = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(now() + 600).sign(key);
    expectError(await me(`Bearer ${bare}`), 401, es.api.unauthorized);
  });

  describe('logout', () => {
    it('ends that session at once, and only that one', async () => {
      const first = await loginAsSuper(t);
      const second = await loginAsSuper(t);
      const res = await call(t, { method: 'PUT', url: logoutUrl(superId), token: first, payload: { login: false } });
      expect(res.body).toEqual({ code: 200, message: es.auth.loggedOut, data: null });
      expectError(await me(`Bearer ${first}`), 401, es.api.sessionExpired);
      expectError(await call(t, { method: 'GET', url: '/api/sectors', token: first }), 401, es.api.sessionExpired);
      expect((await me(`Bearer ${second}`)).status).toBe(200);
    });

    it('works without a body too', async () => {
      const own = await loginAsSuper(t);
      expectOk(await call(t, { method: 'PUT', url: logoutUrl(superId), token: own }), 200, es.auth.loggedOut);
      expectError(await me(`Bearer ${own}`), 401, es.api.sessionExpired);
    });

    it("another admin's id → 403 and both sessions stay valid", async () => {
      const other = await createAdmin(t, { role: 1 });
      const otherToken = await login(t, other.email, other.password);
      expectError(await call(t, { method: 'PUT', url: logoutUrl(other.id), token }), 403, es.api.forbidden);
      expectError(await call(t, { method: 'PUT', url: logoutUrl(superId), token: otherToken }), 403, es.api.forbidden);
      expect((await me(`Bearer ${token}`)).status).toBe(200);
      expect((await me(`Bearer ${otherToken}`)).status).toBe(200);
    });

    it('without a token → 401; with a non-UUID id → 400', async () => {
      expectError(await call(t, { method: 'PUT', url: logoutUrl(superId) }), 401, es.api.unauthorized);
      expectError(await call(t, { method: 'PUT', url: logoutUrl('yo'), token }), 400, es.api.validation, [
        { path: 'adminId', msg: es.validation.invalidId },
      ]);
    });
  });

  describe('a deactivated admin', () => {
    it('their token answers 401 Usuario desactivado on every route at once', async () => {
      const admin = await createAdmin(t, { role: 1, permissions: { sectors: { read: true } } });
      const adminToken = await login(t, admin.email, admin.password);
      expect((await call(t, { method: 'GET', url: '/api/sectors', token: adminToken })).status).toBe(200);

      await t.database.sql`update admins set active = false where id = ${admin.id}`;
      expectError(await call(t, { method: 'GET', url: ME, token: adminToken }), 401, es.api.userDeactivated);
      expectError(await call(t, { method: 'GET', url: '/api/sectors', token: adminToken }), 401, es.api.userDeactivated);
      expectError(
        await call(t, { method: 'POST', url: '/api/sectors', token: adminToken, payload: { name: 'Sector nuevo', description: 'Desc' } }),
        401,
        es.api.userDeactivated,
      );
      expectError(await call(t, { method: 'PUT', url: logoutUrl(admin.id), token: adminToken }), 401, es.api.userDeactivated);
    });
  });

  describe('password recovery', () => {
    it('revokes every token issued before it', async () => {
      const admin = await createAdmin(t, { role: 1 });
      const before = await login(t, admin.email, admin.password);
      expect((await call(t, { method: 'GET', url: ME, token: before })).status).toBe(200);

      t.sink.clear();
      expect((await call(t, { method: 'POST', url: '/api/auth/admins/request-recover', payload: { email: admin.email } })).status).toBe(200);
      const mail = await t.sink.waitFor((m) => m.to.includes(admin.email));
      const recoverToken = /\/user\/updatepassword\/([A-Za-z0-9_-]+)&/.exec(mail.text)?.[1];
      expect(recoverToken).toBeDefined();
      const password = 'Nueva-clave-segura-9';
      const recovered = await call(t, {
        method: 'POST',
        url: '/api/auth/admins/recover',
        payload: { email: admin.email, recoverPasswordToken: recoverToken, password, cfrmPassword: password },
      });
      expectOk(recovered, 200, es.auth.passwordUpdated);

      expectError(await call(t, { method: 'GET', url: ME, token: before }), 401, es.api.sessionExpired);
      const after = await login(t, admin.email, password);
      expect((await call(t, { method: 'GET', url: ME, token: after })).status).toBe(200);
    });
  });
});
