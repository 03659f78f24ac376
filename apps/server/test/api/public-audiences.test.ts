import { afterAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';

interface Operation {
  method: string;
  path: string;
}

const t: TestApp = await startTestApp();
afterAll(() => t.close());
const adminToken = await loginAsSuper(t);

const email = 'audiencias@example.com';
const password = 'Clave-publica-larga-1';
await call(t, { method: 'POST', url: '/api/public/auth/register', payload: { name: 'Ana', lastName: 'Pública', email, password, acceptTerms: true } });
const mail = await t.sink.waitFor((m) => m.to.includes(email));
const confirmToken = /\/confirmar\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
const confirmed = await call(t, { method: 'POST', url: '/api/public/auth/confirm', payload: { token: confirmToken } });
const publicToken = (confirmed.body.data as { token: string }).token;

const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.keys(methods)
    .map((method) => method.toUpperCase())
    .filter((method) => ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(method))
    .map((method) => ({ method, path: path.replace(/\{[^}]+\}/g, SOME_ID) })),
);

/** A route needs a token when a call without one is refused before anything else is read. */
const needsToken: Operation[] = [];
for (const op of operations.filter((o) => o.path.startsWith('/api/'))) {
  const res = await call(t, { method: op.method as 'GET', url: op.path });
  if (res.status === 401) needsToken.push(op);
}
const userRoutes = needsToken.filter((op) => op.path.startsWith('/api/public/'));
const backOffice = needsToken.filter((op) => !op.path.startsWith('/api/public/'));
const name = (op: Operation) => `${op.method} ${op.path}`;

/** The routes that do not answer the plain 401 to this token, with what they answered. */
async function notRefused(routes: Operation[], token: string): Promise<string[]> {
  const wrong: string[] = [];
  for (const op of routes) {
    const res = await call(t, { method: op.method as 'GET', url: op.path, token });
    if (res.status !== 401 || res.body.message !== es.api.unauthorized) wrong.push(`${name(op)} → ${res.status} ${res.raw}`);
  }
  return wrong;
}

describe('the two audiences, on every route of the OpenAPI document', () => {
  it('finds both kinds of routes', () => {
    expect(userRoutes.map(name)).toEqual(expect.arrayContaining(['GET /api/public/me', 'PUT /api/public/me', 'DELETE /api/public/me', 'PUT /api/public/auth/logout']));
    expect(backOffice.length).toBeGreaterThan(50);
  });

  it('answers 401 to a public token on every back-office route that needs a token', async () => {
    expect(await notRefused(backOffice, publicToken)).toEqual([]);
  });

  it('answers 401 to an admin token on every route of a public user', async () => {
    expect(await notRefused(userRoutes, adminToken)).toEqual([]);
  });

  it('still serves each audience with its own token', async () => {
    expect((await call(t, { method: 'GET', url: '/api/public/me', token: publicToken })).status).toBe(200);
    expect((await call(t, { method: 'GET', url: '/api/auth/admins/me', token: adminToken })).status).toBe(200);
  });
});
