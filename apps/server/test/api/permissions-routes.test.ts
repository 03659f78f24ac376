/**
 * The permission matrix's calls (spec 000 §6–§7): read, create missing rows, update flags, with the read rule, the
 * disabled cells, the escalation rules and one history row on the admin per change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_NAMES } from '@app/domain/core/modules';
import { es } from '@app/domain/messages/es';
import { flagsByModule, type PermissionRec } from '../helpers/admins.ts';
import { call, createAdmin, login, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk, historyOf, UUID_RE } from '../helpers/expect.ts';
import { createGta, expectRefused, reason, type PageOf, type Rec } from '../helpers/resources.ts';

const FORBIDDEN = es.api.forbidden;
const OFF = { read: false, create: false, update: false, destroy: false, approve: false };

let t: TestApp;
let superToken: string;
let superId: string;
let manager: { id: string; token: string };

const MANAGER_FLAGS = { admins: { read: true, update: true }, sectors: { read: true, create: true } } as const;

async function signedIn(opts: Parameters<typeof createAdmin>[1]) {
  const a = await createAdmin(t, opts);
  return { id: a.id, token: await login(t, a.email, a.password) };
}

const get = (token: string, url: string) => call(t, { method: 'GET', url, token });
const post = (token: string, payload: unknown) => call(t, { method: 'POST', url: '/api/permissions', token, payload: payload as object });
const put = (token: string, id: string, payload: unknown) =>
  call(t, { method: 'PUT', url: `/api/permissions/${id}`, token, payload: payload as object });

async function rowOf(adminId: string, module: string): Promise<PermissionRec> {
  const rows = expectOk<PermissionRec[]>(await get(superToken, `/api/permissions/all?admin=${adminId}&active=all`), 200, es.api.list);
  const row = rows.find((r) => r.module.name === module);
  if (!row) throw new Error(`sin fila de ${module}`);
  return row;
}

beforeAll(async () => {
  t = await startTestApp();
  superToken = await loginAsSuper(t);
  superId = expectOk<Rec>(await get(superToken, '/api/auth/admins/me'), 200, es.api.ok)._id;
  manager = await signedIn({ role: 1, permissions: MANAGER_FLAGS });
});
afterAll(() => t?.close());

describe('reading', () => {
  it('GET /api/permissions?admin= is paged; /all lists every row with module { _id, name }', async () => {
    const a = await createAdmin(t, { permissions: { sectors: { read: true }, companies: { read: true, update: true } } });
    const page = expectOk<PageOf<PermissionRec>>(await get(superToken, `/api/permissions?admin=${a.id}&limit=1`), 200, es.api.list);
    expect([page.totalDocs, page.docs.length, page.hasNextPage]).toEqual([2, 1, true]);
    const all = expectOk<PermissionRec[]>(await get(superToken, `/api/permissions/all?admin=${a.id}&active=true`), 200, es.api.list);
    expect(all).toEqual([
      expect.objectContaining({
        _id: expect.stringMatching(UUID_RE),
        admin: a.id,
        module: { _id: expect.stringMatching(UUID_RE), name: 'companies' },
        ...OFF,
        read: true,
        update: true,
      }),
      expect.objectContaining({ admin: a.id, module: expect.objectContaining({ name: 'sectors' }), ...OFF, read: true }),
    ]);
  });

  it('an inactive module is left out of ?active=true (the default) and listed with active=false', async () => {
    const a = await createAdmin(t, { permissions: { areas: { read: true }, climbs: { read: true } } });
    await t.database.sql`update modules set active = false where name = 'climbs'`;
    try {
      const names = async (q: string) =>
        expectOk<PermissionRec[]>(await get(superToken, `/api/permissions/all?admin=${a.id}${q}`), 200, es.api.list).map((r) => r.module.name);
      expect(await names('')).toEqual(['areas']);
      expect(await names('&active=false')).toEqual(['climbs']);
    } finally {
      await t.database.sql`update modules set active = true where name = 'climbs'`;
    }
  });

  it('needs admins read, except for one\'s own rows; bad ids → 400', async () => {
    const a = await createAdmin(t, { permissions: { sectors: { read: true } } });
    const plain = await signedIn({ role: 2, permissions: { sectors: { read: true } } });
    expectError(await get(plain.token, `/api/permissions/all?admin=${a.id}`), 403, FORBIDDEN);
    expectError(await get(plain.token, `/api/permissions?admin=${a.id}`), 403, FORBIDDEN);
    expectOk(await get(plain.token, `/api/permissions/all?admin=${plain.id}`), 200, es.api.list);
    expectOk(await get(manager.token, `/api/permissions/all?admin=${a.id}`), 200, es.api.list);
    expect((await get(superToken, '/api/permissions/all?admin=nope')).status).toBe(400);
    expect((await get(superToken, '/api/permissions/all')).status).toBe(400);
  });
});

describe('opening the matrix: POST a missing row', () => {
  it('{ module (name or _id), admin } creates a row with every flag off (201), once; again → 202 unchanged', async () => {
    const a = await createAdmin(t);
    const created = expectOk<PermissionRec>(await post(superToken, { module: 'sectors', admin: a.id }), 201, es.api.saved);
    expect(created).toEqual(expect.objectContaining({ admin: a.id, module: expect.objectContaining({ name: 'sectors' }), ...OFF }));
    const byId = expectOk<PermissionRec>(await post(superToken, { module: created.module._id, admin: a.id }), 202, es.api.updated);
    expect(byId._id).toBe(created._id);
    const [{ n }] = (await t.database.sql`select count(*)::int as n from permissions where admin_id = ${a.id}`) as unknown as [{ n: number }];
    expect(n).toBe(1);
    // Nothing changed hands: no history for an empty row.
    expect(await historyOf(t, a.id)).toEqual([]);
  });

  it('every active module can be created in one array, as the matrix does on open', async () => {
    const a = await createAdmin(t);
    const rows = MODULE_NAMES.map((module) => ({ module, admin: a.id }));
    const data = expectOk<PermissionRec[]>(await post(superToken, rows), 201, es.api.saved);
    expect(data).toHaveLength(MODULE_NAMES.length);
    expect(Object.keys(await flagsByModule(t, superToken, a.id)).sort()).toEqual([...MODULE_NAMES].sort());
  });

  it('an unknown module or admin → 400; a non-super admin may open the matrix of an admin below them', async () => {
    const a = await createAdmin(t);
    expectError(await post(superToken, { module: 'nada', admin: a.id }), 400, es.api.validation, [
      { path: 'module', msg: es.api.referenceNotFound },
    ]);
    expectError(await post(superToken, { module: 'sectors', admin: '00000000-0000-4000-8000-000000000000' }), 400, es.api.validation, [
      { path: 'admin', msg: es.api.referenceNotFound },
    ]);
    expectOk(await post(manager.token, { module: 'gtas', admin: a.id }), 201, es.api.saved);
  });
});

describe('changing flags', () => {
  it('PUT turns update on → read turns on too; history on the admin: permisos.<module>.<flag>', async () => {
    const a = await createAdmin(t, { permissions: { sectors: {} } });
    const row = await rowOf(a.id, 'sectors');
    const data = expectOk<PermissionRec>(await put(superToken, row._id, { ...OFF, update: true, ...reason('Nuevo encargo') }), 202, es.api.updated);
    expect(data).toEqual(expect.objectContaining({ ...OFF, read: true, update: true }));
    const [h] = await historyOf(t, a.id);
    expect(h).toEqual({
      cause: 'edit',
      description: 'Nuevo encargo',
      module: 'admins',
      adminId: superId,
      changes: [
        { field: 'permisos.sectors.read', from: false, to: true },
        { field: 'permisos.sectors.update', from: false, to: true },
      ],
    });
  });

  it(`read cannot be turned off while another flag is on → 400 '${es.admins.readRequired}'; all off together is fine`, async () => {
    const a = await createAdmin(t, { permissions: { sectors: { read: true, create: true } } });
    const row = await rowOf(a.id, 'sectors');
    await expectRefused(t, () => put(superToken, row._id, { read: false }), 400, es.admins.readRequired, [
      { path: 'read', msg: es.admins.readRequired },
    ]);
    await expectRefused(t, () => put(superToken, row._id, { ...OFF, create: true }), 400, es.admins.readRequired);
    const data = expectOk<PermissionRec>(await put(superToken, row._id, OFF), 202, es.api.updated);
    expect(data).toEqual(expect.objectContaining(OFF));
  });

  it('a disabled cell (create on users, approve on sectors, destroy on admins) → 400, also for a super user', async () => {
    const a = await createAdmin(t, { permissions: { users: {}, sectors: {}, admins: {} } });
    for (const [module, flag] of [
      ['users', 'create'],
      ['sectors', 'approve'],
      ['admins', 'destroy'],
    ] as const) {
      const row = await rowOf(a.id, module);
      await expectRefused(t, () => put(superToken, row._id, { [flag]: true }), 400, es.admins.actionDisabled, [
        { path: flag, msg: es.admins.actionDisabled },
      ]);
    }
  });

  it('an array POST sets the flags of several rows in one transaction with one history row', async () => {
    const a = await createAdmin(t);
    expectOk(
      await post(superToken, [
        { module: 'sectors', admin: a.id, create: true },
        { module: 'formCards', admin: a.id, approve: true },
      ]),
      201,
      es.api.saved,
    );
    expect(await flagsByModule(t, superToken, a.id)).toEqual({
      sectors: { ...OFF, read: true, create: true },
      formCards: { ...OFF, read: true, approve: true },
    });
    const history = await historyOf(t, a.id);
    expect(history).toHaveLength(1);
    expect(history[0]!.changes).toHaveLength(4);
    // One bad row refuses the whole array.
    await expectRefused(
      t,
      () =>
        post(superToken, [
          { module: 'sectors', admin: a.id, update: true },
          { module: 'users', admin: a.id, create: true },
        ]),
      400,
      es.admins.actionDisabled,
    );
  });

  it('unknown row → 404; flags that are not booleans → 400', async () => {
    expectError(await put(superToken, '00000000-0000-4000-8000-000000000000', { read: true }), 404, es.api.notFound);
    const a = await createAdmin(t, { permissions: { sectors: {} } });
    const row = await rowOf(a.id, 'sectors');
    expect((await put(superToken, row._id, { read: 'true' })).status).toBe(400);
  });
});

describe('escalation by a non-super admin → 403 and unchanged', () => {
  it('without admins update: no write at all', async () => {
    const reader = await signedIn({ role: 1, permissions: { admins: { read: true } } });
    const a = await createAdmin(t, { permissions: { sectors: {} } });
    const row = await rowOf(a.id, 'sectors');
    await expectRefused(t, () => put(reader.token, row._id, { read: true }), 403, FORBIDDEN);
    await expectRefused(t, () => post(reader.token, { module: 'areas', admin: a.id }), 403, FORBIDDEN);
  });

  it('own rows: turning on a flag they hold or lack, or off, by PUT or POST', async () => {
    const me = await signedIn({ role: 1, permissions: { ...MANAGER_FLAGS, companies: {} } });
    const sectors = await rowOf(me.id, 'sectors');
    const companies = await rowOf(me.id, 'companies');
    await expectRefused(t, () => put(me.token, sectors._id, { update: true }), 403, FORBIDDEN);
    await expectRefused(t, () => put(me.token, sectors._id, { create: false }), 403, FORBIDDEN);
    await expectRefused(t, () => put(me.token, companies._id, { read: true }), 403, FORBIDDEN);
    await expectRefused(t, () => post(me.token, { module: 'users', admin: me.id, read: true }), 403, FORBIDDEN);
    const adminsRow = await rowOf(me.id, 'admins');
    await expectRefused(t, () => put(me.token, adminsRow._id, { create: true }), 403, FORBIDDEN);
  });

  it("another admin's rows beyond their own: a flag they lack → 403; one they hold → 202", async () => {
    const a = await createAdmin(t, { permissions: { sectors: {}, companies: {} } });
    const sectors = await rowOf(a.id, 'sectors');
    const companies = await rowOf(a.id, 'companies');
    await expectRefused(t, () => put(manager.token, sectors._id, { update: true }), 403, FORBIDDEN);
    await expectRefused(t, () => put(manager.token, companies._id, { read: true }), 403, FORBIDDEN);
    await expectRefused(t, () => post(manager.token, [{ module: 'users', admin: a.id, read: true }]), 403, FORBIDDEN);
    await expectRefused(t, () => post(manager.token, { module: 'admins', admin: a.id, update: true, create: true }), 403, FORBIDDEN);
    const data = expectOk<PermissionRec>(await put(manager.token, sectors._id, { create: true }), 202, es.api.updated);
    expect(data).toEqual(expect.objectContaining({ ...OFF, read: true, create: true }));
  });

  it("a super user's rows → 403, even an empty row", async () => {
    expectOk(await post(superToken, { module: 'sectors', admin: superId }), 201, es.api.saved);
    const row = await rowOf(superId, 'sectors');
    await expectRefused(t, () => put(manager.token, row._id, { read: true }), 403, FORBIDDEN);
    await expectRefused(t, () => post(manager.token, { module: 'areas', admin: superId }), 403, FORBIDDEN);
  });

  it('bound to a GTA: rows of an admin of another GTA → 404, as the admin is', async () => {
    const gtaA = await createGta(t, superToken);
    const gtaB = await createGta(t, superToken);
    const scoped = await signedIn({ role: 1, gta: gtaA._id, permissions: MANAGER_FLAGS });
    const other = await createAdmin(t, { gta: gtaB._id, permissions: { sectors: {} } });
    const row = await rowOf(other.id, 'sectors');
    await expectRefused(t, () => put(scoped.token, row._id, { read: true }), 404, es.api.notFound);
    const mine = await createAdmin(t, { gta: gtaA._id, permissions: { sectors: {} } });
    expectOk(await put(scoped.token, (await rowOf(mine.id, 'sectors'))._id, { read: true }), 202, es.api.updated);
  });

  it('the access hook reads the new flags at once: removing create makes the next POST 403', async () => {
    const editor = await signedIn({ role: 1, permissions: { sectors: { read: true, create: true } } });
    const ok = await call(t, { method: 'POST', url: '/api/sectors', token: editor.token, payload: { name: 'Sector uno', description: 'Descripción' } });
    expect(ok.status).toBe(201);
    const row = await rowOf(editor.id, 'sectors');
    expectOk(await put(superToken, row._id, { create: false }), 202, es.api.updated);
    const refused = await call(t, { method: 'POST', url: '/api/sectors', token: editor.token, payload: { name: 'Sector dos', description: 'Descripción' } });
    expectError(refused, 403, FORBIDDEN);
  });
});
