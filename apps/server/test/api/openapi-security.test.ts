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

const apiToken = (
  (
    await call(t, {
      method: 'POST',
      url: '/api/tokens',
      token: adminToken,
      payload: { name: 'Documento', expiresAt: new Date(Date.now() + 86_400_000).toISOString(), scopes: [{ module: 'sectors', actions: ['read'] }] },
    })
  ).body.data as { token: string }
).token;

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
const alternatives = (op: Operation) => (op.security ?? []).map((s) => Object.keys(s).join(',')).join(' | ') || 'none';
const tokenRoutes = operations.filter((op) => alternatives(op) === 'adminToken | apiToken');
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
  it('describes the three bearer tokens, each for its audience, and no default for all routes', () => {
    expect(doc.security).toBeUndefined();
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['adminToken', 'apiToken', 'userToken']);
    const { apiToken: tokenScheme, ...sessions } = doc.components.securitySchemes;
    for (const scheme of Object.values(sessions)) {
      expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    }
    expect(tokenScheme).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'sbo_…' });
    expect(tokenScheme!.description).toMatch(/^Token de API de un administrador/);
    expect(doc.components.securitySchemes.adminToken!.description).toMatch(/administrador del back-office/);
    expect(doc.components.securitySchemes.userToken!.description).toMatch(/usuario del sitio público/);
  });

  it('gives every operation a security of its own, anonymous ones an empty one', () => {
    expect(operations.filter((op) => op.security === undefined).map(name)).toEqual([]);
    expect(operations.filter((op) => !['none', 'adminToken', 'userToken', 'adminToken | apiToken'].includes(alternatives(op))).map(name)).toEqual([]);
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

  it('offers the API token on the back-office routes a token may call, and those alone let it through', async () => {
    expect(tokenRoutes.map(name)).toEqual(expect.arrayContaining(['GET /api/sectors', 'PUT /api/sectors/{id}', 'GET /api/webhooks']));
    const closed = adminRoutes.filter((op) => !tokenRoutes.includes(op));
    expect(closed.map(name)).toEqual(expect.arrayContaining(['GET /api/auth/admins/me', 'POST /api/tokens', 'DELETE /api/tokens/{id}']));
    expect(closed.filter((op) => !op.path.startsWith('/api/auth/') && !op.path.startsWith('/api/tokens')).map(name)).toEqual([]);
    expect(await breaking(closed, apiToken, (status, message) => status === 403 && message === es.apiTokens.notHere)).toEqual([]);
    expect(await breaking(tokenRoutes, apiToken, (status, message) => status !== 401 && message !== es.apiTokens.notHere)).toEqual([]);
    expect(await breaking(userRoutes, apiToken, (status, message) => status === 401 && message === es.apiTokens.notHere)).toEqual([]);
  });
});
