import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ALPHABET } from '@app/domain/core/auth';
import { es } from '@app/domain/messages/es';
import { call, createAdmin, readCode, startTestApp, SUPER_EMAIL, SUPER_PASSWORD, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk, UUID_RE } from '../helpers/expect.ts';

const LOGIN = '/api/auth/admins/login';
const VERIFY = '/api/auth/admins/verify';
const v = es.validation;

const login = (t: TestApp, payload: unknown) => call(t, { method: 'POST', url: LOGIN, payload: payload as object });
type Admin = Awaited<ReturnType<typeof createAdmin>>;
const verify = (t: TestApp, email: string, code: string) => call(t, { method: 'POST', url: VERIFY, payload: { email, code } });

/** A code of the right shape that is not `code`. */
function otherCode(code: string, n = 0): string {
  const alphabet = CODE_ALPHABET.replace(code[0]!, '');
  return alphabet[n % alphabet.length]! + code.slice(1);
}

async function twoFactorState(t: TestApp, email: string) {
  const [row] = await t.database.sql<{ hash: string | null; secondsLeft: number | null; attempts: number }[]>`
    select two_factor_hash as hash, extract(epoch from two_factor_expires - now())::float8 as "secondsLeft",
           two_factor_attempts as attempts
    from admins where lower(email) = ${email.toLowerCase()}`;
  return row!;
}

async function sessionsOf(t: TestApp, adminId: string): Promise<number> {
  const [row] = await t.database.sql<{ n: number }[]>`select count(*)::int as n from admin_sessions where admin_id = ${adminId}`;
  return row!.n;
}

