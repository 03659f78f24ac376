/**
 * Who may change whom (issue 4 §1): a non-super admin never raises a role, a GTA or permissions beyond their own, never
 * touches a super user, never changes their own role or GTA; nobody deactivates themselves; deactivating ends sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { createAdminViaApi, postAdmin, putAdmin, toggleAdmin } from '../helpers/admins.ts';
import { call, createAdmin, login, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk } from '../helpers/expect.ts';
import { createGta, expectRefused, type Rec } from '../helpers/resources.ts';

const FORBIDDEN = es.api.forbidden;

let t: TestApp;
let superToken: string;
let superId: string;
let gtaA: Rec;
let gtaB: Rec;
/** A committee member who may read, create and update admins, and read + create sectors. */
let manager: { id: string; token: string };
/** The same, bound to GTA A. */
let scoped: { id: string; token: string };

const MANAGER_FLAGS = {
  admins: { read: true, create: true, update: true },
  sectors: { read: true, create: true },
} as const;

async function signedIn(opts: Parameters<typeof createAdmin>[1]) {
  const a = await createAdmin(t, opts);
  return { id: a.id, token: await login(t, a.email, a.password) };
}

beforeAll(async () => {
  t = await startTestApp();
  superToken = await loginAsSuper(t);
  superId = (expectOk<Rec>(await call(t, { method: 'GET', url: '/api/auth/admins/me', token: superToken }), 200, es.api.ok))._id;
  gtaA = await createGta(t, superToken);
  gtaB = await createGta(t, superToken);
  manager = await signedIn({ role: 1, permissions: MANAGER_FLAGS });
  scoped = await signedIn({ role: 1, gta: gtaA._id, permissions: MANAGER_FLAGS });
});
afterAll(() => t?.close());

describe('create by a non-super admin', () => {
  it('role 1 or 2 with flags the creator holds is allowed', async () => {
    const data = await createAdminViaApi(t, manager.token, { role: 2, permissions: [{ module: 'sectors', create: true }] });
    expect(data.role).toBe(2);
  });

  it('role 0 → 403, nothing kept', async () => {
    await expectRefused(t, () => postAdmin(t, manager.token, { role: 0 }), 403, FORBIDDEN);
  });

  it('a flag the creator lacks (update on sectors, approve on formCards, read on users) → 403, nothing kept', async () => {
    for (const permissions of [
      [{ module: 'sectors', update: true }],
      [{ module: 'formCards', approve: true }],
      [{ module: 'users', read: true }],
      [{ module: 'admins', read: true }, { module: 'companies', read: true }],
    ]) {
      await expectRefused(t, () => postAdmin(t, manager.token, { permissions }), 403, FORBIDDEN);
    }
  });

  it("bound to a GTA: only that GTA; another GTA or 'Todos' → 403", async () => {
    const data = await createAdminViaApi(t, scoped.token, { gta: gtaA._id });
    expect((data.gta as Rec)._id).toBe(gtaA._id);
    await expectRefused(t, () => postAdmin(t, scoped.token, { gta: gtaB._id }), 403, FORBIDDEN);
    await expectRefused(t, () => postAdmin(t, scoped.token, { gta: 'null' }), 403, FORBIDDEN);
  });

  it('without the admins create flag → 403', async () => {
    const reader = await signedIn({ role: 1, permissions: { admins: { read: true, update: true } } });
    await expectRefused(t, () => postAdmin(t, reader.token, {}), 403, FORBIDDEN);
  });
});

describe('edit by a non-super admin', () => {
  it("a super user's record → 403 and unchanged (any field)", async () => {
    await expectRefused(t, () => putAdmin(t, manager.token, superId, { name: 'Intruso' }), 403, FORBIDDEN);
    await expectRefused(t, () => putAdmin(t, manager.token, superId, { role: 1 }), 403, FORBIDDEN);
  });

  it('giving role 0 to someone else → 403', async () => {
    const other = await createAdmin(t, { role: 2 });
    await expectRefused(t, () => putAdmin(t, manager.token, other.id, { role: 0 }), 403, FORBIDDEN);
  });

  it('own role (to 0 or to 2) or own GTA → 403; sending them unchanged with other fields is fine', async () => {
    await expectRefused(t, () => putAdmin(t, manager.token, manager.id, { role: 0 }), 403, FORBIDDEN);
    await expectRefused(t, () => putAdmin(t, manager.token, manager.id, { role: 2 }), 403, FORBIDDEN);
    await expectRefused(t, () => putAdmin(t, manager.token, manager.id, { gta: gtaA._id }), 403, FORBIDDEN);
    await expectRefused(t, () => putAdmin(t, scoped.token, scoped.id, { gta: 'null' }), 403, FORBIDDEN);
    const res = await putAdmin(t, manager.token, manager.id, { role: 1, gta: 'null', name: 'Ana María' });
    expect(expectOk<Rec>(res, 202, es.api.updated).name).toBe('Ana María');
  });

  it("bound to a GTA: an admin of another GTA or of all → 404 (out of scope, as reading it); moving one's admin to another GTA → 403", async () => {
    const inB = await createAdmin(t, { role: 2, gta: gtaB._id });
    const inAll = await createAdmin(t, { role: 2, gta: null });
    const inA = await createAdmin(t, { role: 2, gta: gtaA._id });
    await expectRefused(t, () => putAdmin(t, scoped.token, inB.id, { name: 'Cambio' }), 404, es.api.notFound);
    await expectRefused(t, () => putAdmin(t, scoped.token, inAll.id, { name: 'Cambio' }), 404, es.api.notFound);
    await expectRefused(t, () => putAdmin(t, scoped.token, inA.id, { gta: gtaB._id }), 403, FORBIDDEN);
    await expectRefused(t, () => putAdmin(t, scoped.token, inA.id, { gta: 'null' }), 403, FORBIDDEN);
    expectOk(await putAdmin(t, scoped.token, inA.id, { name: 'Cambio' }), 202, es.api.updated);
  });

  it('an admin holding flags the editor lacks → 403 (changing their e-mail would hand over their account)', async () => {
    const above = await createAdmin(t, { role: 1, permissions: { companies: { read: true, update: true } } });
    await expectRefused(t, () => putAdmin(t, manager.token, above.id, { email: 'mio@example.com' }), 403, FORBIDDEN);
    const below = await createAdmin(t, { role: 2, permissions: { sectors: { read: true } } });
    expectOk(await putAdmin(t, manager.token, below.id, { company: 'Otra' }), 202, es.api.updated);
  });

  it('a super user may change anyone, including giving role 0 and any GTA', async () => {
    const other = await createAdmin(t, { role: 2 });
    const data = expectOk<Rec>(await putAdmin(t, superToken, other.id, { role: 0, gta: gtaB._id }), 202, es.api.updated);
    expect([data.role, (data.gta as Rec)._id]).toEqual([0, gtaB._id]);
  });
});

