import { Secret, TOTP, URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, createAdmin, login, readCode, startTestApp, SUPER_EMAIL, SUPER_PASSWORD, type TestApp } from '../helpers/app.ts';
import { databaseState, expectError, expectOk, historyOf } from '../helpers/expect.ts';
import type { Sealed } from '../../src/modules/configuration/secret-box.ts';
import { sealLegacySecrets, totpBox } from '../../src/modules/auth/totp.ts';

type Admin = Awaited<ReturnType<typeof createAdmin>>;
interface Enrolled extends Admin {
  secret: string;
  recoveryCodes: string[];
}

/** A code of the app at `steps` periods from now (the server accepts the neighbouring ones). */
const appCode = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
const wrongCode = (secret: string) => String((Number(appCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');

// Each test signs in several times with argon2 hashes: room for a loaded machine.
describe('authenticator apps and the second-factor policy', { timeout: 90_000 }, () => {
  let t: TestApp;
  let superToken: string;
  const post = (url: string, payload: object, token?: string) => call(t, { method: 'POST', url, payload, token });
  const step1 = (a: Admin) => post('/api/auth/admins/login', { email: a.email, password: a.password });
  const verify = (a: Admin, method: string, code: string) => post('/api/auth/admins/verify', { email: a.email, method, code });
  const appRow = async (id: string) =>
    (await t.database.sql<{ secret: Sealed | null; hashes: string[]; stepUntil: Date | null }[]>`
      select secret, recovery_hashes as hashes, step_until as "stepUntil" from admin_totp where admin_id = ${id}`)[0];
  const sessions = async (id: string) =>
    (await t.database.sql<{ n: number }[]>`select count(*)::int as n from admin_sessions where admin_id = ${id}`)[0]!.n;
  const setPolicy = (policy: object) => call(t, { method: 'PUT', url: '/api/configuration/second-factor', payload: policy, token: superToken });

  /** Enrols a new admin of `role` from Mi perfil; answers her secret and recovery codes. */
  async function enrolled(role: 1 | 2 = 1): Promise<Enrolled> {
    const admin = await createAdmin(t, { role });
    const token = await login(t, admin.email, admin.password);
    const setup = expectOk<{ secret: string; uri: string }>(await post('/api/auth/admins/totp/setup', {}, token), 201, es.totp.setupStarted);
    const confirmed = await post('/api/auth/admins/totp/confirm', { code: appCode(setup.secret) }, token);
    const { recoveryCodes } = expectOk<{ recoveryCodes: string[] }>(confirmed, 201, es.totp.enabled);
    return { ...admin, secret: setup.secret, recoveryCodes };
  }

  beforeAll(async () => {
    t = await startTestApp({ authFailureLimit: 1000 });
    superToken = await login(t, SUPER_EMAIL, SUPER_PASSWORD);
  });
  afterAll(() => t?.close());

  it('keeps the spec’s two steps with the mailed code when nobody set up an app', async () => {
    const admin = await createAdmin(t);
    t.sink.clear();
    const res = await step1(admin);
    expect(res.body).toEqual({ code: 201, message: es.auth.codeSent, data: { email: admin.email } });
    const code = await readCode(t, admin.email);
    const signedIn = expectOk<{ token: string }>(await post('/api/auth/admins/verify', { email: admin.email, code }), 200, es.auth.loggedIn);
    expect(signedIn.token).toBeTruthy();
  });

  it('enrols with a QR secret and a first code, shows ten recovery codes once and keeps only their digests', async () => {
    const admin = await createAdmin(t);
    const token = await login(t, admin.email, admin.password);
    const status = await call(t, { method: 'GET', url: '/api/auth/admins/totp', token });
    expect(expectOk(status, 200, es.totp.status)).toEqual({ enabled: false, enrolledAt: null, recoveryCodesLeft: 0 });

    const setup = expectOk<{ secret: string; uri: string }>(await post('/api/auth/admins/totp/setup', {}, token), 201, es.totp.setupStarted);
    const parsed = URI.parse(setup.uri) as TOTP;
    expect(parsed.secret.base32).toBe(setup.secret);
    expect(parsed.label).toBe(admin.email);
    expect(parsed.issuer).toBe(es.totp.issuer);

    const before = await databaseState(t);
    const wrong = await post('/api/auth/admins/totp/confirm', { code: wrongCode(setup.secret) }, token);
    expectError(wrong, 400, es.totp.codeInvalid, [{ path: 'code', msg: es.totp.codeInvalid }]);
    expectError(await post('/api/auth/admins/totp/confirm', { code: '12ab' }, token), 400, es.api.validation, [{ path: 'code', msg: es.totp.codeFormat }]);
    expect(await databaseState(t)).toBe(before);

    const confirmed = await post('/api/auth/admins/totp/confirm', { code: appCode(setup.secret) }, token);
    const { recoveryCodes } = expectOk<{ recoveryCodes: string[] }>(confirmed, 201, es.totp.enabled);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    // Sealed at rest with SETTINGS_SECRET, never the base32 secret the QR code carries.
    const row = await appRow(admin.id);
    expect(JSON.stringify(row!.secret)).not.toContain(setup.secret);
    expect(totpBox(t.config.settingsSecret).open(row!.secret!)).toBe(setup.secret);
    expect(totpBox('otra-clave').open(row!.secret!)).toBeNull();
    expect(row!.hashes.join()).not.toContain(recoveryCodes[0]);

    const after = expectOk<{ enabled: boolean; recoveryCodesLeft: number }>(await call(t, { method: 'GET', url: '/api/auth/admins/totp', token }), 200, es.totp.status);
    expect(after).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expectError(await post('/api/auth/admins/totp/setup', {}, token), 409, es.totp.alreadyEnabled);

    const history = (await historyOf(t, admin.id)).filter((h) => h.cause === 'security');
    expect(history.map((h) => [h.description, h.module, h.adminId])).toEqual([
      [es.totp.history.setupStarted, 'admins', admin.id],
      [es.totp.history.enabled, 'admins', admin.id],
    ]);
  });

  it('asks for the app’s code instead of mailing one, and accepts each time-step once', async () => {
    const admin = await enrolled();
    t.sink.clear();
    const first = await step1(admin);
    expect(first.body).toEqual({ code: 201, message: es.totp.methodsReady, data: { email: admin.email, methods: ['totp', 'recovery', 'code'] } });
    expect(t.sink.messages).toHaveLength(0);

    expectError(await verify(admin, 'totp', wrongCode(admin.secret)), 401, es.totp.codeInvalid);
    // The time-step of the code that confirmed the enrolment is spent.
    const [row] = await t.database.sql<{ lastStep: string }[]>`select last_step as "lastStep" from admin_totp where admin_id = ${admin.id}`;
    const spent = new TOTP({ secret: Secret.fromBase32(admin.secret) }).generate({ timestamp: Number(row!.lastStep) * 30_000 });
    expectError(await verify(admin, 'totp', spent), 401, es.totp.codeInvalid);
    const next = appCode(admin.secret, 1);
    expectOk(await verify(admin, 'totp', next), 200, es.auth.loggedIn);
    expect(await sessions(admin.id)).toBe(2);

    await step1(admin);
    expectError(await verify(admin, 'totp', next), 401, es.totp.codeInvalid);
    expect(await sessions(admin.id)).toBe(2);
    const history = await historyOf(t, admin.id);
    expect(history.filter((h) => h.description === es.totp.history.signedInWithApp)).toHaveLength(1);
  });

  it('accepts each recovery code once', async () => {
    const admin = await enrolled();
    const [code] = admin.recoveryCodes;
    await step1(admin);
    expectOk(await verify(admin, 'recovery', code!.toLowerCase()), 200, es.auth.loggedIn);
    await step1(admin);
    expectError(await verify(admin, 'recovery', code!), 401, es.totp.codeInvalid);
    expect((await appRow(admin.id))!.hashes).toHaveLength(9);
    const history = await historyOf(t, admin.id);
    expect(history.at(-1)).toMatchObject({ cause: 'security', description: es.totp.history.signedInWithRecovery });
  });

  it('seals a secret stored in clear before the upgrade, and she still signs in with her app', async () => {
    const admin = await enrolled();
    // As the migration leaves a secret in clear: a JSON string.
    await t.database.sql`update admin_totp set secret = to_jsonb(${admin.secret}::text) where admin_id = ${admin.id}`;
    await sealLegacySecrets(t.database.db, totpBox(t.config.settingsSecret));
    const [stored] = await t.database.sql<{ kind: string; text: string }[]>`
      select jsonb_typeof(secret) as kind, secret::text as text from admin_totp where admin_id = ${admin.id}`;
    expect(stored).toMatchObject({ kind: 'object' });
    expect(stored!.text).not.toContain(admin.secret);
    await sealLegacySecrets(t.database.db, totpBox(t.config.settingsSecret));
    expect(totpBox(t.config.settingsSecret).open((await appRow(admin.id))!.secret!)).toBe(admin.secret);

    await step1(admin);
    expectOk(await verify(admin, 'totp', appCode(admin.secret, 1)), 200, es.auth.loggedIn);
  });

  it('refuses the second step without a correct password in the last ten minutes', async () => {
    const admin = await enrolled();
    expectError(await verify(admin, 'totp', appCode(admin.secret, 1)), 401, es.totp.stepExpired);
    await step1(admin);
    await t.database.sql`update admin_totp set step_until = now() - interval '1 second' where admin_id = ${admin.id}`;
    expectError(await verify(admin, 'totp', appCode(admin.secret, 1)), 401, es.totp.stepExpired);
    const wrongPassword = await post('/api/auth/admins/login', { email: admin.email, password: 'Otra-clave-mala-1' });
    expectError(wrongPassword, 401, es.auth.badCredentials);
    expectError(await verify(admin, 'totp', appCode(admin.secret, 1)), 401, es.totp.stepExpired);
    expect(await sessions(admin.id)).toBe(1);
  });

  it('voids the step after five wrong codes, as for mailed codes', async () => {
    const admin = await enrolled();
    await step1(admin);
    for (let i = 0; i < 5; i++) expectError(await verify(admin, 'totp', wrongCode(admin.secret)), 401, es.totp.codeInvalid);
    expectError(await verify(admin, 'totp', appCode(admin.secret, 1)), 401, es.totp.stepExpired);
    expect((await appRow(admin.id))!.stepUntil).toBeNull();
  });

  it('mails a code on request within the step, and answers bad input with clear 400s', async () => {
    const admin = await enrolled();
    const outside = await post('/api/auth/admins/send-code', { email: admin.email });
    expectError(outside, 401, es.totp.stepExpired);
    await step1(admin);
    t.sink.clear();
    expectOk(await post('/api/auth/admins/send-code', { email: admin.email }), 201, es.auth.codeSent);
    const code = await readCode(t, admin.email);
    expectOk(await verify(admin, 'code', code), 200, es.auth.loggedIn);

    await step1(admin);
    const before = await databaseState(t, { withSessions: false });
    expectError(await verify(admin, 'totp', 'abcdef'), 400, es.api.validation, [{ path: 'code', msg: es.totp.codeFormat }]);
    expectError(await verify(admin, 'recovery', '123456'), 400, es.api.validation, [{ path: 'code', msg: es.totp.recoveryFormat }]);
    expectError(await verify(admin, 'sms', '123456'), 400, es.api.validation, [{ path: 'method', msg: es.validation.codeInvalid }]);
    expect(await databaseState(t, { withSessions: false })).toBe(before);
  });

  it('disables the app with the password or renews recovery codes with a current code', async () => {
    const admin = await enrolled();
    await step1(admin);
    const { token: session } = expectOk<{ token: string }>(await verify(admin, 'recovery', admin.recoveryCodes[1]!), 200, es.auth.loggedIn);

    const before = await databaseState(t, { withSessions: false });
    expectError(await post('/api/auth/admins/totp/disable', {}, session), 400, es.api.validation, [{ path: 'password', msg: es.totp.proofRequired }]);
    const wrong = await post('/api/auth/admins/totp/disable', { password: 'No-es-la-clave-1' }, session);
    expectError(wrong, 400, es.totp.proofInvalid, [{ path: 'password', msg: es.totp.proofInvalid }]);
    expect(await databaseState(t, { withSessions: false })).toBe(before);

    const renewed = await post('/api/auth/admins/totp/recovery-codes', { code: appCode(admin.secret, 1) }, session);
    const { recoveryCodes } = expectOk<{ recoveryCodes: string[] }>(renewed, 201, es.totp.recoveryRenewed);
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(admin.recoveryCodes[0]);

    expectOk(await post('/api/auth/admins/totp/disable', { password: admin.password }, session), 200, es.totp.disabled);
    expect(await appRow(admin.id)).toBeUndefined();
    expect(await login(t, admin.email, admin.password)).toBeTruthy();
    const security = (await historyOf(t, admin.id)).filter((h) => h.cause === 'security').map((h) => h.description);
    expect(security.slice(-2)).toEqual([es.totp.history.recoveryRenewed, es.totp.history.disabled]);
  });

  it('lets super users require an app per role; without one she sets it up before any session', async () => {
    const limited = await createAdmin(t, { role: 2 });
    const limitedToken = await login(t, limited.email, limited.password);
    const refused = await call(t, { method: 'PUT', url: '/api/configuration/second-factor', payload: { 0: 'code', 1: 'code', 2: 'strong' }, token: limitedToken });
    expectError(refused, 403, es.api.forbidden);
    const bad = await setPolicy({ 0: 'code', 1: 'sms', 2: 'strong' });
    expectError(bad, 400, es.api.validation, [{ path: '1', msg: es.totp.levelInvalid }]);
    const read = await call(t, { method: 'GET', url: '/api/configuration/second-factor', token: superToken });
    expect(expectOk(read, 200, es.totp.policyRead)).toEqual({ 0: 'code', 1: 'code', 2: 'code' });

    const withApp = await enrolled(2);
    expectOk(await setPolicy({ 0: 'code', 1: 'code', 2: 'strong' }), 202, es.totp.policySaved);
    try {
      const answer = await step1(withApp);
      expect(answer.body.data).toEqual({ email: withApp.email, methods: ['totp', 'recovery'] });
      expectError(await post('/api/auth/admins/send-code', { email: withApp.email }), 401, es.totp.codeNotAllowed);

      const admin = await createAdmin(t, { role: 2 });
      t.sink.clear();
      const first = await step1(admin);
      expect(first.body.data).toEqual({ email: admin.email, methods: ['code'], enrolmentRequired: true });
      const mailed = await readCode(t, admin.email);
      const forced = await post('/api/auth/admins/verify', { email: admin.email, code: mailed });
      const enrolment = expectOk<{ email: string; secret: string; uri: string }>(forced, 202, es.totp.enrolmentRequired);
      expect(enrolment).toMatchObject({ email: admin.email, uri: expect.stringContaining('otpauth://totp/') });
      expect(await sessions(admin.id)).toBe(0);

      const enrol = (code: string) => post('/api/auth/admins/totp/enrol', { email: admin.email, code });
      expectError(await enrol(wrongCode(enrolment.secret)), 401, es.totp.codeInvalid);
      expect(await sessions(admin.id)).toBe(0);
      const done = expectOk<{ token: string; recoveryCodes: string[] }>(await enrol(appCode(enrolment.secret)), 200, es.auth.loggedIn);
      expect(done.recoveryCodes).toHaveLength(10);
      expect(await sessions(admin.id)).toBe(1);
      expectError(await enrol(appCode(enrolment.secret, 1)), 401, es.totp.stepExpired);
      const me = await call(t, { method: 'GET', url: '/api/auth/admins/totp', token: done.token });
      expect(expectOk(me, 200, es.totp.status)).toMatchObject({ enabled: true });
    } finally {
      expectOk(await setPolicy({ 0: 'code', 1: 'code', 2: 'code' }), 202, es.totp.policySaved);
    }
    const history = await historyOf(t, '00000000-0000-4000-8000-000000000c06');
    expect(history.map((h) => h.changes)).toEqual([[{ field: 'role2', from: 'code', to: 'strong' }], [{ field: 'role2', from: 'strong', to: 'code' }]]);
  });
});