describe('login in two steps', () => {
  let t: TestApp;
  let pool: Admin[] = [];
  /** A fresh admin for each test that needs one (hashing is slow, so they are made in parallel up front). */
  const freshAdmin = (): Admin => {
    const admin = pool.pop();
    if (!admin) throw new Error('pool de administradores agotado');
    return admin;
  };
  // Generous limit: this file checks the code rules, auth-rate-limit.test.ts checks the 429s.
  beforeAll(async () => {
    t = await startTestApp({ authFailureLimit: 1000 });
    pool = await Promise.all(Array.from({ length: 12 }, () => createAdmin(t)));
  });
  afterAll(() => t?.close());

  /** Step 1 for an admin; returns the mailed code. */
  async function requestCode(email: string, password: string): Promise<string> {
    t.sink.clear();
    const res = await login(t, { email, password });
    expectOk(res, 201, es.auth.codeSent);
    return readCode(t, email);
  }

  it('step 1 answers 201 and mails a 6-character code (A–Z, 0–9) to that address only', async () => {
    t.sink.clear();
    const res = await login(t, { email: SUPER_EMAIL, password: SUPER_PASSWORD });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ code: 201, message: es.auth.codeSent, data: { email: SUPER_EMAIL } });

    const mail = await t.sink.waitFor((m) => m.subject === es.auth.codeMailSubject);
    expect(mail.to).toEqual([SUPER_EMAIL]);
    expect(mail.from).toBe(t.config.mailFrom);
    const code = /Su código de verificación es: (\S+)\n/.exec(mail.text)?.[1];
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(mail.text.trim()).toBe(es.auth.codeMailText(code!).trim());
    expect(t.sink.messages).toHaveLength(1);

    // Stored only as a digest, with a 10-minute expiry and a fresh try counter.
    const state = await twoFactorState(t, SUPER_EMAIL);
    expect(state.hash).not.toContain(code!);
    expect(state.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(state.attempts).toBe(0);
    expect(state.secondsLeft).toBeGreaterThan(9 * 60);
    expect(state.secondsLeft).toBeLessThanOrEqual(10 * 60);
  });

  it('the address is matched without regard to case or surrounding spaces', async () => {
    t.sink.clear();
    const res = await login(t, { email: `  ${SUPER_EMAIL.toUpperCase()} `, password: SUPER_PASSWORD });
    expect(res.body).toEqual({ code: 201, message: es.auth.codeSent, data: { email: SUPER_EMAIL } });
    const mail = await t.sink.waitFor(() => true);
    expect(mail.to).toEqual([SUPER_EMAIL]);
  });

  it('verify answers 200 with a token and the user, without secrets', async () => {
    const code = await requestCode(SUPER_EMAIL, SUPER_PASSWORD);
    const res = await verify(t, SUPER_EMAIL, code);
    const data = expectOk<{ token: string; user: Record<string, unknown> }>(res, 200, es.auth.loggedIn);
    expect(Object.keys(data).sort()).toEqual(['token', 'user']);
    expect(data.user).toEqual({
      _id: expect.stringMatching(UUID_RE),
      name: 'Super',
      lastName: 'Usuario',
      email: SUPER_EMAIL,
      role: 0,
      gta: null,
      thumbnail: null,
      permissions: {},
    });

    const claims = decodeJwt(data.token);
    expect(claims.user).toEqual({ _id: data.user._id, gta: null });
    expect(typeof claims.exp).toBe('number');
    expect(claims.exp! - claims.iat!).toBe(t.config.tokenTtlSeconds);

    const me = await call(t, { method: 'GET', url: '/api/auth/admins/me', token: data.token });
    expect(expectOk(me, 200, es.api.ok)).toEqual(data.user);

    // The code is spent and the counters are reset.
    expect(await twoFactorState(t, SUPER_EMAIL)).toEqual({ hash: null, secondsLeft: null, attempts: 0 });
  });

  it('a code works once', async () => {
    const code = await requestCode(SUPER_EMAIL, SUPER_PASSWORD);
    expect((await verify(t, SUPER_EMAIL, code)).status).toBe(200);
    expectError(await verify(t, SUPER_EMAIL, code), 401, es.auth.codeInvalid);
  });

  it('two verifications of one code at the same time log in only once', async () => {
    const admin = freshAdmin();
    const code = await requestCode(admin.email, admin.password);
    const answers = await Promise.all([1, 2, 3, 4].map(() => verify(t, admin.email, code)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401]);
    expect(await sessionsOf(t, admin.id)).toBe(1);
  });

  it('a code typed in lower case works (it is upper-cased on the server)', async () => {
    const code = await requestCode(SUPER_EMAIL, SUPER_PASSWORD);
    expectOk(await verify(t, ` ${SUPER_EMAIL.toUpperCase()}`, ` ${code.toLowerCase()} `), 200, es.auth.loggedIn);
  });

  it('a code works only for the address it was sent to', async () => {
    const a = freshAdmin();
    const b = freshAdmin();
    const codeA = await requestCode(a.email, a.password);
    const codeB = await requestCode(b.email, b.password);

    expectError(await verify(t, b.email, codeA), 401, es.auth.codeInvalid);
    expectError(await verify(t, SUPER_EMAIL, codeA), 401, es.auth.codeInvalid);
    expectError(await verify(t, 'nadie@example.com', codeA), 401, es.auth.codeInvalid);

    const asA = expectOk<{ user: { _id: string } }>(await verify(t, a.email, codeA), 200, es.auth.loggedIn);
    expect(asA.user._id).toBe(a.id);
    const asB = expectOk<{ user: { _id: string } }>(await verify(t, b.email, codeB), 200, es.auth.loggedIn);
    expect(asB.user._id).toBe(b.id);
  });

  it('a new login replaces the previous code', async () => {
    const admin = freshAdmin();
    const first = await requestCode(admin.email, admin.password);
    const second = await requestCode(admin.email, admin.password);
    if (first !== second) expectError(await verify(t, admin.email, first), 401, es.auth.codeInvalid);
    expectOk(await verify(t, admin.email, second), 200, es.auth.loggedIn);
  });

  it('four wrong codes still leave the right one usable', async () => {
    const admin = freshAdmin();
    const code = await requestCode(admin.email, admin.password);
    for (let i = 0; i < 4; i++) expectError(await verify(t, admin.email, otherCode(code, i)), 401, es.auth.codeInvalid);
    expectOk(await verify(t, admin.email, code), 200, es.auth.loggedIn);
  });

  it('five wrong codes void the code: the right one then fails', async () => {
    const admin = freshAdmin();
    const code = await requestCode(admin.email, admin.password);
    for (let i = 0; i < 5; i++) expectError(await verify(t, admin.email, otherCode(code, i)), 401, es.auth.codeInvalid);
    expect((await twoFactorState(t, admin.email)).hash).toBeNull();
    expectError(await verify(t, admin.email, code), 401, es.auth.codeInvalid);
    expect(await sessionsOf(t, admin.id)).toBe(0);
  });

  it('ten wrong codes sent at once cannot exceed the five tries', async () => {
    const admin = freshAdmin();
    const code = await requestCode(admin.email, admin.password);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => verify(t, admin.email, otherCode(code, i))));
    for (const answer of answers) expectError(answer, 401, es.auth.codeInvalid);
    expectError(await verify(t, admin.email, code), 401, es.auth.codeInvalid);
    expect((await twoFactorState(t, admin.email)).hash).toBeNull();
    expect(await sessionsOf(t, admin.id)).toBe(0);
  });

  it('an expired code is refused', async () => {
    const admin = freshAdmin();
    const code = await requestCode(admin.email, admin.password);
    await t.database.sql`update admins set two_factor_expires = now() - interval '1 second' where id = ${admin.id}`;
    expectError(await verify(t, admin.email, code), 401, es.auth.codeInvalid);
    expect(await sessionsOf(t, admin.id)).toBe(0);
  });

  it('wrong password and unknown address get the same 401 and no mail', async () => {
    t.sink.clear();
    const wrongPassword = await login(t, { email: SUPER_EMAIL, password: 'otra-clave' });
    const unknown = await login(t, { email: 'nadie@example.com', password: SUPER_PASSWORD });
    expectError(wrongPassword, 401, es.auth.badCredentials);
    expect(unknown.status).toBe(401);
    expect(unknown.raw).toBe(wrongPassword.raw);
    expect(t.sink.messages).toHaveLength(0);
    expect((await twoFactorState(t, SUPER_EMAIL)).hash).toBeNull();
  });

  it('step 1 refuses a password that is right for another admin', async () => {
    const other = freshAdmin();
    expectError(await login(t, { email: SUPER_EMAIL, password: other.password }), 401, es.auth.badCredentials);
  });

  describe('validation of step 1 (spec 000 §5)', () => {
    const cases: [string, unknown, { path: string; msg: string }[]][] = [
      ['nothing', {}, [{ path: 'email', msg: v.loginRequired }, { path: 'password', msg: v.loginRequired }]],
      ['blank email', { email: '   ', password: 'secreta' }, [{ path: 'email', msg: v.loginRequired }]],
      ['email not a string', { email: 42, password: 'secreta' }, [{ path: 'email', msg: v.loginRequired }]],
      ['email without @', { email: 'admin.example.com', password: 'secreta' }, [{ path: 'email', msg: v.emailInvalid }]],
      ['email without domain', { email: 'admin@', password: 'secreta' }, [{ path: 'email', msg: v.emailInvalid }]],
      ['missing password', { email: SUPER_EMAIL }, [{ path: 'password', msg: v.loginRequired }]],
      ['password of 1 character', { email: SUPER_EMAIL, password: 'a' }, [{ path: 'password', msg: v.tooShort }]],
      ['password of 51 characters', { email: SUPER_EMAIL, password: 'a'.repeat(51) }, [{ path: 'password', msg: v.tooLong }]],
    ];
    it.each(cases)('%s → 400 with the Spanish message', async (_label, payload, errors) => {
      t.sink.clear();
      expectError(await login(t, payload), 400, es.api.validation, errors);
      expect(t.sink.messages).toHaveLength(0);
    });

    it('an empty password is reported as required', async () => {
      const res = await login(t, { email: SUPER_EMAIL, password: '' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ path: 'password', msg: v.loginRequired });
    });

    it.each([2, 50])('a password of %i characters passes validation (then 401 when wrong)', async (length) => {
      expectError(await login(t, { email: SUPER_EMAIL, password: 'b'.repeat(length) }), 401, es.auth.badCredentials);
    });
  });

  describe('validation of step 2', () => {
    it.each([
      ['missing code', { email: SUPER_EMAIL }, [{ path: 'code', msg: v.loginRequired }]],
      ['code of 5 characters', { email: SUPER_EMAIL, code: 'ABCDE' }, [{ path: 'code', msg: v.codeInvalid }]],
      ['code of 7 characters', { email: SUPER_EMAIL, code: 'ABCDEFG' }, [{ path: 'code', msg: v.codeInvalid }]],
      ['code with a symbol', { email: SUPER_EMAIL, code: 'ABC-DE' }, [{ path: 'code', msg: v.codeInvalid }]],
      ['missing email', { code: 'ABCDEF' }, [{ path: 'email', msg: v.loginRequired }]],
      ['bad email', { email: 'x', code: 'ABCDEF' }, [{ path: 'email', msg: v.emailInvalid }]],
    ])('%s → 400', async (_label, payload, errors) => {
      expectError(await call(t, { method: 'POST', url: VERIFY, payload }), 400, es.api.validation, errors);
    });
  });

  describe('a deactivated admin', () => {
    it('cannot log in, and its right password answers like a wrong one: 401, no mail, no code', async () => {
      const admin = await createAdmin(t, { active: false });
      t.sink.clear();
      expectError(await login(t, { email: admin.email, password: admin.password }), 401, es.auth.badCredentials);
      expectError(await login(t, { email: admin.email, password: 'otra-clave' }), 401, es.auth.badCredentials);
      expect(t.sink.messages).toHaveLength(0);
      expect((await twoFactorState(t, admin.email)).hash).toBeNull();
    });

    it('cannot use a code received before the deactivation', async () => {
      const admin = freshAdmin();
      const code = await requestCode(admin.email, admin.password);
      await t.database.sql`update admins set active = false where id = ${admin.id}`;
      expectError(await verify(t, admin.email, code), 401, es.api.userDeactivated);
      expect(await sessionsOf(t, admin.id)).toBe(0);
    });
  });
});

