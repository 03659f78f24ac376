import { createHash } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, createAdmin, readCode, startTestApp, SUPER_EMAIL, SUPER_PASSWORD, type Answer, type TestApp } from '../helpers/app.ts';
import { expectOk } from '../helpers/expect.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('secrets never leave the server', () => {
  let t: TestApp;
  const answers: { label: string; res: Answer }[] = [];
  /** Secrets seen during the walk: none may appear in any answer or log line. */
  const secrets = new Set<string>();
  const tokens: string[] = [];

  const send = async (label: string, options: InjectOptions & { token?: string }) => {
    const res = await call(t, options);
    answers.push({ label, res });
    return res;
  };

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await createAdmin(t, { role: 1, permissions: { sectors: { read: true, create: true, update: true, destroy: true } } });
    secrets.add(SUPER_PASSWORD).add(admin.password).add(t.config.jwtSecret);

    // Login of the super user, with a wrong code first.
    t.sink.clear();
    await send('login', { method: 'POST', url: '/api/auth/admins/login', payload: { email: SUPER_EMAIL, password: SUPER_PASSWORD } });
    const code = await readCode(t, SUPER_EMAIL);
    secrets.add(code).add(sha256(code));
    await send('verify wrong', { method: 'POST', url: '/api/auth/admins/verify', payload: { email: SUPER_EMAIL, code: code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA' } });
    const verified = await send('verify', { method: 'POST', url: '/api/auth/admins/verify', payload: { email: SUPER_EMAIL, code } });
    const token = expectOk<{ token: string }>(verified, 200, es.auth.loggedIn).token;
    tokens.push(token);
    await send('me', { method: 'GET', url: '/api/auth/admins/me', token });
    await send('login bad password', { method: 'POST', url: '/api/auth/admins/login', payload: { email: SUPER_EMAIL, password: 'mala-clave' } });

    // Recovery of the other admin, then their login with the new password.
    t.sink.clear();
    await send('request-recover', { method: 'POST', url: '/api/auth/admins/request-recover', payload: { email: admin.email } });
    await send('request-recover unknown', { method: 'POST', url: '/api/auth/admins/request-recover', payload: { email: 'nadie@example.com' } });
    const mail = await t.sink.waitFor((m) => m.to.includes(admin.email));
    const recoverToken = /\/user\/updatepassword\/([A-Za-z0-9_-]+)&/.exec(mail.text)![1]!;
    secrets.add(recoverToken).add(sha256(recoverToken));
    const newPassword = 'Nueva-clave-secreta-7';
    secrets.add(newPassword);
    const recoverBody = { email: admin.email, recoverPasswordToken: recoverToken, password: newPassword, cfrmPassword: newPassword };
    await send('recover mismatch', { method: 'POST', url: '/api/auth/admins/recover', payload: { ...recoverBody, cfrmPassword: 'otra' } });
    await send('recover', { method: 'POST', url: '/api/auth/admins/recover', payload: recoverBody });
    await send('recover again', { method: 'POST', url: '/api/auth/admins/recover', payload: recoverBody });
    t.sink.clear();
    await send('admin login', { method: 'POST', url: '/api/auth/admins/login', payload: { email: admin.email, password: newPassword } });
    const adminCode = await readCode(t, admin.email);
    secrets.add(adminCode).add(sha256(adminCode));
    const adminVerified = await send('admin verify', { method: 'POST', url: '/api/auth/admins/verify', payload: { email: admin.email, code: adminCode } });
    const adminToken = expectOk<{ token: string }>(adminVerified, 200, es.auth.loggedIn).token;
    tokens.push(adminToken);

    // A CRUD session on sectors, and the histories (the password change wrote one on the admin's record).
    const created = await send('create', { method: 'POST', url: '/api/sectors', token: adminToken, payload: { name: 'Sector secreto', description: 'Nada que ocultar' } });
    const id = (created.body.data as { _id: string })._id;
    const reason = { historical: { description: 'Motivo' } };
    await send('list', { method: 'GET', url: '/api/sectors?search=secreto', token: adminToken });
    await send('get', { method: 'GET', url: `/api/sectors/${id}`, token: adminToken });
    await send('all', { method: 'GET', url: '/api/sectors/all', token: adminToken });
    await send('totals', { method: 'GET', url: '/api/sectors/totals', token: adminToken });
    await send('update', { method: 'PUT', url: `/api/sectors/${id}`, token: adminToken, payload: { name: 'Sector público', ...reason } });
    await send('deactivate', { method: 'PUT', url: `/api/sectors/${id}/deactivate`, token: adminToken, payload: reason });
    await send('reactivate', { method: 'PUT', url: `/api/sectors/${id}/reactivate`, token: adminToken, payload: reason });
    await send('history', { method: 'GET', url: `/api/historicals?document=${id}`, token: adminToken });
    await send('admin history', { method: 'GET', url: `/api/historicals?document=${admin.id}`, token });
    await send('modules', { method: 'GET', url: '/api/modules/all', token });
    await send('forbidden', { method: 'GET', url: '/api/areas', token: adminToken });
    await send('bad input', { method: 'POST', url: '/api/sectors', token: adminToken, payload: { name: 'x\u0000' } });
    await send('logout', { method: 'PUT', url: `/api/auth/admins/logout/${admin.id}`, token: adminToken });
    await send('after logout', { method: 'GET', url: '/api/auth/admins/me', token: adminToken });

    // Hashes and digests as stored, to look for them too.
    for (const row of await t.database.sql<{ hash: string }[]>`select password_hash as hash from admins`) secrets.add(row.hash);
  });
  afterAll(() => t?.close());

  it('walked every step as expected', () => {
    const statuses = Object.fromEntries(answers.map(({ label, res }) => [label, res.status]));
    expect(statuses).toEqual({
      login: 201,
      'verify wrong': 401,
      verify: 200,
      me: 200,
      'login bad password': 401,
      'request-recover': 200,
      'request-recover unknown': 200,
      'recover mismatch': 400,
      recover: 200,
      'recover again': 400,
      'admin login': 201,
      'admin verify': 200,
      create: 201,
      list: 200,
      get: 200,
      all: 200,
      totals: 200,
      update: 202,
      deactivate: 202,
      reactivate: 202,
      history: 200,
      'admin history': 200,
      modules: 200,
      forbidden: 403,
      'bad input': 400,
      logout: 200,
      'after logout': 401,
    });
  });

  it('no answer contains a password, hash, code, recovery token or their stored digests', () => {
    const names = ['$argon2', 'passwordHash', 'password_hash', 'twoFactor', 'two_factor', 'recoverToken', 'recover_token', 'recoverExpires', 'validated'];
    for (const { label, res } of answers) {
      for (const secret of secrets) expect(res.raw.includes(secret), `${label} contains a secret`).toBe(false);
      for (const name of names) expect(res.raw, label).not.toContain(name);
    }
  });

  it('no answer carries a token except the one verify hands out', () => {
    for (const { label, res } of answers) {
      const own = label === 'verify' || label === 'admin verify' ? (res.body.data as { token: string }).token : undefined;
      for (const token of tokens) if (token !== own) expect(res.raw.includes(token), label).toBe(false);
    }
  });

  it('no log line contains a password, hash, code, recovery token or session token', () => {
    expect(t.logs.length).toBeGreaterThan(answers.length);
    const log = t.logs.join('');
    expect(log).toContain('correo enviado');
    for (const secret of [...secrets, ...tokens]) expect(log.includes(secret), 'a secret was logged').toBe(false);
    expect(log).not.toContain('$argon2');
    expect(log).not.toMatch(/updatepassword\/[A-Za-z0-9_-]{20}/);
    expect(log).not.toMatch(/"authorization":"Bearer/i);
  });
});

