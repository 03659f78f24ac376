import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, createAdmin, login, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, databaseState, expectError, expectOk, historyOf } from '../helpers/expect.ts';

const reason = (description: string) => ({ historical: { description } });
const FAILURE = 'test_history_blocked';

describe('a change and its history row are one transaction', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;

  // History inserts made to fail with a constraint no new row can meet (NOT VALID spares the existing ones). A trigger
  // would do too, but needs PL/pgSQL, which some servers the suite runs on cannot load.
  const breakHistory = () =>
    t.database.sql.unsafe(`alter table historicals add constraint ${FAILURE} check (false) not valid`);
  const repairHistory = () => t.database.sql.unsafe(`alter table historicals drop constraint if exists ${FAILURE}`);

  beforeAll(async () => {
    t = await startTestApp();
    api = client(t, await loginAsSuper(t));
  });
  afterEach(repairHistory);
  afterAll(() => t?.close());

  /** Runs `request` while history inserts fail: 500 with the generic message, and the database exactly as before. */
  async function expectRolledBack(request: () => ReturnType<typeof api.get>) {
    await breakHistory();
    const before = await databaseState(t);
    const res = await request();
    expectError(res, 500, es.api.serverError);
    expect(res.raw).not.toContain(FAILURE);
    expect(res.raw).not.toContain('historicals');
    expect(await databaseState(t)).toBe(before);
    await repairHistory();
    // The failure was logged for the operator, without reaching the client.
    expect(t.logs.some((line) => line.includes('"level":50') && line.includes(FAILURE))).toBe(true);
  }

  async function newSector(name: string) {
    return expectOk<{ _id: string; name: string; updatedAt: string }>(
      await api.post('/api/sectors', { name, description: 'Descripción inicial' }),
      201,
      es.api.saved,
    );
  }

  it('create: no record without its history row', async () => {
    await expectRolledBack(() => api.post('/api/sectors', { name: 'Sector huérfano', description: 'No debe quedar' }));
    const [row] = await t.database.sql<{ n: number }[]>`select count(*)::int as n from sectors where name = 'Sector huérfano'`;
    expect(row!.n).toBe(0);
  });

  it('update: the record is unchanged', async () => {
    const sector = await newSector('Sector intacto');
    await expectRolledBack(() => api.put(`/api/sectors/${sector._id}`, { name: 'Sector cambiado', ...reason('Cambio') }));
    expect(expectOk(await api.get(`/api/sectors/${sector._id}`), 200, es.api.ok)).toMatchObject({ name: 'Sector intacto', updatedAt: sector.updatedAt });
    // Once history works again, the same change goes through with its row.
    expectOk(await api.put(`/api/sectors/${sector._id}`, { name: 'Sector cambiado', ...reason('Cambio') }), 202, es.api.updated);
    expect((await historyOf(t, sector._id)).map((h) => h.cause)).toEqual(['create', 'edit']);
  });

  it('deactivate and reactivate: the status is unchanged', async () => {
    const sector = await newSector('Sector estable');
    await expectRolledBack(() => api.put(`/api/sectors/${sector._id}/deactivate`, reason('Baja')));
    expectOk(await api.put(`/api/sectors/${sector._id}/deactivate`, reason('Baja')), 202, es.api.deactivated);
    await expectRolledBack(() => api.put(`/api/sectors/${sector._id}/reactivate`, reason('Alta')));
    expect(expectOk<{ active: boolean }>(await api.get(`/api/sectors/${sector._id}`), 200, es.api.ok).active).toBe(false);
  });

  it('password recovery: the password and the sessions are unchanged', async () => {
    const admin = await createAdmin(t, { role: 1 });
    const adminToken = await login(t, admin.email, admin.password);
    t.sink.clear();
    await call(t, { method: 'POST', url: '/api/auth/admins/request-recover', payload: { email: admin.email } });
    const mail = await t.sink.waitFor((m) => m.to.includes(admin.email));
    const token = /\/user\/updatepassword\/([A-Za-z0-9_-]+)&/.exec(mail.text)![1]!;
    const body = { email: admin.email, recoverPasswordToken: token, password: 'Clave-nueva-123', cfrmPassword: 'Clave-nueva-123' };
    await expectRolledBack(() => call(t, { method: 'POST', url: '/api/auth/admins/recover', payload: body }));
    expect((await call(t, { method: 'GET', url: '/api/auth/admins/me', token: adminToken })).status).toBe(200);
    // The link is still good once history works again.
    expectOk(await call(t, { method: 'POST', url: '/api/auth/admins/recover', payload: body }), 200, es.auth.passwordUpdated);
  });

  it('two deactivations at once: one 202, one 409, one history row', async () => {
    const sector = await newSector('Sector disputado');
    const answers = await Promise.all([1, 2].map(() => api.put(`/api/sectors/${sector._id}/deactivate`, reason('A la vez'))));
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409]);
    expect((await historyOf(t, sector._id)).map((h) => h.cause)).toEqual(['create', 'deactivate']);
  });

  it('parallel edits each record the value they replaced: the history is one unbroken chain', async () => {
    const sector = await newSector('Sector v0');
    const names = ['Sector v1', 'Sector v2', 'Sector v3', 'Sector v4', 'Sector v5'];
    const answers = await Promise.all(names.map((name) => api.put(`/api/sectors/${sector._id}`, { name, ...reason(name) })));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202]);
    const edits = (await historyOf(t, sector._id)).filter((h) => h.cause === 'edit');
    expect(edits).toHaveLength(5);
    // Follow the chain from the original name: each edit's "from" is the previous edit's "to".
    let current = 'Sector v0';
    const remaining = [...edits];
    while (remaining.length > 0) {
      const next = remaining.findIndex((e) => e.changes[0]?.from === current);
      expect(next, `no edit starts from ${current}`).toBeGreaterThanOrEqual(0);
      current = remaining.splice(next, 1)[0]!.changes[0]!.to as string;
    }
    expect(expectOk<{ name: string }>(await api.get(`/api/sectors/${sector._id}`), 200, es.api.ok).name).toBe(current);
  });
});
