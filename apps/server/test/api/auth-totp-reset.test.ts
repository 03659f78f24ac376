/** A super user resets the authenticator app of an admin who lost her phone: the app and her sessions end, history says who. */
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { createAdmin, login, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, databaseState, expectError, expectOk, expectNothingInternal, historyOf } from '../helpers/expect.ts';
import { connected, listen, type Received } from '../helpers/realtime.ts';

const TOTP_URL = '/api/auth/admins/totp';
const appCode = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

let t: TestApp;
let url: string;
let superToken: string;
let superId: string;
const open: Received[] = [];

beforeAll(async () => {
  t = await startTestApp({ authFailureLimit: 1000 });
  url = await listen(t);
  superToken = await loginAsSuper(t);
  superId = (decodeJwt(superToken) as { user: { _id: string } }).user._id;
});
afterAll(async () => {
  for (const c of open) c.socket.close();
  await t?.close();
});

const reset = (admin: string, token = superToken) => client(t, token).del(`${TOTP_URL}?admin=${admin}`);
const status = (admin: string, token = superToken) => client(t, token).get(`${TOTP_URL}?admin=${admin}`);
const appRows = async (id: string) => (await t.database.sql<{ n: number }[]>`select count(*)::int as n from admin_totp where admin_id = ${id}`)[0]!.n;

/** An admin with a confirmed app, signed in; answers her session token. */
async function enrolled() {
  const admin = await createAdmin(t);
  const token = await login(t, admin.email, admin.password);
  const setup = expectOk<{ secret: string }>(await client(t, token).post(`${TOTP_URL}/setup`, {}), 201, es.totp.setupStarted);
  expectOk(await client(t, token).post(`${TOTP_URL}/confirm`, { code: appCode(setup.secret) }), 201, es.totp.enabled);
  return { ...admin, token };
}

describe('an admin’s authenticator app seen and reset by a super user', { timeout: 90_000 }, () => {
  it('shows the super user her app, then resets it: her sessions end at once and history names who did it', async () => {
    const admin = await enrolled();
    expect(expectOk(await status(admin.id), 200, es.totp.status)).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const socket = await connected(url, admin.token);
    open.push(socket);

    const done = await reset(admin.id);
    expect(done.body).toEqual({ code: 200, message: es.totpReset.reset, data: { endedSessions: 1 } });
    expect(await socket.disconnected).toBe('io server disconnect');
    expect(socket.sessions).toEqual([{ reason: 'ended' }]);
    expect(await appRows(admin.id)).toBe(0);
    expectError(await client(t, admin.token).get('/api/auth/admins/me'), 401, es.api.sessionExpired);
    const last = (await historyOf(t, admin.id)).at(-1);
    expect(last).toEqual({ cause: 'security', description: es.totpReset.history.reset(1), module: 'admins', changes: [], adminId: superId });

    // Without an app she signs in again with the mailed code, and may set a new app up.
    const again = await login(t, admin.email, admin.password);
    expect(expectOk(await client(t, again).get(TOTP_URL), 200, es.totp.status)).toMatchObject({ enabled: false });
    expectError(await reset(admin.id), 409, es.totpReset.notEnabled);
  });

  it('refuses anyone but a super user, her own app, unknown admins and bad input, changing nothing', async () => {
    const admin = await enrolled();
    const other = await createAdmin(t);
    const otherToken = await login(t, other.email, other.password);
    const before = await databaseState(t, { withSessions: false });

    expectError(await reset(admin.id, otherToken), 403, es.api.forbidden);
    expectError(await status(admin.id, otherToken), 403, es.api.forbidden);
    expectError(await reset(admin.id, admin.token), 400, es.totpReset.ownApp, [{ path: 'admin', msg: es.totpReset.ownApp }]);
    expectError(await reset(superId), 400, es.totpReset.ownApp, [{ path: 'admin', msg: es.totpReset.ownApp }]);
    expectError(await reset(randomUUID()), 404, es.api.notFound);
    expectError(await reset(other.id), 409, es.totpReset.notEnabled);
    const bad = await reset('no-es-un-id');
    expectError(bad, 400, es.api.validation, [{ path: 'admin', msg: es.validation.invalidId }]);
    expectNothingInternal(bad.raw);
    expectError(await client(t, superToken).del(TOTP_URL), 400, es.api.validation, [{ path: 'admin', msg: es.validation.invalidId }]);
    expectError(await client(t, superToken).del(`${TOTP_URL}?admin=${admin.id}&todo=1`), 400, es.api.validation);
    expectError(await client(t).del(`${TOTP_URL}?admin=${admin.id}`), 401, es.api.unauthorized);

    expect(await databaseState(t, { withSessions: false })).toBe(before);
    expect(expectOk(await client(t, admin.token).get(TOTP_URL), 200, es.totp.status)).toMatchObject({ enabled: true });
  });
});
