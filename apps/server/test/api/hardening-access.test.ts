/**
 * Issue 11 §1: GTA scope reaches everything that belongs to a record (admins, their permission rows, histories), the
 * edit rule governs permission rows, the configuration is read only by who may change it, everyone reaches their own
 * profile, a deactivated admin's token says so, and refusals are logged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { putAdmin, toggleAdmin } from '../helpers/admins.ts';
import { call, createAdmin, login, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk } from '../helpers/expect.ts';
import { insertComment, insertFlashcard, insertUser } from '../helpers/people.ts';
import { createGta, expectRefused, reason, type PageOf, type Rec } from '../helpers/resources.ts';

let t: TestApp;
let superToken: string;
let superId: string;
let gtaA: Rec;
let gtaB: Rec;

const ADMIN_MANAGER = { admins: { read: true, create: true, update: true } };

async function signedIn(opts: Parameters<typeof createAdmin>[1]) {
  const admin = await createAdmin(t, opts);
  return { ...admin, token: await login(t, admin.email, admin.password) };
}
const get = (token: string, url: string) => call(t, { method: 'GET', url, token });
const ids = (rows: Rec[]) => rows.map((r) => r._id).sort();

beforeAll(async () => {
  t = await startTestApp();
  superToken = await loginAsSuper(t);
  superId = expectOk<Rec>(await get(superToken, '/api/auth/admins/me'), 200, es.api.ok)._id as string;
  gtaA = await createGta(t, superToken, { title: 'Grupo A' });
  gtaB = await createGta(t, superToken, { title: 'Grupo B' });
});
afterAll(() => t?.close());

describe('an admin bound to a GTA and the administrators', () => {
  let scoped: Awaited<ReturnType<typeof signedIn>>;
  let mate: Awaited<ReturnType<typeof createAdmin>>;
  let stranger: Awaited<ReturnType<typeof createAdmin>>;
  let everywhere: Awaited<ReturnType<typeof createAdmin>>;

  beforeAll(async () => {
    scoped = await signedIn({ role: 1, gta: gtaA._id, permissions: ADMIN_MANAGER });
    mate = await createAdmin(t, { role: 2, gta: gtaA._id, permissions: { sectors: { read: true } } });
    stranger = await createAdmin(t, { role: 2, gta: gtaB._id, permissions: { sectors: { read: true } } });
    everywhere = await createAdmin(t, { role: 2, gta: null });
  });

  it("lists, counts and reads only its GTA's admins: no super user, no other GTA, no 'Todos'", async () => {
    const page = expectOk<PageOf<Rec>>(await get(scoped.token, '/api/admins?limit=100'), 200, es.api.list);
    expect(ids(page.docs)).toEqual([scoped.id, mate.id].sort());
    expect(page.totalDocs).toBe(2);
    expect(ids(expectOk<Rec[]>(await get(scoped.token, '/api/admins/all'), 200, es.api.list))).toEqual([scoped.id, mate.id].sort());
    expect(expectOk(await get(scoped.token, '/api/admins/totals'), 200, es.api.ok)).toEqual({ total: 2, active: 2, innactive: 0 });
    for (const id of [superId, stranger.id, everywhere.id]) expectError(await get(scoped.token, `/api/admins/${id}`), 404, es.api.notFound);
    expectOk(await get(scoped.token, `/api/admins/${mate.id}`), 200, es.api.ok);
    // A super user still sees everyone.
    expect(expectOk<PageOf<Rec>>(await get(superToken, '/api/admins?limit=100'), 200, es.api.list).totalDocs).toBeGreaterThanOrEqual(5);
  });

  it("answers 404 for another GTA's admin's permission rows and history, as for the admin", async () => {
    for (const id of [stranger.id, superId]) {
      expectError(await get(scoped.token, `/api/permissions?admin=${id}`), 404, es.api.notFound);
      expectError(await get(scoped.token, `/api/permissions/all?admin=${id}&active=all`), 404, es.api.notFound);
      expectError(await get(scoped.token, `/api/historicals?document=${id}`), 404, es.api.notFound);
    }
    expect(expectOk<Rec[]>(await get(scoped.token, `/api/permissions/all?admin=${mate.id}&active=all`), 200, es.api.list)).toHaveLength(1);
  });

  it("changes nothing of another GTA's admin: record, permission rows (PUT 404, POST 400)", async () => {
    await expectRefused(t, () => putAdmin(t, scoped.token, stranger.id, { name: 'Cambio' }), 404, es.api.notFound);
    const [row] = await t.database.sql<{ id: string }[]>`select id from permissions where admin_id = ${stranger.id}`;
    await expectRefused(
      t,
      () => call(t, { method: 'PUT', url: `/api/permissions/${row!.id}`, token: scoped.token, payload: { read: false } }),
      404,
      es.api.notFound,
    );
    await expectRefused(
      t,
      () => call(t, { method: 'POST', url: '/api/permissions', token: scoped.token, payload: { admin: stranger.id, module: 'sectors', read: false } }),
      400,
      es.api.validation,
      [{ path: 'admin', msg: es.api.referenceNotFound }],
    );
  });

  it('a history that hangs off a record of another GTA answers 404 like the record (a work axis)', async () => {
    const reader = await signedIn({ role: 1, gta: gtaA._id, permissions: { workAxes: { read: true } } });
    const axis = expectOk<Rec>(
      await call(t, { method: 'POST', url: '/api/workAxes', token: superToken, payload: { gta: gtaB._id, objective: 'Eje ajeno', position: '1' } }),
      201,
      es.api.saved,
    );
    expectError(await get(reader.token, `/api/workAxes/${axis._id}`), 404, es.api.notFound);
    const history = await get(reader.token, `/api/historicals?document=${axis._id}`);
    expectError(history, 404, es.api.notFound);
    expect(history.raw).not.toContain('Eje ajeno');
  });
});

describe('what belongs to a record of another GTA', () => {
  it("a comment on another GTA's card: 404 to read, toggle and its history; out of the lists", async () => {
    const user = await insertUser(t);
    const cardA = await insertFlashcard(t, gtaA._id as string, { number: 901 });
    const cardB = await insertFlashcard(t, gtaB._id as string, { number: 902 });
    const mine = await insertComment(t, user.id, cardA.id, { comment: 'Comentario del grupo A' });
    const theirs = await insertComment(t, user.id, cardB.id, { comment: 'Comentario del grupo B' });
    const reader = await signedIn({ role: 1, gta: gtaA._id, permissions: { users: { read: true, destroy: true } } });
    expectOk(await get(reader.token, `/api/comments/${mine.id}`), 200, es.api.ok);
    expectError(await get(reader.token, `/api/comments/${theirs.id}`), 404, es.api.notFound);
    expectError(await get(reader.token, `/api/historicals?document=${theirs.id}`), 404, es.api.notFound);
    await expectRefused(t, () => call(t, { method: 'PUT', url: `/api/comments/${theirs.id}/deactivate`, token: reader.token, payload: reason('Ajeno') }), 404, es.api.notFound);
    const page = expectOk<PageOf<Rec>>(await get(reader.token, '/api/comments?limit=100'), 200, es.api.list);
    expect(page.docs.map((c) => c._id)).toContain(mine.id);
    expect(page.docs.map((c) => c._id)).not.toContain(theirs.id);
  });
});

describe("an admin who may not edit another may not change that admin's permission rows", () => {
  it('switching off a higher admin’s rights → 403, nothing changed; a lower admin’s → 202', async () => {
    const lower = await signedIn({ role: 1, permissions: { ...ADMIN_MANAGER, sectors: { read: true } } });
    const higher = await createAdmin(t, { role: 1, permissions: { ...ADMIN_MANAGER, companies: { read: true, update: true } } });
    // The rename is refused today already; the rights must be too.
    await expectRefused(t, () => putAdmin(t, lower.token, higher.id, { name: 'Renombrado' }), 403, es.api.forbidden);
    const [row] = await t.database.sql<{ id: string }[]>`
      select p.id from permissions p join modules m on m.id = p.module_id where p.admin_id = ${higher.id} and m.name = 'companies'`;
    await expectRefused(
      t,
      () => call(t, { method: 'PUT', url: `/api/permissions/${row!.id}`, token: lower.token, payload: { update: false, read: false } }),
      403,
      es.api.forbidden,
    );
    await expectRefused(
      t,
      () => call(t, { method: 'POST', url: '/api/permissions', token: lower.token, payload: { admin: higher.id, module: 'companies', update: false } }),
      403,
      es.api.forbidden,
    );
    const below = await createAdmin(t, { role: 2, permissions: { sectors: { read: true } } });
    const [mine] = await t.database.sql<{ id: string }[]>`select id from permissions where admin_id = ${below.id}`;
    expectOk(await call(t, { method: 'PUT', url: `/api/permissions/${mine!.id}`, token: lower.token, payload: { read: false } }), 202, es.api.updated);
  });
});

describe('GET /api/configuration', () => {
  it('only for whoever may change it: a super user', async () => {
    expectOk(await get(superToken, '/api/configuration'), 200, es.api.ok);
    const manager = await signedIn({ role: 1, permissions: ADMIN_MANAGER });
    const res = await get(manager.token, '/api/configuration');
    expectError(res, 403, es.api.forbidden);
    expect(res.raw).not.toMatch(/host|port|user/);
  });
});

describe('Mi perfil: every admin reaches their own record without the admins flags', () => {
  it('reads, edits (self rules) and reads the history and rows of their own record only', async () => {
    const plain = await signedIn({ role: 2, gta: gtaB._id, permissions: { sectors: { read: true } } });
    const own = expectOk<Rec>(await get(plain.token, `/api/admins/${plain.id}`), 200, es.api.ok);
    expect(own.email).toBe(plain.email);
    const edited = expectOk<Rec>(await putAdmin(t, plain.token, plain.id, { name: 'Nombre propio' }), 202, es.api.updated);
    expect(edited.name).toBe('Nombre propio');
    const history = expectOk<PageOf<Rec>>(await get(plain.token, `/api/historicals?document=${plain.id}`), 200, es.api.list);
    expect(history.docs.map((h) => h.cause)).toContain('edit');
    expect(expectOk<Rec[]>(await get(plain.token, `/api/permissions/all?admin=${plain.id}&active=all`), 200, es.api.list)).toHaveLength(1);
    // The self rules already in place: no own role or GTA change; nobody else's record; no list.
    await expectRefused(t, () => putAdmin(t, plain.token, plain.id, { role: 1 }), 403, es.api.forbidden);
    await expectRefused(t, () => putAdmin(t, plain.token, plain.id, { gta: gtaA._id }), 403, es.api.forbidden);
    const other = await createAdmin(t, { role: 2, gta: gtaB._id });
    expectError(await get(plain.token, `/api/admins/${other.id}`), 403, es.api.forbidden);
    await expectRefused(t, () => putAdmin(t, plain.token, other.id, { name: 'Ajeno' }), 403, es.api.forbidden);
    expectError(await get(plain.token, '/api/admins'), 403, es.api.forbidden);
    expect(expectOk<PageOf<Rec>>(await get(plain.token, `/api/historicals?document=${other.id}`), 200, es.api.list).docs).toEqual([]);
  });
});

describe('a deactivated admin and the refusals log', () => {
  it(`a deactivated admin's token answers 401 '${es.api.userDeactivated}'`, async () => {
    const admin = await signedIn({ role: 2, permissions: { sectors: { read: true } } });
    expectOk(await get(admin.token, '/api/sectors'), 200, es.api.list);
    expectOk(await toggleAdmin(t, superToken, admin.id, 'deactivate'), 202, es.api.deactivated);
    expectError(await get(admin.token, '/api/sectors'), 401, es.api.userDeactivated);
    expectError(await get(admin.token, '/api/auth/admins/me'), 401, es.api.userDeactivated);
  });

  it('a refusal is logged with who, the module and action, and the target id', async () => {
    const admin = await signedIn({ role: 2, permissions: { sectors: { read: true } } });
    const target = await createAdmin(t, { role: 2 });
    t.logs.length = 0;
    expectError(await call(t, { method: 'PUT', url: `/api/sectors/${target.id}/deactivate`, token: admin.token, payload: reason('x') }), 403, es.api.forbidden);
    const line = t.logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'acceso denegado');
    expect(line).toMatchObject({ admin: admin.id, required: ['sectors.destroy'], method: 'PUT', target: target.id, status: 403 });
  });
});
