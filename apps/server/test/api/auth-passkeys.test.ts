import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, createAdmin, login, readCode, startTestApp, SUPER_EMAIL, SUPER_PASSWORD, type TestApp } from '../helpers/app.ts';
import { databaseState, expectError, expectOk, historyOf } from '../helpers/expect.ts';
import { SoftAuthenticator } from '../helpers/soft-authenticator.ts';

type Admin = Awaited<ReturnType<typeof createAdmin>>;
interface Options {
  challenge: string;
  user: { id: string };
  excludeCredentials?: { id: string }[];
  allowCredentials?: { id: string }[];
}
interface Step1 {
  email: string;
  methods: string[];
  passkey: Options;
}

const PATH = '/api/auth/admins/passkeys';

// Every test signs in with argon2 hashes: room for a loaded machine.
describe('passkeys', { timeout: 90_000 }, () => {
  let t: TestApp;
  let superToken: string;
  let device: SoftAuthenticator;
  const post = (url: string, payload: object, token?: string) => call(t, { method: 'POST', url, payload, token });
  const step1 = async (a: Admin) => expectOk<Step1>(await post('/api/auth/admins/login', { email: a.email, password: a.password }), 201, es.passkeys.methodsReady);
  const verify = (a: Admin, credential: object) => post('/api/auth/admins/verify', { email: a.email, method: 'passkey', credential });
  const keys = (adminId: string) =>
    t.database.sql<{ name: string; counter: number; lastUsedAt: Date | null }[]>`
      select name, counter::int, last_used_at as "lastUsedAt" from admin_passkeys where admin_id = ${adminId} order by created_at`;
  const sessions = async (id: string) => (await t.database.sql<{ n: number }[]>`select count(*)::int as n from admin_sessions where admin_id = ${id}`)[0]!.n;

  /** Registers a passkey from Mi perfil with the given token; answers its credential id. */
  async function register(token: string, name = 'Portátil', authenticator = device): Promise<string> {
    const options = expectOk<Options>(await post(`${PATH}/options`, {}, token), 201, es.passkeys.optionsReady);
    const credential = authenticator.register(options);
    expectOk(await post(PATH, { name, credential }, token), 201, es.passkeys.added);
    return credential.id;
  }

  /** A new admin with one passkey on `device`. */
  async function withPasskey(role: 1 | 2 = 1) {
    const admin = await createAdmin(t, { role });
    const token = await login(t, admin.email, admin.password);
    const credentialId = await register(token);
    return { ...admin, token, credentialId };
  }

  beforeAll(async () => {
    t = await startTestApp({ authFailureLimit: 1000, passkeyLogin: true });
    const url = new URL(t.config.appUrl);
    device = new SoftAuthenticator(url.origin, url.hostname);
    superToken = await login(t, SUPER_EMAIL, SUPER_PASSWORD);
  });
  afterAll(() => t?.close());

  it('registers a passkey with user verification, lists it and records it in the history', async () => {
    const admin = await createAdmin(t);
    const token = await login(t, admin.email, admin.password);
    expectError(await post(`${PATH}/options`, {}), 401, es.api.unauthorized);
    const options = expectOk<Options & { authenticatorSelection: object; rp: { id: string } }>(await post(`${PATH}/options`, {}, token), 201, es.passkeys.optionsReady);
    expect(options.rp.id).toBe(new URL(t.config.appUrl).hostname);
    expect(options.authenticatorSelection).toMatchObject({ userVerification: 'required' });
    expect(options.excludeCredentials).toEqual([]);

    const credential = device.register(options);
    const added = expectOk<{ _id: string; name: string; lastUsedAt: null }>(await post(PATH, { name: ' Portátil ', credential }, token), 201, es.passkeys.added);
    expect(added).toMatchObject({ name: 'Portátil', lastUsedAt: null });
    const list = expectOk<{ _id: string; name: string }[]>(await call(t, { method: 'GET', url: PATH, token }), 200, es.passkeys.list);
    expect(list.map((k) => k.name)).toEqual(['Portátil']);
    expect((await historyOf(t, admin.id)).at(-1)).toMatchObject({ cause: 'security', description: es.passkeys.history.added('Portátil'), adminId: admin.id });

    // Her existing passkeys are excluded from the next registration.
    const next = expectOk<Options>(await post(`${PATH}/options`, {}, token), 201, es.passkeys.optionsReady);
    expect(next.excludeCredentials?.map((c) => c.id)).toEqual([credential.id]);

    const renamed = await call(t, { method: 'PUT', url: `${PATH}/${added._id}`, payload: { name: 'Teléfono' }, token });
    expect(expectOk<{ name: string }>(renamed, 200, es.passkeys.renamed).name).toBe('Teléfono');
  });

  it('refuses a wrong or replayed challenge, a wrong origin, a missing user verification and bad input, storing nothing', async () => {
    const admin = await createAdmin(t);
    const token = await login(t, admin.email, admin.password);
    const options = expectOk<Options>(await post(`${PATH}/options`, {}, token), 201, es.passkeys.optionsReady);
    const before = await databaseState(t, { withSessions: false });
    expectError(await post(PATH, { name: '', credential: device.register(options) }, token), 400, es.api.validation, [{ path: 'name', msg: es.passkeys.nameRequired }]);
    expectError(await post(PATH, { name: 'x'.repeat(61), credential: device.register(options) }, token), 400, es.api.validation, [{ path: 'name', msg: es.passkeys.nameTooLong }]);
    const broken = await post(PATH, { name: 'Llave', credential: { id: 'a/b', type: 'public-key' } }, token);
    expectError(broken, 400, es.api.validation);
    expect(broken.body.errors?.map((e) => e.msg)).toEqual(broken.body.errors?.map(() => es.passkeys.credentialInvalid));
    expect(await databaseState(t, { withSessions: false })).toBe(before);

    const refused = [
      [{ challenge: 'c29tZXRoaW5nLWVsc2U' }, es.passkeys.challengeInvalid],
      [{ origin: 'https://evil.example' }, es.passkeys.registrationFailed],
      [{ noUserVerification: true }, es.passkeys.userVerificationRequired],
    ] as const;
    for (const [tamper, message] of refused) {
      const fresh = expectOk<Options>(await post(`${PATH}/options`, {}, token), 201, es.passkeys.optionsReady);
      expectError(await post(PATH, { name: 'Llave', credential: device.register(fresh, tamper) }, token), 400, message, [{ path: 'credential', msg: message }]);
    }
    const fresh = expectOk<Options>(await post(`${PATH}/options`, {}, token), 201, es.passkeys.optionsReady);
    const credential = device.register(fresh);
    expectOk(await post(PATH, { name: 'Llave', credential }, token), 201, es.passkeys.added);
    expectError(await post(PATH, { name: 'Otra', credential }, token), 400, es.passkeys.challengeInvalid, [{ path: 'credential', msg: es.passkeys.challengeInvalid }]);
    expect((await keys(admin.id)).map((k) => k.name)).toEqual(['Llave']);
  });

  it('signs in with password and passkey: counter and last use updated, a session and a history row', async () => {
    const admin = await withPasskey();
    t.sink.clear();
    const first = await step1(admin);
    expect(first.methods).toEqual(['passkey', 'code']);
    expect(first.passkey.allowCredentials?.map((c) => c.id)).toEqual([admin.credentialId]);
    expect(t.sink.messages.filter((m) => m.to.includes(admin.email))).toEqual([]);

    const before = await sessions(admin.id);
    const assertion = device.assert(first.passkey, admin.credentialId);
    const signedIn = expectOk<{ token: string; user: { _id: string } }>(await verify(admin, assertion), 200, es.auth.loggedIn);
    expect(signedIn.user._id).toBe(admin.id);
    expect(await sessions(admin.id)).toBe(before + 1);
    const [key] = await keys(admin.id);
    expect(key!.counter).toBe(1);
    expect(key!.lastUsedAt).not.toBeNull();
    expect((await historyOf(t, admin.id)).at(-1)).toMatchObject({ cause: 'security', description: es.passkeys.history.signedIn('Portátil') });

    // The same answer again: its challenge was used.
    expectError(await verify(admin, assertion), 401, es.totp.stepExpired);
    expectError(await post('/api/auth/admins/verify', { email: admin.email, method: 'passkey' }), 400, es.api.validation, [{ path: 'credential', msg: es.passkeys.credentialInvalid }]);
  });

  it('refuses a wrong origin, a missing user verification, a counter that goes back, an unknown or another admin’s passkey', async () => {
    const admin = await withPasskey();
    const other = await withPasskey();
    const stranger = new SoftAuthenticator(new URL(t.config.appUrl).origin, new URL(t.config.appUrl).hostname);
    const strangerOptions = { challenge: 'eA', user: { id: 'eA' } };
    const unknownId = stranger.register(strangerOptions).id;
    const cases = [
      [(o: Options) => device.assert(o, admin.credentialId, { origin: 'https://evil.example' }), es.passkeys.signInFailed],
      [(o: Options) => device.assert(o, admin.credentialId, { noUserVerification: true }), es.passkeys.signInFailed],
      [(o: Options) => device.assert(o, other.credentialId), es.passkeys.signInFailed],
      [(o: Options) => stranger.assert(o, unknownId), es.passkeys.unknownCredential],
      [(o: Options) => device.assert(o, admin.credentialId, { counter: 0 }), es.passkeys.signInFailed],
    ] as const;
    device.assert({ challenge: 'eA' }, admin.credentialId, { counter: 5 });
    await t.database.sql`update admin_passkeys set counter = 5 where credential_id = ${admin.credentialId}`;
    for (const [answer, message] of cases) {
      const { passkey } = await step1(admin);
      const before = await sessions(admin.id);
      expectError(await verify(admin, answer(passkey)), 401, message);
      expect(await sessions(admin.id)).toBe(before);
    }
    expect((await keys(admin.id))[0]!.counter).toBe(5);
    expect((await keys(other.id))[0]!.lastUsedAt).toBeNull();
  });

  it('keeps the mailed code as a fallback unless the role requires a passkey or an app', async () => {
    const admin = await withPasskey(2);
    await step1(admin);
    t.sink.clear();
    expectOk(await post('/api/auth/admins/send-code', { email: admin.email }), 201, es.auth.codeSent);
    const code = await readCode(t, admin.email);
    expectOk(await post('/api/auth/admins/verify', { email: admin.email, code }), 200, es.auth.loggedIn);

    const policy = { '0': 'code', '1': 'code', '2': 'strong' };
    expectOk(await call(t, { method: 'PUT', url: '/api/configuration/second-factor', payload: policy, token: superToken }), 202, es.totp.policySaved);
    try {
      expect((await step1(admin)).methods).toEqual(['passkey']);
      expectError(await post('/api/auth/admins/send-code', { email: admin.email }), 401, es.totp.codeNotAllowed);
      const { passkey } = await step1(admin);
      expectOk(await verify(admin, device.assert(passkey, admin.credentialId)), 200, es.auth.loggedIn);
    } finally {
      await call(t, { method: 'PUT', url: '/api/configuration/second-factor', payload: { ...policy, '2': 'code' }, token: superToken });
    }
  });

  it('lets a super user see and remove another admin’s passkey, and nobody else', async () => {
    const admin = await withPasskey();
    const other = await createAdmin(t);
    const otherToken = await login(t, other.email, other.password);
    const [key] = expectOk<{ _id: string }[]>(await call(t, { method: 'GET', url: `${PATH}?admin=${admin.id}`, token: superToken }), 200, es.passkeys.list);
    expectError(await call(t, { method: 'GET', url: `${PATH}?admin=${admin.id}`, token: otherToken }), 403, es.api.forbidden);
    expectError(await call(t, { method: 'DELETE', url: `${PATH}/${key!._id}`, token: otherToken }), 403, es.api.forbidden);
    expectError(await call(t, { method: 'PUT', url: `${PATH}/${key!._id}`, payload: { name: 'Mía' }, token: otherToken }), 404, es.passkeys.notFound);
    expectError(await call(t, { method: 'DELETE', url: `${PATH}/not-an-id`, token: superToken }), 400, es.api.validation, [{ path: 'id', msg: es.validation.invalidId }]);
    expect(await keys(admin.id)).toHaveLength(1);

    expectOk(await call(t, { method: 'DELETE', url: `${PATH}/${key!._id}`, token: superToken }), 200, es.passkeys.removed);
    expectError(await call(t, { method: 'DELETE', url: `${PATH}/${key!._id}`, token: superToken }), 404, es.passkeys.notFound);
    const [superUser] = await t.database.sql<{ id: string }[]>`select id from admins where email = ${SUPER_EMAIL}`;
    expect((await historyOf(t, admin.id)).at(-1)).toMatchObject({ cause: 'security', description: es.passkeys.history.removed('Portátil'), adminId: superUser!.id });
    // Without passkeys the spec's mailed code is back.
    const res = await post('/api/auth/admins/login', { email: admin.email, password: admin.password });
    expect(res.body).toEqual({ code: 201, message: es.auth.codeSent, data: { email: admin.email } });
  });

  it('with PASSKEY_LOGIN signs in with a discoverable passkey alone, and refuses unknown passkeys and deactivated admins', async () => {
    expect(expectOk(await call(t, { method: 'GET', url: `${PATH}/login` }), 200, es.api.ok)).toEqual({ login: true });
    const admin = await withPasskey();
    const options = expectOk<Options>(await post(`${PATH}/login/options`, {}), 201, es.passkeys.optionsReady);
    expect(options.allowCredentials).toBeUndefined();
    const signedIn = expectOk<{ user: { _id: string } }>(await post(`${PATH}/login`, { credential: device.assert(options, admin.credentialId) }), 200, es.auth.loggedIn);
    expect(signedIn.user._id).toBe(admin.id);

    const stranger = new SoftAuthenticator(new URL(t.config.appUrl).origin, new URL(t.config.appUrl).hostname);
    const unknownId = stranger.register({ challenge: 'eA', user: { id: 'eA' } }).id;
    const again = expectOk<Options>(await post(`${PATH}/login/options`, {}), 201, es.passkeys.optionsReady);
    expectError(await post(`${PATH}/login`, { credential: stranger.assert(again, unknownId) }), 401, es.passkeys.unknownCredential);
    expectError(await post(`${PATH}/login`, { credential: device.assert(again, admin.credentialId) }), 401, es.passkeys.challengeInvalid);

    await t.database.sql`update admins set active = false where id = ${admin.id}`;
    const before = await sessions(admin.id);
    const last = expectOk<Options>(await post(`${PATH}/login/options`, {}), 201, es.passkeys.optionsReady);
    expectError(await post(`${PATH}/login`, { credential: device.assert(last, admin.credentialId) }), 401, es.api.userDeactivated);
    expect(await sessions(admin.id)).toBe(before);
    expectError(await post(`${PATH}/login`, { credential: 'nada' }), 400, es.api.validation);
  });
});

describe('passkeys without PASSKEY_LOGIN', { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('keeps the passkey-alone sign-in off', async () => {
    expect(expectOk(await call(t, { method: 'GET', url: `${PATH}/login` }), 200, es.api.ok)).toEqual({ login: false });
    expectError(await call(t, { method: 'POST', url: `${PATH}/login/options`, payload: {} }), 404, es.passkeys.loginOff);
  });
});