describe('deactivate / reactivate', () => {
  it(`nobody deactivates themselves → 400 '${es.admins.selfDeactivate}', nothing changed (super user included)`, async () => {
    await expectRefused(t, () => toggleAdmin(t, superToken, superId, 'deactivate'), 400, es.admins.selfDeactivate);
    const holder = await signedIn({ role: 1, permissions: { admins: { read: true, destroy: true } } });
    await expectRefused(t, () => toggleAdmin(t, holder.token, holder.id, 'deactivate'), 400, es.admins.selfDeactivate);
  });

  it('a non-super admin cannot (de)activate a super user, even holding a (legacy) destroy flag on admins', async () => {
    const holder = await signedIn({ role: 1, permissions: { admins: { read: true, destroy: true } } });
    await expectRefused(t, () => toggleAdmin(t, holder.token, superId, 'deactivate'), 403, FORBIDDEN);
    const other = await createAdmin(t, { role: 0, active: false });
    await expectRefused(t, () => toggleAdmin(t, holder.token, other.id, 'reactivate'), 403, FORBIDDEN);
    // The matrix never offers destroy on admins: without the legacy flag the access hook refuses first.
    await expectRefused(t, () => toggleAdmin(t, manager.token, other.id, 'reactivate'), 403, FORBIDDEN);
  });

  it("deactivating answers 'Registro desactivado' and revokes every session: the old token stays dead after reactivation", async () => {
    const a = await createAdmin(t, { role: 1, permissions: { sectors: { read: true } } });
    const tokenA = await login(t, a.email, a.password);
    const tokenB = await login(t, a.email, a.password);
    expect((await call(t, { method: 'GET', url: '/api/sectors', token: tokenA })).status).toBe(200);

    expectOk(await toggleAdmin(t, superToken, a.id, 'deactivate'), 202, es.api.deactivated);
    for (const token of [tokenA, tokenB]) {
      const res = await call(t, { method: 'GET', url: '/api/sectors', token });
      expect(res.status).toBe(401);
    }
    // Its login answers as a wrong password would: a different answer would tell the password is right.
    expectError(
      await call(t, { method: 'POST', url: '/api/auth/admins/login', payload: { email: a.email, password: a.password } }),
      401,
      es.auth.badCredentials,
    );

    expectOk(await toggleAdmin(t, superToken, a.id, 'reactivate'), 202, es.api.activated);
    for (const token of [tokenA, tokenB]) {
      expectError(await call(t, { method: 'GET', url: '/api/sectors', token }), 401, es.api.sessionExpired);
    }
    const fresh = await login(t, a.email, a.password);
    expect((await call(t, { method: 'GET', url: '/api/sectors', token: fresh })).status).toBe(200);
  });

  it("a deactivated admin's token answers 401 'Usuario desactivado' (deactivated outside the toggle)", async () => {
    const a = await createAdmin(t, { role: 1, permissions: { sectors: { read: true } } });
    const token = await login(t, a.email, a.password);
    await t.database.sql`update admins set active = false where id = ${a.id}`;
    expectError(await call(t, { method: 'GET', url: '/api/sectors', token }), 401, es.api.userDeactivated);
  });
});

describe('the last super user', () => {
  it('cannot demote themselves while no other active super user exists: 400, role unchanged', async () => {
    await t.database.sql`update admins set active = false where role = 0 and id <> ${superId}`;
    await expectRefused(
      t,
      () => putAdmin(t, superToken, superId, { role: 1, historical: JSON.stringify({ description: 'Cambio de rol' }) }),
      400,
      es.admins.lastSuperUser,
    );
  });

  it('can once another super user exists', async () => {
    const other = await createAdminViaApi(t, superToken, { role: 0 });
    expect(other.role).toBe(0);
    const res = await putAdmin(t, superToken, superId, { role: 1, historical: JSON.stringify({ description: 'Cambio de rol' }) });
    expect(res.status).toBe(202);
    await t.database.sql`update admins set role = 0 where id = ${superId}`;
  });
});