describe('login with TWO_FACTOR=false', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ twoFactor: false });
  });
  afterAll(() => t?.close());

  it('step 1 answers 200 with the token and the user, and sends no mail', async () => {
    t.sink.clear();
    const res = await login(t, { email: SUPER_EMAIL, password: SUPER_PASSWORD });
    const data = expectOk<{ token: string; user: { _id: string; email: string } }>(res, 200, es.auth.loggedIn);
    expect(Object.keys(data).sort()).toEqual(['token', 'user']);
    expect(data.user.email).toBe(SUPER_EMAIL);
    expect(expectOk(await call(t, { method: 'GET', url: '/api/auth/admins/me', token: data.token }), 200, es.api.ok)).toEqual(
      data.user,
    );
    expect(t.sink.messages).toHaveLength(0);
    expect((await twoFactorState(t, SUPER_EMAIL)).hash).toBeNull();
  });

  it('still refuses a wrong password and a deactivated admin, whose right password answers like a wrong one', async () => {
    expectError(await login(t, { email: SUPER_EMAIL, password: 'otra-clave' }), 401, es.auth.badCredentials);
    const admin = await createAdmin(t, { active: false });
    expectError(await login(t, { email: admin.email, password: admin.password }), 401, es.auth.badCredentials);
    expectError(await login(t, { email: admin.email, password: 'otra-clave' }), 401, es.auth.badCredentials);
  });
});
