import { afterAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';

type Security = Record<string, string[]>[];

interface Operation {
  method: string;
  path: string;
  url: string;
  tags?: string[];
  security?: Security;
}

interface Document {
  security?: unknown;
  components: { securitySchemes: Record<string, { type: string; scheme: string; bearerFormat: string; description: string }> };
  paths: Record<string, Record<string, { tags?: string[]; security?: Security }>>;
}

const t: TestApp = await startTestApp();
afterAll(() => t.close());
const adminToken = await loginAsSuper(t);

const email = 'documento@example.com';
await call(t, {
  method: 'POST',
  url: '/api/public/auth/register',
  payload: { name: 'Lucía', lastName: 'Documentada', email, password: 'Clave-del-documento-1', acceptTerms: true },
});
const mail = await t.sink.waitFor((m) => m.to.includes(email));
const confirmToken = /\/confirmar\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
const userToken = ((await call(t, { method: 'POST', url: '/api/public/auth/confirm', payload: { token: confirmToken } })).body.data as { token: string })
  .token;

const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const operations: Operation[] = Object.entries(doc.paths)
  .filter(([path]) => path.startsWith('/api/'))
  .flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      .map(([method, op]) => ({ ...op, method: method.toUpperCase(), path, url: path.replace(/\{[^}]+\}/g, SOME_ID) })),
  );
const name = (op: Operation) => `${op.method} ${op.path}`;
const schemeOf = (op: Operation) => (op.security?.length ? Object.keys(op.security[0]!).join(',') : 'none');
const anonymous = operations.filter((op) => schemeOf(op) === 'none');
const adminRoutes = operations.filter((op) => schemeOf(op) === 'adminToken');
const userRoutes = operations.filter((op) => schemeOf(op) === 'userToken');
// Calling them with a valid token would end the session the walk uses.
const keepsSession = (op: Operation) => !op.path.includes('/logout');

/** The operations whose answer to this token breaks `expected`, with what they answered. */
async function breaking(routes: Operation[], token: string | undefined, expected: (status: number, message: string) => boolean): Promise<string[]> {
  const wrong: string[] = [];
  for (const op of routes) {
    const res = await call(t, { method: op.method as 'GET', url: op.url, token });
    if (!expected(res.status, res.body.message)) wrong.push(`${name(op)} → ${res.status} ${res.raw.slice(0, 200)}`);
  }
  return wrong;
}
const refused = (status: number, message: string) => status === 401 && message === es.api.unauthorized;
const letThrough = (status: number) => status !== 401;

describe('the security of every operation of the OpenAPI document', () => {
  it('describes the two bearer tokens, each for its audience, and no default for all routes', () => {
    expect(doc.security).toBeUndefined();
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['adminToken', 'userToken']);
    for (const scheme of Object.values(doc.components.securitySchemes)) {
      expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    }
    expect(doc.components.securitySchemes.adminToken!.description).toMatch(/administrador del back-office/);
    expect(doc.components.securitySchemes.userToken!.description).toMatch(/usuario del sitio público/);
  });

  it('gives every operation a security of its own, anonymous ones an empty one', () => {
    expect(operations.filter((op) => op.security === undefined).map(name)).toEqual([]);
    expect(operations.filter((op) => op.security!.length > 1 || !['none', 'adminToken', 'userToken'].includes(schemeOf(op))).map(name)).toEqual([]);
    expect(anonymous.map(name)).toEqual(
      expect.arrayContaining(['POST /api/auth/admins/login', 'GET /api/health', 'POST /api/public/auth/login', 'GET /api/public/flashcards', 'POST /api/public/contacts']),
    );
    expect(userRoutes.map(name)).toEqual(expect.arrayContaining(['GET /api/public/me', 'DELETE /api/public/me', 'PUT /api/public/auth/logout']));
    expect(adminRoutes.map(name)).toEqual(expect.arrayContaining(['GET /api/auth/admins/me', 'GET /api/dashboard', 'PUT /api/auth/admins/logout/{adminId}']));
  });

  it('tags every public-site operation «Sitio público», and only those need the user token', () => {
    const publicSite = operations.filter((op) => op.path.startsWith('/api/public/'));
    expect(publicSite.length).toBeGreaterThan(20);
    expect(publicSite.filter((op) => op.tags?.join() !== 'Sitio público').map(name)).toEqual([]);
    expect(userRoutes.filter((op) => !op.path.startsWith('/api/public/')).map(name)).toEqual([]);
    expect(publicSite.filter((op) => schemeOf(op) === 'adminToken').map(name)).toEqual([]);
  });

  it('serves the anonymous operations without a token', async () => {
    expect(await breaking(anonymous, undefined, letThrough)).toEqual([]);
  });

  it('refuses the admin operations without a token or with a user token, and opens them to an admin token', async () => {
    expect(await breaking(adminRoutes, undefined, refused)).toEqual([]);
    expect(await breaking(adminRoutes, userToken, refused)).toEqual([]);
    expect(await breaking(adminRoutes.filter(keepsSession), adminToken, letThrough)).toEqual([]);
  });

  it('refuses the user operations without a token or with an admin token, and opens them to a user token', async () => {
    expect(await breaking(userRoutes, undefined, refused)).toEqual([]);
    expect(await breaking(userRoutes, adminToken, refused)).toEqual([]);
    expect(await breaking(userRoutes.filter(keepsSession), userToken, letThrough)).toEqual([]);
  });
});
