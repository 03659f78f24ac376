/**
 * Issue 11 §2 and §3: no input gives a 500 (NUL, lone surrogates, controls in one-line fields; Fastify's own client
 * errors in the envelope), new passwords of 12 characters off the common list, the set-password page without a
 * Referer, HSTS behind TRUST_PROXY, one log line per request and none per request the rate limiter refused.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, loginAsSuper, startTestApp, SUPER_EMAIL, type TestApp } from '../helpers/app.ts';
import { client, expectError, expectOk } from '../helpers/expect.ts';
import { expectRefused, type Rec } from '../helpers/resources.ts';

const v = es.validation;
let t: TestApp;
let token: string;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await startTestApp({ authFailureLimit: 1000 });
  token = await loginAsSuper(t);
  api = client(t, token);
});
afterAll(() => t?.close());

describe('NUL bytes and lone surrogates anywhere → 400 with the field, nothing changed', () => {
  it.each(['/api/admins', '/api/admins/all', '/api/admins/totals'])('GET %s?email=%00 → 400 (was 500)', async (path) => {
    expectError(await api.get(`${path}?email=%00`), 400, es.api.validation, [{ path: 'email', msg: v.nul }]);
    expectError(await api.get(`${path}?email=a%00b@example.com`), 400, es.api.validation, [{ path: 'email', msg: v.nul }]);
  });

  it('POST /api/permissions with a NUL or a lone surrogate in module → 400 (was 500), nothing stored', async () => {
    const me = expectOk<Rec>(await api.get('/api/auth/admins/me'), 200, es.api.ok);
    for (const module of ['sec\u0000tors', '\ud800', 'x\udc00']) {
      await expectRefused(t, () => api.post('/api/permissions', { admin: me._id, module, read: true }), 400, es.api.validation, [{ path: 'module', msg: v.nul }]);
    }
  });

  it('a lone surrogate in a nested body field or a key → 400 (a URL cannot carry one: its bytes decode to U+FFFD)', async () => {
    await expectRefused(
      t,
      () => api.post('/api/sectors', JSON.stringify({ name: 'Sector', description: 'Texto', extra: { nota: 'x\ud800' } }), { headers: { 'content-type': 'application/json' } }),
      400,
      es.api.validation,
      [{ path: 'extra.nota', msg: v.nul }],
    );
    await expectRefused(
      t,
      () => api.post('/api/sectors', JSON.stringify({ name: 'Sector', description: 'Texto', extra: { ['cla\ud800ve']: 1 } }), { headers: { 'content-type': 'application/json' } }),
      400,
      es.api.validation,
    );
  });

  it('control characters: refused in one-line fields (names, titles, e-mails), long texts keep line breaks and tabs', async () => {
    await expectRefused(t, () => api.post('/api/sectors', { name: 'Sec\u0007tor', description: 'Texto' }), 400, es.api.validation, [{ path: 'name', msg: v.nul }]);
    await expectRefused(t, () => api.post('/api/sectors', { name: 'Sector\nDos', description: 'Texto' }), 400, es.api.validation, [{ path: 'name', msg: v.nul }]);
    await expectRefused(t, () => api.post('/api/sectors', { name: 'Sector', description: 'Texto\u001b[31m' }), 400, es.api.validation, [{ path: 'description', msg: v.nul }]);
    const saved = expectOk<Rec>(await api.post('/api/sectors', { name: 'Sector multilínea', description: 'Línea uno\nLínea\tdos' }), 201, es.api.saved);
    expect(saved.description).toBe('Línea uno\nLínea\tdos');
    const res = await api.post('/api/contacts/public', { email: 'a\u0007@example.com' });
    expect(res.status).toBeLessThan(500);
  });
});

describe("Fastify's own client errors answer the Spanish envelope", () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });

  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
      socket.setTimeout(5000, () => socket.destroy(new Error('sin respuesta')));
    });

  it.each([
    ['malformed HTTP', 'ESTO NO ES HTTP\r\n\r\n', 400],
    ['a header with a bad character', 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Malo: a\u0001b\r\n\r\n', 400],
    ['a header without a colon', 'GET /api/health HTTP/1.1\r\nHost: x\r\nsin-dos-puntos\r\n\r\n', 400],
    ['headers too large', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('%s → %i with { code, message }', async (_label, request, status) => {
    const answer = await raw(request);
    expect(answer.split('\r\n')[0]).toBe(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ code: status, message: es.api.badRequest });
  });
});

describe('new passwords', () => {
  const recover = (password: string) =>
    api.post('/api/auth/admins/recover', { email: SUPER_EMAIL, recoverPasswordToken: 'A'.repeat(43), password, cfrmPassword: password });

  it(`fewer than 12 characters → 400 '${v.passwordWeak}'`, async () => {
    expectError(await recover('Corta-1234a'), 400, es.api.validation, [{ path: 'password', msg: v.passwordWeak }]);
  });

  it.each(['qwerty123456', 'QWERTY123456', '1qaz2wsx3edc', 'qazwsxedcrfv'])(`a common password (%s) → 400 '${v.passwordCommon}'`, async (password) => {
    expectError(await recover(password), 400, es.api.validation, [{ path: 'password', msg: v.passwordCommon }]);
  });

  it('a long uncommon one passes the rules (then the token decides)', async () => {
    expectError(await recover('Un-río-largo-2025'), 400, es.auth.recoverInvalid);
  });
});

describe('headers', () => {
  it('the set-password page is served with Referrer-Policy: no-referrer; other pages keep the default', async () => {
    const page = await call(t, { method: 'GET', url: '/user/updatepassword/abcdefghijklmnopqrstuvwxyz&ana%40example.com' });
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect((await call(t, { method: 'GET', url: '/api/health' })).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('no HSTS on plain http; HSTS and the forwarded client address when TRUST_PROXY says a proxy terminates HTTPS', async () => {
    expect((await call(t, { method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const proxied = await startTestApp({ trustProxy: true });
    try {
      const res = await call(proxied, { method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      // Behind the proxy the client is the forwarded address: one client's failures do not block another.
      const login = (ip: string) =>
        call(proxied, { method: 'POST', url: '/api/auth/admins/login', payload: { email: 'nadie@example.com', password: 'mala' }, headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < proxied.config.authFailureLimit; i++) await login('203.0.113.1');
      expectError(await login('203.0.113.1'), 429, es.api.tooManyAttempts);
      expectError(await login('203.0.113.2'), 401, es.auth.badCredentials);
    } finally {
      await proxied.close();
    }
  });
});

describe('the log', () => {
  it('one line per request', async () => {
    t.logs.length = 0;
    await api.get('/api/sectors');
    await api.get('/api/sectors/totals');
    await call(t, { method: 'GET', url: '/api/no-existe' });
    const lines = t.logs.map((l) => JSON.parse(l) as { msg: string; status?: number });
    expect(lines.filter((l) => l.msg === 'solicitud').map((l) => l.status)).toEqual([200, 200, 404]);
    expect(lines.filter((l) => /incoming request|request completed/.test(l.msg))).toEqual([]);
  });

  it('requests refused by the rate limiter are not logged one by one: one line per client and minute', async () => {
    const limited = await startTestApp({}, { requestsPerMinute: 5 });
    try {
      limited.logs.length = 0;
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await call(limited, { method: 'GET', url: '/api/health', remoteAddress: '10.40.0.1' })).status);
      expect(statuses.filter((s) => s === 429)).toHaveLength(25);
      const lines = limited.logs.map((l) => JSON.parse(l) as { msg: string; status?: number });
      expect(lines.filter((l) => l.msg === 'solicitud')).toHaveLength(5);
      expect(lines.filter((l) => l.msg.startsWith('límite de solicitudes superado'))).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });
});
