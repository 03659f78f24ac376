import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleName } from '@app/domain/core/modules';
import type { PermissionFlags } from '@app/domain/core/permissions';
import { es } from '@app/domain/messages/es';
import { resources } from '@app/domain/resources/registry';
import { call, createAdmin, login, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, databaseState, expectError, expectOk } from '../helpers/expect.ts';

type Flags = Partial<PermissionFlags>;
type Api = ReturnType<typeof client>;

const ALL: PermissionFlags = { read: true, create: true, update: true, destroy: true, approve: true };
const reason = { historical: { description: 'Motivo del cambio' } };

/** The public routes of spec 000 §2 and the API documentation; everything else needs a token. */
const PUBLIC = [
  /^\/api\/auth\/admins\/(login|verify|request-recover|recover)$/,
  // The further sign-in steps: a mailed code on request, an app set up at sign-in, single sign-on, a passkey alone.
  /^\/api\/auth\/admins\/(send-code|totp\/enrol)$/,
  /^\/api\/auth\/admins\/sso(\/(start|callback|session))?$/,
  /^\/api\/auth\/admins\/passkeys\/login(\/options)?$/,
  /^\/api\/public\/auth\/(register|confirm|login|request-recover|recover)$/,
  /^\/api\/public\/(contacts|goodPractices\/:id\/volunteers)$/,
  /^\/api\/health$/,
  /^\/api\/docs/,
];
/** The public site's anonymous reads: GET (and HEAD) only, writes on the same paths need a user. */
const PUBLIC_READS = /^\/api\/public\/(flashcards(\/:id(\/comments)?)?|carousel|goodPractices(\/:id)?|catalogues\/[\w-]+)$/;

/** Every (method, path) the app serves under /api, read from its route tree. */
function apiRoutes(t: TestApp): { method: string; path: string }[] {
  const lines = t.app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: string[] = [];
  const routes: { method: string; path: string }[] = [];
  for (const line of lines) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const path = (depth > 0 ? stack[depth - 1]! : '') + m[2]!;
    stack.push(path);
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, path });
  }
  return routes.filter((r) => r.path.startsWith('/api'));
}

