/**
 * Creating an admin: permission rows in the same transaction (only rows with a flag, read implied), atomicity when a
 * part fails, and the mailed link that lets the new admin set a password once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { createAdminViaApi, flagsByModule, postAdmin, setPasswordLink, uniqueEmail } from '../helpers/admins.ts';
import { call, login, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk, historyOf } from '../helpers/expect.ts';
import { expectRefused, fieldError, snapshot, uploadedFiles, type Rec } from '../helpers/resources.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await loginAsSuper(t);
});
afterAll(() => t?.close());

const recover = (email: string, recoverPasswordToken: string, password = 'Nueva-clave-123') =>
  call(t, {
    method: 'POST',
    url: '/api/auth/admins/recover',
    payload: { email, recoverPasswordToken, password, cfrmPassword: password },
  });

describe('permission rows', () => {
  it('only rows with a flag are kept, any flag implies read, and they are read back by /api/permissions/all', async () => {
    const data = await createAdminViaApi(t, token, {
      permissions: [
        { module: 'sectors', read: true, create: true },
        { module: 'companies', update: true },
        { module: 'gtas', read: false, create: false, update: false, destroy: false, approve: false },
        { module: 'formCards', approve: true },
      ],
    });
    expect(await flagsByModule(t, token, data._id)).toEqual({
      sectors: { read: true, create: true, update: false, destroy: false, approve: false },
      companies: { read: true, create: false, update: true, destroy: false, approve: false },
      formCards: { read: true, create: false, update: false, destroy: false, approve: true },
    });
  });

  it('a cell the matrix disables (approve on sectors, destroy on admins) → 400, nothing kept', async () => {
    await expectRefused(
      t,
      () => postAdmin(t, token, { permissions: [{ module: 'sectors', approve: true }] }),
      400,
      es.admins.actionDisabled,
      fieldError('permissions.0.approve', es.admins.actionDisabled),
    );
    await expectRefused(
      t,
      () => postAdmin(t, token, { permissions: [{ module: 'sectors', read: true }, { module: 'admins', destroy: true }] }),
      400,
      es.admins.actionDisabled,
      fieldError('permissions.1.destroy', es.admins.actionDisabled),
    );
  });

  it('an unknown module, a repeated module, a flag that is not a boolean, permissions that are not JSON → 400', async () => {
    const refused = async (permissions: unknown) => {
      const before = await snapshot(t);
      const res = await postAdmin(t, token, { permissions });
      expectError(res, 400, es.api.validation);
      expect(await snapshot(t)).toEqual(before);
      return res.body.errors;
    };
    expect(await refused([{ module: 'nope', read: true }])).toEqual([{ path: 'permissions.0.module', msg: es.api.referenceNotFound }]);
    expect(await refused([{ module: 'sectors', read: true }, { module: 'sectors', create: true }])).toEqual([
      { path: 'permissions.1.module', msg: es.admins.moduleRepeated },
    ]);
    expect(await refused([{ module: 'sectors', read: 'yes' }])).toEqual([{ path: 'permissions.0.read', msg: es.validation.invalidValue }]);
    expect(await refused('{not json')).toEqual([{ path: 'permissions', msg: es.validation.invalidValue }]);
  });
});

describe('atomicity', () => {
  it('the permission insert fails → no admin, no permission row, no history, no file left, no mail', async () => {
    await t.database.sql.unsafe('alter table permissions add constraint test_no_create check (not "create") not valid');
    try {
      const email = uniqueEmail('atomico');
      const before = await snapshot(t);
      t.sink.clear();
      const res = await postAdmin(t, token, { email, permissions: [{ module: 'sectors', create: true }] });
      expectError(res, 500, es.api.serverError);
      expect(await snapshot(t)).toEqual(before);
      expect(await uploadedFiles(t)).toEqual(before.files);
      const [row] = await t.database.sql`select count(*)::int as n from admins where lower(email) = ${email}`;
      expect(row!.n).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(t.sink.messages.filter((m) => m.to.includes(email))).toEqual([]);
    } finally {
      await t.database.sql.unsafe('alter table permissions drop constraint test_no_create');
    }
  });

  it('the same request succeeds once the constraint is gone: admin, rows and the create history row', async () => {
    const data = await createAdminViaApi(t, token, { permissions: [{ module: 'sectors', create: true }] });
    expect((await flagsByModule(t, token, data._id)).sectors).toEqual({ read: true, create: true, update: false, destroy: false, approve: false });
    const history = await historyOf(t, data._id);
    expect(history.map((h) => [h.cause, h.module])).toEqual([['create', 'admins']]);
  });
});

describe('set-password mail', () => {
  it('mails a link /user/updatepassword/<token>&<email> that sets the password once; the admin can then sign in', async () => {
    const email = uniqueEmail('Bienvenida');
    t.sink.clear();
    const data = await createAdminViaApi(t, token, { email, permissions: [{ module: 'sectors', read: true }] });
    const link = await setPasswordLink(t, email);
    expect(link.link.startsWith(`${t.config.appUrl}/user/updatepassword/`)).toBe(true);
    expect(link.email).toBe(email.toLowerCase());
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{20,200}$/);

    // No password yet: signing in fails like a wrong password.
    const before = await call(t, { method: 'POST', url: '/api/auth/admins/login', payload: { email, password: 'Nueva-clave-123' } });
    expectError(before, 401, es.auth.badCredentials);

    expectOk(await recover(link.email, link.token), 200, es.auth.passwordUpdated);
    const again = await recover(link.email, link.token, 'Otra-clave-456');
    expectError(again, 400, es.auth.recoverInvalid);

    const adminToken = await login(t, email, 'Nueva-clave-123');
    const me = expectOk<Rec>(await call(t, { method: 'GET', url: '/api/auth/admins/me', token: adminToken }), 200, es.api.ok);
    expect(me._id).toBe(data._id);
    // The token is kept only as a digest: the plain one is nowhere in the database.
    const [row] = await t.database.sql`select count(*)::int as n from admins where recover_token_hash = ${link.token}`;
    expect(row!.n).toBe(0);
  });

  it('the link is valid for 72 hours: an expired one is refused', async () => {
    const email = uniqueEmail('caduca');
    t.sink.clear();
    const data = await createAdminViaApi(t, token, { email });
    const link = await setPasswordLink(t, email);
    const [row] = await t.database.sql<{ hours: number }[]>`
      select round(extract(epoch from recover_expires - now()) / 3600)::int as hours from admins where id = ${data._id}`;
    expect(row!.hours).toBe(72);
    await t.database.sql`update admins set recover_expires = now() - interval '1 second' where id = ${data._id}`;
    expectError(await recover(link.email, link.token), 400, es.auth.recoverInvalid);
  });
});
