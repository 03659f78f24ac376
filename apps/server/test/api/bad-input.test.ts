import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, loginAsSuper, startTestApp, SUPER_EMAIL, type Answer, type TestApp } from '../helpers/app.ts';
import { client, databaseState, expectError, expectNothingInternal, expectOk } from '../helpers/expect.ts';

const v = es.validation;
const SECTORS = '/api/sectors';

/** A refusal of a malformed request: 400/413/415, the Spanish envelope, every field message Spanish too. */
function expectRefused(res: Answer, status: 400 | 413 | 415, message: string) {
  expectError(res, status, message);
  for (const error of res.body.errors ?? []) {
    expect(error.msg, JSON.stringify(error)).not.toMatch(/invalid|expected|received|required|must|unrecognized/i);
  }
}

describe('bad input is refused with 400/413/415, never 500, and writes nothing', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let sectorId: string;
  let initial: string;

  beforeAll(async () => {
    t = await startTestApp();
    api = client(t, await loginAsSuper(t));
    sectorId = expectOk<{ _id: string }>(await api.post(SECTORS, { name: 'Sector base', description: 'Existe' }), 201, es.api.saved)._id;
    initial = await databaseState(t);
  });
  afterEach(async () => {
    // Every test of this file sends only requests that must be refused.
    expect(await databaseState(t)).toBe(initial);
  });
  afterAll(() => t?.close());

  describe('list queries', () => {
    const pageMsg = [{ path: 'page', msg: v.page }];
    const limitMsg = [{ path: 'limit', msg: v.limit }];
    it.each([
      ['page=0', pageMsg],
      ['page=-1', pageMsg],
      ['page=1.5', pageMsg],
      ['page=abc', pageMsg],
      ['page=1e3', pageMsg],
      ['page=0x10', pageMsg],
      ['page=%201', pageMsg],
      ['page=99999999999999999999', pageMsg],
      ['page=1000001', pageMsg],
      ['page=1&page=2', pageMsg],
      ['page=%00', pageMsg],
      ['limit=0', limitMsg],
      ['limit=-1', limitMsg],
      ['limit=1.5', limitMsg],
      ['limit=abc', limitMsg],
      ['limit=101', limitMsg],
      ['limit=99999999999999999999', limitMsg],
      ['limit=10&limit=20', limitMsg],
      ['active=maybe', [{ path: 'active', msg: v.active }]],
      ['active=1', [{ path: 'active', msg: v.active }]],
      ['active=true&active=false', [{ path: 'active', msg: v.active }]],
      ['sort=passwordHash', [{ path: 'sort', msg: v.sort }]],
      ['sort=password_hash', [{ path: 'sort', msg: v.sort }]],
      ['sort=-foo', [{ path: 'sort', msg: v.sort }]],
      ['sort=description', [{ path: 'sort', msg: v.sort }]],
      ['sort=id', [{ path: 'sort', msg: v.sort }]],
      ['sort=--name', [{ path: 'sort', msg: v.sort }]],
      ['sort=name%3Bdrop%20table%20sectors', [{ path: 'sort', msg: v.sort }]],
      ['sort=name&sort=-name', [{ path: 'sort', msg: v.sort }]],
      ['search=a&search=b', [{ path: 'search', msg: v.search }]],
      [`search=${'s'.repeat(101)}`, [{ path: 'search', msg: v.search }]],
      ['search=ab%00cd', [{ path: 'search', msg: v.nul }]],
    ])('GET /api/sectors?%s → 400', async (query, errors) => {
      expectError(await api.get(`${SECTORS}?${query}`), 400, es.api.validation, errors);
    });

    it('several bad values are all reported', async () => {
      const res = await api.get(`${SECTORS}?page=0&limit=500&active=x&sort=x`);
      expectError(res, 400, es.api.validation);
      expect(res.body.errors?.map((e) => e.path).sort()).toEqual(['active', 'limit', 'page', 'sort']);
    });

    it.each(['/all?active=maybe', '/all?search=a%00', '/totals?search=a%00', '/totals?search=x&search=y'])(
      'GET /api/sectors%s → 400',
      async (path) => {
        expectRefused(await api.get(`${SECTORS}${path}`), 400, es.api.validation);
      },
    );

    // Without `document` it is the audit log (issue 11 §5); its own filters are checked too.
    it.each([
      'document=abc',
      'document=' + randomUUID() + '&page=0',
      'document=' + randomUUID() + '&limit=101',
      'cause=otra',
      'author=abc',
      'module=a%20b',
      'from=ayer',
      'from=2025-03-02&to=2025-03-01',
      'module=sectors%00',
    ])(
      'GET /api/historicals?%s → 400',
      async (query) => {
        expectRefused(await api.get(`/api/historicals?${query}`), 400, es.api.validation);
      },
    );

    it('the edges that are allowed: page=1000000, limit=1 and 100, empty values ignored', async () => {
      expect((await api.get(`${SECTORS}?page=1000000`)).status).toBe(200);
      expect((await api.get(`${SECTORS}?limit=1`)).status).toBe(200);
      expect((await api.get(`${SECTORS}?limit=100`)).status).toBe(200);
      const empty = expectOk<{ page: number; limit: number }>(await api.get(`${SECTORS}?page=&limit=&active=&search=&sort=`), 200, es.api.list);
      expect([empty.page, empty.limit]).toEqual([1, 10]);
    });

    it('unknown and prototype-looking query keys are ignored', async () => {
      for (const query of ['__proto__=1', '__proto__[active]=false', 'constructor[prototype][x]=1', 'foo=bar']) {
        expect((await api.get(`${SECTORS}?${query}`)).status, query).toBe(200);
      }
      expect(({} as Record<string, unknown>).active).toBeUndefined();
      expect(({} as Record<string, unknown>).x).toBeUndefined();
    });
  });

  describe('JSON bodies', () => {
    it.each([
      ['an array instead of a string', { name: ['Sector uno'], description: 'Descripción' }, [{ path: 'name', msg: v.required }]],
      ['an object instead of a string', { name: { $ne: '' }, description: 'Descripción' }, [{ path: 'name', msg: v.required }]],
      ['a number instead of a string', { name: 12345, description: 'Descripción' }, [{ path: 'name', msg: v.required }]],
      ['a boolean instead of a string', { name: true, description: 'Descripción' }, [{ path: 'name', msg: v.required }]],
      ['a NUL character in a field', { name: 'Sec\u0000tor', description: 'Descripción' }, [{ path: 'name', msg: v.nul }]],
      ['a NUL character at the end', { name: 'Sector', description: 'Descripción\u0000' }, [{ path: 'description', msg: v.nul }]],
    ])('POST with %s → 400', async (_label, payload, errors) => {
      expectError(await api.post(SECTORS, payload), 400, es.api.validation, errors);
    });

    it.each([
      ['a NUL character in the reason', { historical: { description: 'Motivo\u0000' } }, [{ path: 'historical.description', msg: v.nul }]],
      ['an array as the reason', { historical: [{ description: 'Motivo' }] }, [{ path: 'historical', msg: v.reasonRequired }]],
      ['an array as the description', { historical: { description: ['Motivo'] } }, [{ path: 'historical.description', msg: v.reasonRequired }]],
      ['a NUL character in a field', { name: 'Nu\u0000evo', historical: { description: 'Motivo' } }, [{ path: 'name', msg: v.nul }]],
    ])('PUT with %s → 400', async (_label, payload, errors) => {
      expectError(await api.put(`${SECTORS}/${sectorId}`, payload), 400, es.api.validation, errors);
      if (!('name' in payload)) expectError(await api.put(`${SECTORS}/${sectorId}/deactivate`, payload), 400, es.api.validation, errors);
    });

    it.each([
      ['a top-level array', '[{"name":"Sector uno","description":"Desc"}]'],
      ['a top-level string', '"Sector uno"'],
      ['a top-level number', '42'],
      ['null', 'null'],
    ])('%s → 400 with Spanish messages', async (_label, raw) => {
      const res = await api.post(SECTORS, raw, { headers: { 'content-type': 'application/json' } });
      expectRefused(res, 400, es.api.validation);
      expect(res.body.errors?.length).toBeGreaterThan(0);
    });

    it('no body on a change → 400 with Spanish messages', async () => {
      const res = await api.put(`${SECTORS}/${sectorId}/deactivate`);
      expectRefused(res, 400, es.api.validation);
      expect(res.body.errors?.length).toBeGreaterThan(0);
    });

    const json = { 'content-type': 'application/json' };
    it.each([
      ['__proto__ at the top', '{"__proto__":{"active":false},"name":"Sector proto","description":"Desc"}'],
      ['__proto__ nested', '{"name":"Sector proto","description":"Desc","historical":{"__proto__":{"description":"x"}}}'],
      ['constructor.prototype', '{"constructor":{"prototype":{"active":false}},"name":"Sector proto","description":"Desc"}'],
      ['__proto__ written with an escape', '{"\\u005f_proto__":{"active":false},"name":"Sector proto","description":"Desc"}'],
    ])('%s → 400', async (_label, raw) => {
      expectRefused(await api.post(SECTORS, raw, { headers: json }), 400, es.api.malformedJson);
      expectRefused(await api.put(`${SECTORS}/${sectorId}`, raw, { headers: json }), 400, es.api.malformedJson);
      expect(({} as Record<string, unknown>).active).toBeUndefined();
    });

    it('__proto__ in a login body → 400 too', async () => {
      const raw = `{"email":"${SUPER_EMAIL}","password":"x","__proto__":{"role":0}}`;
      expectRefused(await call(t, { method: 'POST', url: '/api/auth/admins/login', payload: raw, headers: json }), 400, es.api.malformedJson);
    });

    it.each([
      ['cut short', '{"name":"Sector'],
      ['unquoted keys', '{name:"Sector uno",description:"Desc"}'],
      ['single quotes', "{'name':'Sector uno'}"],
      ['trailing comma', '{"name":"Sector uno",}'],
      ['trailing garbage', '{"name":"Sector uno","description":"Desc"} x'],
      ['a lone brace', '{'],
      ['bad escape', '{"name":"\\x41"}'],
    ])('malformed JSON (%s) → 400', async (_label, raw) => {
      expectRefused(await api.post(SECTORS, raw, { headers: json }), 400, es.api.malformedJson);
      expectRefused(await api.put(`${SECTORS}/${sectorId}/deactivate`, raw, { headers: json }), 400, es.api.malformedJson);
      expectRefused(await call(t, { method: 'POST', url: '/api/auth/admins/login', payload: raw, headers: json }), 400, es.api.malformedJson);
    });

    it('an empty JSON body → 400', async () => {
      expectRefused(await api.post(SECTORS, '', { headers: json }), 400, es.api.badRequest);
    });

    it.each([
      ['application/xml', '<sector><name>Sector uno</name></sector>'],
      ['application/x-www-form-urlencoded', 'name=Sector+uno&description=Desc'],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nSector uno\r\n--xyz--\r\n'],
      ['application/octet-stream', 'Sector uno'],
      ['image/png', '\x89PNG'],
    ])('content-type %s → 415', async (type, raw) => {
      expectRefused(await api.post(SECTORS, raw, { headers: { 'content-type': type } }), 415, es.api.unsupportedMedia);
    });

    it('text/plain → 400 (not an object), with Spanish messages', async () => {
      const res = await api.post(SECTORS, '{"name":"Sector uno","description":"Desc"}', { headers: { 'content-type': 'text/plain' } });
      expectRefused(res, 400, es.api.validation);
    });

    it('a body over 1 MiB → 413, on private and public routes', async () => {
      const big = JSON.stringify({ name: 'Sector grande', description: 'x'.repeat(1024 * 1024) });
      expectRefused(await api.post(SECTORS, big, { headers: json }), 413, es.api.tooLarge);
      expectRefused(await api.put(`${SECTORS}/${sectorId}`, big, { headers: json }), 413, es.api.tooLarge);
      const bigLogin = JSON.stringify({ email: SUPER_EMAIL, password: 'p'.repeat(1024 * 1024 + 1) });
      expectRefused(await call(t, { method: 'POST', url: '/api/auth/admins/login', payload: bigLogin, headers: json }), 413, es.api.tooLarge);
    });

    it('a body just under 1 MiB is read and then refused by the field rules', async () => {
      const almost = JSON.stringify({ name: 'Sector grande', description: 'x'.repeat(1024 * 1024 - 100) });
      expectError(await api.post(SECTORS, almost, { headers: json }), 400, es.api.validation, [{ path: 'description', msg: v.max(250) }]);
    });
  });

  describe('paths and auth input', () => {
    it.each([
      ['a NUL in the id', `${SECTORS}/%00`],
      ['an encoded slash', `${SECTORS}/a%2Fb`],
      ['a very long id', `${SECTORS}/${'a'.repeat(150)}`],
    ])('%s → 400', async (_label, url) => {
      expectError(await api.get(url), 400, es.api.validation, [{ path: 'id', msg: v.invalidId }]);
    });

    it.each([
      ['an id longer than the router allows', `${SECTORS}/${'a'.repeat(300)}`],
      ['a broken percent-encoding', `${SECTORS}/%E0%A4%A`],
      ['a broken percent-encoding on a public route', '/api/auth/admins/login/%zz'],
    ])('%s → 400 (or 404) in the Spanish envelope, the path not echoed', async (_label, url) => {
      for (const method of ['GET', 'PUT'] as const) {
        const res = await call(t, { method, url, token: undefined, payload: method === 'PUT' ? {} : undefined });
        // The router answers an over-long parameter as an unknown route or as a bad request, depending on its cache.
        if (res.status === 404) expectError(res, 404, es.api.routeNotFound);
        else expectRefused(res, 400, es.api.badRequest);
        expect(res.raw).not.toContain('aaaa');
        expect(res.raw).not.toContain('%');
        expect(res.headers['cache-control']).toBe('no-store');
      }
    });

    it.each([
      ['login email with NUL', '/api/auth/admins/login', { email: `super\u0000@example.com`, password: 'secreta' }],
      ['login password with NUL', '/api/auth/admins/login', { email: SUPER_EMAIL, password: 'sec\u0000reta' }],
      ['verify code with NUL', '/api/auth/admins/verify', { email: SUPER_EMAIL, code: 'ABC\u0000EF' }],
      ['recover email as an array', '/api/auth/admins/request-recover', { email: [SUPER_EMAIL] }],
      ['login email as an object', '/api/auth/admins/login', { email: { $gt: '' }, password: 'secreta' }],
    ])('%s → 400', async (_label, url, payload) => {
      t.sink.clear();
      expectRefused(await call(t, { method: 'POST', url, payload }), 400, es.api.validation);
      expect(t.sink.messages).toEqual([]);
    });
  });
});

describe('refusals never leak internals', () => {
  it('the leak check itself catches stack traces, paths and SQL', () => {
    for (const leak of [
      '{"message":"Error\\n    at Object.<anonymous> (/work/main/apps/server/src/app.ts:10:5)"}',
      '{"message":"at async Promise.all (index 0)"}',
      '{"message":"insert into \\"sectors\\" (\\"name\\") values ($1)"}',
      '{"message":"select * from admins"}',
      '{"message":"duplicate key value violates unique constraint"}',
      '{"message":"/usr/lib/node_modules/x.js"}',
    ]) {
      expect(() => expectNothingInternal(leak), leak).toThrow();
    }
    expect(() => expectNothingInternal(JSON.stringify({ code: 400, message: es.api.validation }))).not.toThrow();
  });
});