describe('headers and the API document', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ twoFactor: false });
    token = expectOk<{ token: string }>(
      await call(t, { method: 'POST', url: '/api/auth/admins/login', payload: { email: SUPER_EMAIL, password: SUPER_PASSWORD } }),
      200,
      es.auth.loggedIn,
    ).token;
  });
  afterAll(() => t?.close());

  const directives = (csp: string) =>
    Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .map((d) => {
          const [name, ...values] = d.split(/\s+/);
          return [name!, values];
        }),
    );

  function expectSecurityHeaders(res: Answer, label: string) {
    const csp = String(res.headers['content-security-policy'] ?? '');
    const d = directives(csp);
    expect(d['frame-ancestors'], `${label}: ${csp}`).toEqual(["'none'"]);
    const scripts = d['script-src'] ?? d['default-src'];
    expect(scripts, `${label}: ${csp}`).toBeDefined();
    expect(scripts, label).not.toContain("'unsafe-inline'");
    expect(scripts, label).not.toContain("'unsafe-eval'");
    expect(res.headers['x-content-type-options'], label).toBe('nosniff');
    expect(res.headers['referrer-policy'], label).toBeTruthy();
  }

  it.each([
    ['an API list', { method: 'GET', url: '/api/sectors' }, true],
    ['a 401', { method: 'GET', url: '/api/sectors', token: '' }, false],
    ['a 400', { method: 'GET', url: '/api/sectors?page=0' }, true],
    ['a 404 under /api', { method: 'GET', url: '/api/nada' }, true],
    ['a public auth answer', { method: 'POST', url: '/api/auth/admins/request-recover', payload: { email: 'nadie@example.com' } }, false],
    ['the health check', { method: 'GET', url: '/api/health' }, false],
  ] as const)('%s: security headers and Cache-Control: no-store', async (label, options, withToken) => {
    const res = await call(t, { ...(options as InjectOptions), token: withToken ? token : undefined });
    expectSecurityHeaders(res, label);
    expect(res.headers['cache-control'], label).toBe('no-store');
  });

  it.each(['/', '/sectors', '/user/updatepassword/abc&a@example.com'])('a page (%s): the same security headers', async (url) => {
    expectSecurityHeaders(await call(t, { method: 'GET', url }), url);
  });

  it('the API documentation page: the same security headers', async () => {
    const page = await call(t, { method: 'GET', url: '/api/docs' });
    expect(page.status).toBe(200);
    expectSecurityHeaders(page, '/api/docs');
  });

  it('GET /api/docs/json is an OpenAPI document listing the sectors routes', async () => {
    const res = await call(t, { method: 'GET', url: '/api/docs/json' });
    expect(res.status).toBe(200);
    const doc = JSON.parse(res.raw) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths['/api/sectors'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/sectors/{id}'] ?? {}).sort()).toEqual(['get', 'put']);
    for (const path of ['/api/sectors/all', '/api/sectors/totals', '/api/sectors/{id}/deactivate', '/api/sectors/{id}/reactivate']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths).toHaveProperty(['/api/climbs/{id}', 'delete']);
    expect(doc.paths['/api/sectors/{id}']).not.toHaveProperty('delete');
    // Generated from the schemas that validate: the create body carries the limits of spec 000 §5.
    const body = JSON.stringify((doc.paths['/api/sectors'] as { post: unknown }).post);
    expect(body).toContain('"name"');
    expect(body).toContain('"description"');
    expect(res.raw).not.toContain('passwordHash');
  });
});
