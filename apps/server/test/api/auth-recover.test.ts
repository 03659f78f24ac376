import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, createAdmin, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk, sleep } from '../helpers/expect.ts';

const REQUEST = '/api/auth/admins/request-recover';
const RECOVER = '/api/auth/admins/recover';
const LOGIN = '/api/auth/admins/login';
const v = es.validation;

type Admin = Awaited<ReturnType<typeof createAdmin>>;

describe('password recovery', () => {
  let t: TestApp;
  let pool: Admin[] = [];
  const freshAdmin = (): Admin => {
    const admin = pool.pop();
    if (!admin) throw new Error('pool de administradores agotado');
    return admin;
  };

  beforeAll(async () => {
    // Generous limit: the 429s have their own file.
    t = await startTestApp({ authFailureLimit: 1000 });
    pool = await Promise.all(Array.from({ length: 10 }, () => createAdmin(t)));
  });
  afterAll(() => t?.close());

  const requestRecover = (email: unknown, headers: Record<string, string> = {}) =>
    call(t, { method: 'POST', url: REQUEST, payload: { email } as object, headers });
  const recover = (payload: Record<string, unknown>) => call(t, { method: 'POST', url: RECOVER, payload });
  const passwordHash = async (id: string) =>
    (await t.database.sql<{ hash: string }[]>`select password_hash as hash from admins where id = ${id}`)[0]!.hash;

  /** Requests a link and reads it from the captured mail. */
  async function mailedLink(email: string, headers: Record<string, string> = {}) {
    t.sink.clear();
    const res = await requestRecover(email, headers);
    expect(res.body).toEqual({ code: 200, message: es.auth.recoverRequested, data: null });
    const mail = await t.sink.waitFor((m) => m.to.includes(email.toLowerCase()));
    const match = /(\S+)\/user\/updatepassword\/([A-Za-z0-9_-]+)&(\S+)/.exec(mail.text);
    if (!match) throw new Error(`sin enlace en: ${mail.text}`);
    return { mail, base: match[1]!, token: match[2]!, email: decodeURIComponent(match[3]!), url: match[0] };
  }

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const admin = freshAdmin();
    t.sink.clear();
    const unknown = await requestRecover('nadie@example.com');
    const known = await requestRecover(admin.email);
    expect(unknown.status).toBe(200);
    expect(known.raw).toBe(unknown.raw);
    expect(known.body).toEqual({ code: 200, message: es.auth.recoverRequested, data: null });

    const mail = await t.sink.waitFor((m) => m.to.includes(admin.email));
    expect(mail.to).toEqual([admin.email]);
    expect(mail.subject).toBe(es.auth.recoverMailSubject);
    await sleep(200);
    expect(t.sink.messages.filter((m) => m.to.includes('nadie@example.com'))).toEqual([]);
    expect(t.sink.messages).toHaveLength(1);
  });

  it('mails /user/updatepassword/<token>&<email> on the configured base URL, whatever Host the request claims', async () => {
    const admin = freshAdmin();
    const link = await mailedLink(admin.email, {
      host: 'evil.example.net',
      'x-forwarded-host': 'evil.example.net',
      'x-forwarded-proto': 'http',
      origin: 'http://evil.example.net',
    });
    expect(link.base).toBe(t.config.appUrl);
    expect(link.url.startsWith(`${t.config.appUrl}/user/updatepassword/`)).toBe(true);
    expect(link.email).toBe(admin.email);
    expect(link.mail.text).not.toContain('evil');
    expect(link.mail.text.trim()).toBe(es.auth.recoverMailText(link.url).trim());
    // The token is stored only as a digest, valid for one hour.
    const [row] = await t.database.sql<{ hash: string; minutes: number }[]>`
      select recover_token_hash as hash, extract(epoch from recover_expires - now())::float8 / 60 as minutes
      from admins where id = ${admin.id}`;
    expect(row!.hash).not.toContain(link.token);
    expect(row!.minutes).toBeGreaterThan(59);
    expect(row!.minutes).toBeLessThanOrEqual(60);
  });

  it('recover with the mailed token sets the password: the new one logs in, the old one no longer', async () => {
    const admin = freshAdmin();
    const link = await mailedLink(admin.email);
    const password = 'Nueva-clave-segura-1';
    const res = await recover({ email: link.email, recoverPasswordToken: link.token, password, cfrmPassword: password });
    expect(res.body).toEqual({ code: 200, message: es.auth.passwordUpdated, data: null });

    expectError(await call(t, { method: 'POST', url: LOGIN, payload: { email: admin.email, password: admin.password } }), 401, es.auth.badCredentials);
    expectOk(await call(t, { method: 'POST', url: LOGIN, payload: { email: admin.email, password } }), 201, es.auth.codeSent);

    const [row] = await t.database.sql<{ hash: string | null; expires: string | null }[]>`
      select recover_token_hash as hash, recover_expires as expires from admins where id = ${admin.id}`;
    expect(row).toEqual({ hash: null, expires: null });
  });

  it('a link works once', async () => {
    const admin = freshAdmin();
    const link = await mailedLink(admin.email);
    const first = 'Primera-clave-1';
    expect((await recover({ email: admin.email, recoverPasswordToken: link.token, password: first, cfrmPassword: first })).status).toBe(200);
    const hash = await passwordHash(admin.id);
    const second = 'Segunda-clave-2';
    expectError(await recover({ email: admin.email, recoverPasswordToken: link.token, password: second, cfrmPassword: second }), 400, es.auth.recoverInvalid, [
      { path: 'recoverPasswordToken', msg: es.auth.recoverInvalid },
    ]);
    expect(await passwordHash(admin.id)).toBe(hash);
  });

  it('a link older than one hour is refused', async () => {
    const admin = freshAdmin();
    const link = await mailedLink(admin.email);
    await t.database.sql`update admins set recover_expires = now() - interval '1 second' where id = ${admin.id}`;
    const hash = await passwordHash(admin.id);
    const password = 'Clave-tardia-1';
    expectError(await recover({ email: admin.email, recoverPasswordToken: link.token, password, cfrmPassword: password }), 400, es.auth.recoverInvalid);
    expect(await passwordHash(admin.id)).toBe(hash);
  });

  it("a token works only with the address it was mailed to", async () => {
    const a = freshAdmin();
    const b = freshAdmin();
    const link = await mailedLink(a.email);
    const [hashA, hashB] = [await passwordHash(a.id), await passwordHash(b.id)];
    const password = 'Clave-ajena-123';
    expectError(await recover({ email: b.email, recoverPasswordToken: link.token, password, cfrmPassword: password }), 400, es.auth.recoverInvalid);
    expectError(await recover({ email: 'nadie@example.com', recoverPasswordToken: link.token, password, cfrmPassword: password }), 400, es.auth.recoverInvalid);
    expect([await passwordHash(a.id), await passwordHash(b.id)]).toEqual([hashA, hashB]);
    // Still usable by its owner, typed in another case.
    expectOk(await recover({ email: a.email.toUpperCase(), recoverPasswordToken: link.token, password, cfrmPassword: password }), 200, es.auth.passwordUpdated);
  });

  it('a forged token is refused', async () => {
    const admin = freshAdmin();
    await mailedLink(admin.email);
    const password = 'Clave-forjada-1';
    expectError(await recover({ email: admin.email, recoverPasswordToken: 'A'.repeat(43), password, cfrmPassword: password }), 400, es.auth.recoverInvalid);
  });

  it('a second request replaces the first link', async () => {
    const admin = freshAdmin();
    const first = await mailedLink(admin.email);
    const second = await mailedLink(admin.email);
    const password = 'Clave-reemplazo-1';
    expectError(await recover({ email: admin.email, recoverPasswordToken: first.token, password, cfrmPassword: password }), 400, es.auth.recoverInvalid);
    expectOk(await recover({ email: admin.email, recoverPasswordToken: second.token, password, cfrmPassword: password }), 200, es.auth.passwordUpdated);
  });

  it('a deactivated admin gets the same answer and no mail', async () => {
    const admin = await createAdmin(t, { active: false });
    t.sink.clear();
    const res = await requestRecover(admin.email);
    expect(res.body).toEqual({ code: 200, message: es.auth.recoverRequested, data: null });
    await sleep(200);
    expect(t.sink.messages).toEqual([]);
  });

  it("passwords that do not match → 400 'Las contraseñas no coinciden', nothing changed", async () => {
    const admin = freshAdmin();
    const link = await mailedLink(admin.email);
    const hash = await passwordHash(admin.id);
    expectError(
      await recover({ email: admin.email, recoverPasswordToken: link.token, password: 'Clave-uno-111', cfrmPassword: 'Clave-dos-222' }),
      400,
      es.api.validation,
      [{ path: 'cfrmPassword', msg: v.passwordsMismatch }],
    );
    expect(await passwordHash(admin.id)).toBe(hash);
    // The link was not spent by the refused attempt.
    expectOk(
      await recover({ email: admin.email, recoverPasswordToken: link.token, password: 'Clave-uno-111', cfrmPassword: 'Clave-uno-111' }),
      200,
      es.auth.passwordUpdated,
    );
  });

  describe("validation ('Requerido', spec 000 §5)", () => {
    const token = 'x'.repeat(43);
    it.each([
      [
        'nothing',
        {},
        [
          { path: 'email', msg: v.recoveryRequired },
          { path: 'recoverPasswordToken', msg: v.recoveryRequired },
          { path: 'password', msg: v.recoveryRequired },
          { path: 'cfrmPassword', msg: v.recoveryRequired },
        ],
      ],
      ['missing email', { recoverPasswordToken: token, password: 'Clave-larga-1', cfrmPassword: 'Clave-larga-1' }, [{ path: 'email', msg: v.recoveryRequired }]],
      ['blank email', { email: '  ', recoverPasswordToken: token, password: 'Clave-larga-1', cfrmPassword: 'Clave-larga-1' }, [{ path: 'email', msg: v.recoveryRequired }]],
      ['bad email', { email: 'correo', recoverPasswordToken: token, password: 'Clave-larga-1', cfrmPassword: 'Clave-larga-1' }, [{ path: 'email', msg: v.emailInvalid }]],
      ['missing token', { email: 'a@example.com', password: 'Clave-larga-1', cfrmPassword: 'Clave-larga-1' }, [{ path: 'recoverPasswordToken', msg: v.recoveryRequired }]],
      ['missing password', { email: 'a@example.com', recoverPasswordToken: token, cfrmPassword: 'Clave-larga-1' }, [{ path: 'password', msg: v.recoveryRequired }]],
      ['missing confirmation', { email: 'a@example.com', recoverPasswordToken: token, password: 'Clave-larga-1' }, [{ path: 'cfrmPassword', msg: v.recoveryRequired }]],
      ['short password', { email: 'a@example.com', recoverPasswordToken: token, password: 'Corta1', cfrmPassword: 'Corta1' }, [{ path: 'password', msg: v.passwordWeak }]],
      ['password of 51 characters', { email: 'a@example.com', recoverPasswordToken: token, password: 'p'.repeat(51), cfrmPassword: 'p'.repeat(51) }, [{ path: 'password', msg: v.tooLong }]],
    ])('%s → 400', async (_label, payload, errors) => {
      expectError(await recover(payload), 400, es.api.validation, errors);
    });

    it('empty passwords are reported as required', async () => {
      const res = await recover({ email: 'a@example.com', recoverPasswordToken: token, password: '', cfrmPassword: '' });
      expectError(res, 400, es.api.validation);
      expect(res.body.errors).toContainEqual({ path: 'password', msg: v.recoveryRequired });
      expect(res.body.errors).toContainEqual({ path: 'cfrmPassword', msg: v.recoveryRequired });
    });

    it.each([
      ['missing email', {}, [{ path: 'email', msg: v.recoveryRequired }]],
      ['blank email', { email: '' }, [{ path: 'email', msg: v.recoveryRequired }]],
      ['bad email', { email: 'correo@' }, [{ path: 'email', msg: v.emailInvalid }]],
    ])('request-recover with %s → 400', async (_label, payload, errors) => {
      t.sink.clear();
      expectError(await call(t, { method: 'POST', url: REQUEST, payload }), 400, es.api.validation, errors);
      expect(t.sink.messages).toEqual([]);
    });
  });
});
