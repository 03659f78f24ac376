import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, createAdmin, readCode, startTestApp, type Answer, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk, sleep } from '../helpers/expect.ts';

const LOGIN = '/api/auth/admins/login';
const VERIFY = '/api/auth/admins/verify';
const REQUEST = '/api/auth/admins/request-recover';
const RECOVER = '/api/auth/admins/recover';
const LIMIT = 3;

type Admin = Awaited<ReturnType<typeof createAdmin>>;

const expectBlocked = (res: Answer) => expectError(res, 429, es.api.tooManyAttempts);

// Each test uses its own client addresses (inject's remoteAddress) and its own admins, so the counters of one test
// never explain the 429 of another: a block is attributed either to the address or to the e-mail, never both.
describe(`repeated failures → 429 (limit ${LIMIT})`, () => {
  let t: TestApp;
  let pool: Admin[] = [];
  const freshAdmin = (): Admin => {
    const admin = pool.pop();
    if (!admin) throw new Error('pool de administradores agotado');
    return admin;
  };

  beforeAll(async () => {
    t = await startTestApp({ authFailureLimit: LIMIT });
    pool = await Promise.all(Array.from({ length: 12 }, () => createAdmin(t)));
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: object, ip: string, headers: Record<string, string> = {}) =>
    call(t, { method: 'POST', url, payload, remoteAddress: ip, headers });

  describe('login', () => {
    it('blocks after the limit, then refuses even the right password, and sends no code', async () => {
      const admin = freshAdmin();
      const ip = '10.1.0.1';
      for (let i = 0; i < LIMIT; i++) expectError(await post(LOGIN, { email: admin.email, password: `mala-${i}` }, ip), 401, es.auth.badCredentials);
      t.sink.clear();
      expectBlocked(await post(LOGIN, { email: admin.email, password: 'mala-final' }, ip));
      expectBlocked(await post(LOGIN, { email: admin.email, password: admin.password }, ip));
      expect(t.sink.messages).toEqual([]);
    });

    it('a successful login does not use up the allowance', async () => {
      const admin = freshAdmin();
      const ip = '10.1.1.1';
      for (let i = 0; i < LIMIT + 2; i++) expectOk(await post(LOGIN, { email: admin.email, password: admin.password }, ip), 201, es.auth.codeSent);
    });

    it('is counted per address too: changing the e-mail\'s case does not dodge it', async () => {
      const admin = freshAdmin();
      const variants = [admin.email, admin.email.toUpperCase(), ` ${admin.email.replace(/^a/, 'A')} `];
      for (let i = 0; i < LIMIT; i++) {
        expectError(await post(LOGIN, { email: variants[i % variants.length], password: 'mala' }, `10.2.0.${i + 1}`), 401, es.auth.badCredentials);
      }
      // A client never seen before, the right password, the address in capitals.
      expectBlocked(await post(LOGIN, { email: admin.email.toUpperCase(), password: admin.password }, '10.2.0.99'));
      // The block is the address's, not everyone's: another admin from that client signs in.
      const other = freshAdmin();
      expectOk(await post(LOGIN, { email: other.email, password: other.password }, '10.2.0.99'), 201, es.auth.codeSent);
    });

    it('a trailing slash or a query string does not dodge it', async () => {
      const admin = freshAdmin();
      const urls = [LOGIN, `${LOGIN}/`, `${LOGIN}?x=1`];
      for (let i = 0; i < LIMIT; i++) {
        expectError(await post(urls[i % urls.length]!, { email: admin.email, password: 'mala' }, `10.3.0.${i + 1}`), 401, es.auth.badCredentials);
      }
      expectBlocked(await post(`${LOGIN}/`, { email: admin.email, password: admin.password }, '10.3.0.99'));
      expectBlocked(await post(LOGIN, { email: admin.email, password: admin.password }, '10.3.0.98'));
    });

    it('a forged X-Forwarded-For does not dodge it', async () => {
      const ip = '10.4.0.1';
      // Different unknown addresses: only the client's counter can fill up.
      for (let i = 0; i < LIMIT; i++) {
        expectError(
          await post(LOGIN, { email: `nadie-${i}@example.com`, password: 'mala' }, ip, { 'x-forwarded-for': `203.0.113.${i}` }),
          401,
          es.auth.badCredentials,
        );
      }
      const admin = freshAdmin();
      for (const forged of ['198.51.100.7', '198.51.100.7, 10.4.0.1', '::1']) {
        expectBlocked(await post(LOGIN, { email: admin.email, password: admin.password }, ip, { 'x-forwarded-for': forged, 'x-real-ip': forged }));
      }
      // The same admin from another client is fine.
      expectOk(await post(LOGIN, { email: admin.email, password: admin.password }, '10.4.0.2'), 201, es.auth.codeSent);
    });

    it('wrong passwords sent all at once cannot exceed the limit', async () => {
      const admin = freshAdmin();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => post(LOGIN, { email: admin.email, password: `mala-${i}` }, '10.5.0.1')),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10 - LIMIT);
      expectBlocked(await post(LOGIN, { email: admin.email, password: admin.password }, '10.5.0.2'));
    });
  });

  describe('verify', () => {
    async function codeFor(admin: Admin, ip: string): Promise<string> {
      t.sink.clear();
      expectOk(await post(LOGIN, { email: admin.email, password: admin.password }, ip), 201, es.auth.codeSent);
      return readCode(t, admin.email);
    }
    const wrong = (code: string) => (code[0] === 'Z' ? 'Y' : 'Z') + code.slice(1);

    it('blocks after the limit, then refuses even the right code', async () => {
      const admin = freshAdmin();
      const ip = '10.6.0.1';
      const code = await codeFor(admin, ip);
      for (let i = 0; i < LIMIT; i++) expectError(await post(VERIFY, { email: admin.email, code: wrong(code) }, ip), 401, es.auth.codeInvalid);
      expectBlocked(await post(VERIFY, { email: admin.email, code }, ip));
    });

    it('not dodged by case, trailing slash or X-Forwarded-For', async () => {
      const admin = freshAdmin();
      const code = await codeFor(admin, '10.7.0.1');
      for (let i = 0; i < LIMIT; i++) {
        expectError(await post(VERIFY, { email: admin.email, code: wrong(code) }, `10.7.1.${i + 1}`), 401, es.auth.codeInvalid);
      }
      expectBlocked(await post(VERIFY, { email: admin.email.toUpperCase(), code }, '10.7.2.1'));
      expectBlocked(await post(`${VERIFY}/`, { email: admin.email, code: code.toLowerCase() }, '10.7.2.2'));
      expectBlocked(await post(VERIFY, { email: admin.email, code }, '10.7.2.3', { 'x-forwarded-for': '203.0.113.50' }));
    });
  });

  describe('recover', () => {
    async function linkFor(admin: Admin, ip: string): Promise<string> {
      t.sink.clear();
      expect((await post(REQUEST, { email: admin.email }, ip)).status).toBe(200);
      const mail = await t.sink.waitFor((m) => m.to.includes(admin.email));
      return /\/user\/updatepassword\/([A-Za-z0-9_-]+)&/.exec(mail.text)![1]!;
    }
    const body = (email: string, token: string) => ({ email, recoverPasswordToken: token, password: 'Clave-nueva-99', cfrmPassword: 'Clave-nueva-99' });

    it('bad tokens: blocked after the limit, then the right token is refused too; not dodged by case, slash or X-Forwarded-For', async () => {
      const admin = freshAdmin();
      const token = await linkFor(admin, '10.8.0.1');
      for (let i = 0; i < LIMIT; i++) {
        expectError(await post(RECOVER, body(admin.email, `${'B'.repeat(40)}${i}`), `10.8.1.${i + 1}`), 400, es.auth.recoverInvalid);
      }
      expectBlocked(await post(RECOVER, body(admin.email, token), '10.8.1.1'));
      expectBlocked(await post(RECOVER, body(admin.email.toUpperCase(), token), '10.8.2.1'));
      expectBlocked(await post(`${RECOVER}/`, body(admin.email, token), '10.8.2.2'));
      expectBlocked(await post(RECOVER, body(admin.email, token), '10.8.2.3', { 'x-forwarded-for': '203.0.113.60' }));
      // Nothing was changed by the blocked attempts.
      const [row] = await t.database.sql<{ pending: boolean }[]>`select recover_token_hash is not null as pending from admins where id = ${admin.id}`;
      expect(row!.pending).toBe(true);
    });

    it('request-recover: every request counts, per client and per address', async () => {
      const admin = freshAdmin();
      for (let i = 0; i < LIMIT; i++) expect((await post(REQUEST, { email: admin.email }, `10.9.0.${i + 1}`)).status).toBe(200);
      expectBlocked(await post(REQUEST, { email: admin.email.toUpperCase() }, '10.9.1.1'));
      expectBlocked(await post(`${REQUEST}/`, { email: admin.email }, '10.9.1.2'));

      const ip = '10.9.2.1';
      for (let i = 0; i < LIMIT; i++) expect((await post(REQUEST, { email: `nadie-${i}@example.com` }, ip)).status).toBe(200);
      const other = freshAdmin();
      expectBlocked(await post(REQUEST, { email: other.email }, ip, { 'x-forwarded-for': '203.0.113.70' }));
      await sleep(200);
      expect(t.sink.messages.filter((m) => m.to.includes(other.email))).toEqual([]);
    });
  });
});