describe('access control on the server', () => {
  let t: TestApp;
  let superApi: Api;
  let sectorId: string;
  let inactiveSectorId: string;
  let climbId: string;
  let areaId: string;

  /**
   * An admin made with these flags and a session of theirs. The token is issued the way a completed login issues it
   * (login itself is covered by the auth-* files), which spares a slow password check per admin.
   */
  async function adminWith(permissions: Partial<Record<ModuleName, Flags>>, role: 0 | 1 | 2 = 1) {
    const admin = await createAdmin(t, { role, permissions });
    return { ...admin, api: client(t, await t.app.issueToken({ id: admin.id, gta: null })) };
  }
  const setFlags = (adminId: string, module: ModuleName, flags: Flags) =>
    t.database.sql`
      update permissions set ${t.database.sql(flags as Record<string, boolean>)}
      where admin_id = ${adminId} and module_id = (select id from modules where name = ${module})`;

  beforeAll(async () => {
    t = await startTestApp();
    superApi = client(t, await loginAsSuper(t));
    const make = async (path: string, body: object) => expectOk<{ _id: string }>(await superApi.post(path, body), 201, es.api.saved)._id;
    sectorId = await make('/api/sectors', { name: 'Sector de acceso', description: 'Para los permisos' });
    inactiveSectorId = await make('/api/sectors', { name: 'Sector inactivo', description: 'Para reactivar' });
    expectOk(await superApi.put(`/api/sectors/${inactiveSectorId}/deactivate`, reason), 202, es.api.deactivated);
    climbId = await make('/api/climbs', { nomenclature: 'A', name: 'Climb de acceso', description: 'Para borrar' });
    areaId = await make('/api/areas', { name: 'Área de acceso', description: 'Otro módulo' });
  });
  afterAll(() => t?.close());

  /** Each write of the sectors and climbs modules, with the flag it needs. */
  const writes = () =>
    [
      ['create', 'POST /api/sectors', (api: Api) => api.post('/api/sectors', { name: 'Sector prohibido', description: 'No debe existir' })],
      ['update', 'PUT /api/sectors/:id', (api: Api) => api.put(`/api/sectors/${sectorId}`, { name: 'Nombre prohibido', ...reason })],
      ['destroy', 'PUT /api/sectors/:id/deactivate', (api: Api) => api.put(`/api/sectors/${sectorId}/deactivate`, reason)],
      ['destroy', 'PUT /api/sectors/:id/reactivate', (api: Api) => api.put(`/api/sectors/${inactiveSectorId}/reactivate`, reason)],
      ['create', 'POST /api/climbs', (api: Api) => api.post('/api/climbs', { nomenclature: 'Z', name: 'Climb prohibido', description: 'No' })],
      ['update', 'PUT /api/climbs/:id', (api: Api) => api.put(`/api/climbs/${climbId}`, { name: 'Climb cambiado', ...reason })],
      ['destroy', 'PUT /api/climbs/:id/deactivate', (api: Api) => api.put(`/api/climbs/${climbId}/deactivate`, reason)],
      ['destroy', 'DELETE /api/climbs/:id', (api: Api) => api.del(`/api/climbs/${climbId}`)],
    ] as const;

  const reads = () =>
    [
      ['GET /api/sectors', (api: Api) => api.get('/api/sectors')],
      ['GET /api/sectors/:id', (api: Api) => api.get(`/api/sectors/${sectorId}`)],
      ['GET /api/sectors/totals', (api: Api) => api.get('/api/sectors/totals')],
      ['GET /api/sectors/all', (api: Api) => api.get('/api/sectors/all')],
    ] as const;

  async function expectReadsRefused(api: Api) {
    for (const [label, run] of reads()) {
      const res = await run(api);
      expect(res.status, label).toBe(403);
      expectError(res, 403, es.api.forbidden);
    }
  }

  it('read only: list, get, totals, all and the history answer 200', async () => {
    const reader = await adminWith({ sectors: { read: true } });
    for (const [label, run] of reads()) expect((await run(reader.api)).status, label).toBe(200);
    const history = expectOk<{ docs: { cause: string }[] }>(await reader.api.get(`/api/historicals?document=${sectorId}`), 200, es.api.list);
    expect(history.docs.map((d) => d.cause)).toEqual(['create']);
  });

  it('read only: every write → 403, database and history unchanged', async () => {
    const reader = await adminWith({ sectors: { read: true }, climbs: { read: true } });
    for (const [, label, run] of writes()) {
      const before = await databaseState(t);
      expectError(await run(reader.api), 403, es.api.forbidden);
      expect(await databaseState(t), label).toBe(before);
    }
  });

  describe.each(['create', 'update', 'destroy'] as const)('every flag but %s', (missing) => {
    it(`the ${missing} routes → 403 with nothing changed; the others are allowed`, async () => {
      const flags = { ...ALL, [missing]: false };
      const admin = await adminWith({ sectors: flags, climbs: flags });
      for (const [action, label, run] of writes()) {
        if (action !== missing) continue;
        const before = await databaseState(t);
        expectError(await run(admin.api), 403, es.api.forbidden);
        expect(await databaseState(t), label).toBe(before);
      }
      // The flags it has do work (a create and a list are enough to tell it is not a blanket refusal).
      if (missing !== 'create') expect((await admin.api.post('/api/sectors', { name: `Sector ${missing}`, description: 'Sí' })).status).toBe(201);
      else expect((await admin.api.put(`/api/sectors/${sectorId}`, { description: 'Editado por update', ...reason })).status).toBe(202);
      expect((await admin.api.get('/api/sectors')).status).toBe(200);
    });
  });

  it('without read, every read → 403 (other flags do not imply it on the server)', async () => {
    const admin = await adminWith({ sectors: { ...ALL, read: false } });
    await expectReadsRefused(admin.api);
  });

  it('a refused write is refused before its body is looked at', async () => {
    const reader = await adminWith({ sectors: { read: true } });
    expectError(await reader.api.post('/api/sectors', { name: '' }), 403, es.api.forbidden);
    expectError(await reader.api.put(`/api/sectors/${randomUUID()}/deactivate`, {}), 403, es.api.forbidden);
  });

  it('flags on another module do not help', async () => {
    const admin = await adminWith({ areas: ALL, climbs: ALL });
    await expectReadsRefused(admin.api);
    for (const [, label, run] of writes().filter(([, l]) => l.includes('sectors'))) {
      const before = await databaseState(t);
      expectError(await run(admin.api), 403, es.api.forbidden);
      expect(await databaseState(t), label).toBe(before);
    }
    expect((await admin.api.get(`/api/areas/${areaId}`)).status).toBe(200);
  });

  it('an admin of role 2 without permission rows gets 403 on every module', async () => {
    const admin = await adminWith({}, 2);
    for (const def of resources) expectError(await admin.api.get(`/api/${def.apiPath}`), 403, es.api.forbidden);
  });

  it('role 0 passes everything, without any permission row', async () => {
    const admin = await adminWith({}, 0);
    for (const def of resources) expect((await admin.api.get(`/api/${def.apiPath}/totals`)).status, def.module).toBe(200);
    const created = expectOk<{ _id: string }>(await admin.api.post('/api/sectors', { name: 'Sector del rol 0', description: 'Sí' }), 201, es.api.saved);
    expect((await admin.api.put(`/api/sectors/${created._id}`, { name: 'Sector del rol cero', ...reason })).status).toBe(202);
    expect((await admin.api.put(`/api/sectors/${created._id}/deactivate`, reason)).status).toBe(202);
    expect((await admin.api.put(`/api/sectors/${created._id}/reactivate`, reason)).status).toBe(202);
    const climb = expectOk<{ _id: string }>(await admin.api.post('/api/climbs', { nomenclature: 'R', name: 'Climb rol cero', description: 'Sí' }), 201, es.api.saved);
    expect((await admin.api.del(`/api/climbs/${climb._id}`)).status).toBe(200);
    const history = expectOk<{ docs: unknown[] }>(await admin.api.get(`/api/historicals?document=${areaId}`), 200, es.api.list);
    expect(history.docs).toHaveLength(1);
  });

  it('a session issued by a real login is checked the same way', async () => {
    const admin = await createAdmin(t, { role: 1, permissions: { sectors: { read: true } } });
    const api = client(t, await login(t, admin.email, admin.password));
    expect((await api.get('/api/sectors')).status).toBe(200);
    expectError(await api.post('/api/sectors', { name: 'Sector prohibido', description: 'No' }), 403, es.api.forbidden);
  });

  it('the super-user-only route refuses other roles', async () => {
    const admin = await adminWith({ sectors: ALL });
    const before = await databaseState(t);
    expectError(await admin.api.post('/api/modules', { name: 'nuevoModulo' }), 403, es.api.forbidden);
    expect(await databaseState(t)).toBe(before);
    expect((await admin.api.get('/api/modules/all')).status).toBe(200);
  });

  it('permission changes take effect on the very next request', async () => {
    const admin = await adminWith({ sectors: { read: true } });
    expectError(await admin.api.post('/api/sectors', { name: 'Sector tardío', description: 'Aún no' }), 403, es.api.forbidden);
    await setFlags(admin.id, 'sectors', { create: true });
    expectOk(await admin.api.post('/api/sectors', { name: 'Sector tardío', description: 'Ya sí' }), 201, es.api.saved);
    await setFlags(admin.id, 'sectors', { create: false });
    expectError(await admin.api.post('/api/sectors', { name: 'Sector tardío 2', description: 'Ya no' }), 403, es.api.forbidden);
    await setFlags(admin.id, 'sectors', { read: false });
    expectError(await admin.api.get('/api/sectors'), 403, es.api.forbidden);
    await setFlags(admin.id, 'sectors', { read: true });
    expect((await admin.api.get('/api/sectors')).status).toBe(200);
    await t.database.sql`delete from permissions where admin_id = ${admin.id}`;
    expectError(await admin.api.get('/api/sectors'), 403, es.api.forbidden);
    // A change of role counts at once too.
    await t.database.sql`update admins set role = 0 where id = ${admin.id}`;
    expect((await admin.api.get('/api/sectors')).status).toBe(200);
  });

  it('history of a module the admin cannot read is not returned', async () => {
    const reader = await adminWith({ sectors: { read: true } });
    const areas = expectOk<{ docs: unknown[]; totalDocs: number }>(await reader.api.get(`/api/historicals?document=${areaId}`), 200, es.api.list);
    expect(areas).toMatchObject({ docs: [], totalDocs: 0 });
    const sectors = expectOk<{ docs: unknown[]; totalDocs: number }>(await reader.api.get(`/api/historicals?document=${sectorId}`), 200, es.api.list);
    expect(sectors.totalDocs).toBeGreaterThan(0);
    // A permission row with every flag but read does not open the history either.
    const writer = await adminWith({ areas: { ...ALL, read: false } });
    expect(expectOk<{ totalDocs: number }>(await writer.api.get(`/api/historicals?document=${areaId}`), 200, es.api.list).totalDocs).toBe(0);
  });

  it('every /api route except the public ones answers 401 without a token', async () => {
    const routes = apiRoutes(t);
    const byPath = new Set(routes.map((r) => `${r.method} ${r.path}`));
    // The walk found the routes of every resource.
    for (const def of resources) {
      const { create, update, toggle } = def.operations;
      for (const route of [
        'GET /api/X',
        'GET /api/X/all',
        'GET /api/X/totals',
        'GET /api/X/:id',
        ...(create ? ['POST /api/X'] : []),
        ...(update ? ['PUT /api/X/:id'] : []),
        ...(toggle ? ['PUT /api/X/:id/deactivate', 'PUT /api/X/:id/reactivate'] : []),
      ]) {
        expect(byPath.has(route.replace('X', def.apiPath)), route.replace('X', def.apiPath)).toBe(true);
      }
    }
    expect(byPath.has('DELETE /api/climbs/:id')).toBe(true);
    expect(byPath.has('GET /api/historicals')).toBe(true);
    expect(byPath.has('PUT /api/auth/admins/logout/:adminId')).toBe(true);

    const guarded = routes.filter((r) => !PUBLIC.some((p) => p.test(r.path)) && !(['GET', 'HEAD'].includes(r.method) && PUBLIC_READS.test(r.path)));
    expect(guarded.length).toBeGreaterThan(resources.length * 4);
    for (const { method, path } of guarded) {
      const url = path.replace(/:\w+/g, randomUUID()).replace('*', 'x');
      const res = await call(t, { method: method as 'GET', url, payload: ['POST', 'PUT'].includes(method) ? {} : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
      if (method !== 'HEAD') expect(res.body, `${method} ${path}`).toEqual({ code: 401, message: es.api.unauthorized });
    }
  });

  it('403 and 401 answers say nothing about the record', async () => {
    const reader = await adminWith({ areas: { read: true } });
    const known = await reader.api.get(`/api/sectors/${sectorId}`);
    const unknown = await reader.api.get(`/api/sectors/${randomUUID()}`);
    expect(known.raw).toBe(unknown.raw);
    const anonymous = await call(t, { method: 'GET', url: `/api/sectors/${sectorId}` });
    expect(anonymous.raw).toBe((await call(t, { method: 'GET', url: `/api/sectors/${randomUUID()}` })).raw);
  });
});
