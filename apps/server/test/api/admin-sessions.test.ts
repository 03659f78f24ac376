/** An admin's sessions: listed with their device and last use, ended one by one or all but the current, sockets closed at once. */
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { createAdmin, login, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, databaseState, expectError, expectOk, historyOf, ISO_RE } from '../helpers/expect.ts';
import { connected, listen, type Received } from '../helpers/realtime.ts';

const SESSIONS = '/api/auth/admins/sessions';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

interface Listed {
  _id: string;
  current: boolean;
  userAgent: string | null;
  address: string | null;
  createdAt: string;
  lastSeenAt: string;
}

let t: TestApp;
let url: string;
let superToken: string;
let superId: string;
const open: Received[] = [];

beforeAll(async () => {
  t = await startTestApp();
  url = await listen(t);
  superToken = await loginAsSuper(t);
  superId = (decodeJwt(superToken) as { user: { _id: string } }).user._id;
});
afterAll(async () => {
  for (const c of open) c.socket.close();
  await t?.close();
});

const sidOf = (token: string) => (decodeJwt(token) as { sid: string }).sid;
const me = (token: string) => client(t, token).get('/api/auth/admins/me');
const list = async (token: string, query = '') => expectOk<Listed[]>(await client(t, token).get(`${SESSIONS}${query}`), 200, es.adminSessions.list);

/** An admin without module permissions, signed in twice: the second sign-in names its device. */
async function twiceSignedIn() {
  const admin = await createAdmin(t);
  const first = await login(t, admin.email, admin.password);
  const second = await t.app.issueToken({ id: admin.id, gta: null }, { ip: '203.0.113.9', headers: { 'user-agent': CHROME } });
  return { ...admin, first, second };
}

async function socketOf(token: string): Promise<Received> {
  const c = await connected(url, token);
  open.push(c);
  return c;
}

describe('GET /api/auth/admins/sessions', () => {
  it('lists the caller’s live sessions, newest first, marking the current one', async () => {
    const a = await twiceSignedIn();
    const rows = await list(a.first);
    expect(rows.map((row) => [row._id, row.current])).toEqual([
      [sidOf(a.second), false],
      [sidOf(a.first), true],
    ]);
    expect(rows[0]).toMatchObject({ userAgent: CHROME, address: '203.0.113.9' });
    // The password sign-in records its own request too.
    expect(rows[1]!.address).toEqual(expect.any(String));
    for (const row of rows) expect(row).toMatchObject({ createdAt: expect.stringMatching(ISO_RE), lastSeenAt: expect.stringMatching(ISO_RE) });
    expect((await list(a.second)).map((row) => row.current)).toEqual([true, false]);
  });

  it('lists a session issued without its sign-in request with no device or address', async () => {
    const a = await createAdmin(t);
    const token = await t.app.issueToken({ id: a.id, gta: null });
    expect(await list(token)).toEqual([expect.objectContaining({ current: true, userAgent: null, address: null })]);
  });

  it('refreshes last use at most once a minute, without the request waiting for it', async () => {
    const a = await twiceSignedIn();
    const { sql } = t.database;
    await sql`update admin_sessions set last_seen_at = now() - interval '5 minutes' where id = ${sidOf(a.first)}`;
    await sql`update admin_sessions set last_seen_at = now() - interval '30 seconds' where id = ${sidOf(a.second)}`;
    const [before] = await sql<{ seen: Date }[]>`select last_seen_at as seen from admin_sessions where id = ${sidOf(a.second)}`;
    expect((await me(a.second)).status).toBe(200);
    expect((await me(a.first)).status).toBe(200);
    const fresh = async () =>
      (await sql<{ fresh: boolean }[]>`select last_seen_at > now() - interval '10 seconds' as fresh from admin_sessions where id = ${sidOf(a.first)}`)[0]!.fresh;
    await expect.poll(fresh, { timeout: 5000 }).toBe(true);
    const [after] = await sql<{ seen: Date }[]>`select last_seen_at as seen from admin_sessions where id = ${sidOf(a.second)}`;
    expect(after!.seen).toEqual(before!.seen);
  });

  it('leaves out revoked and expired sessions', async () => {
    const a = await twiceSignedIn();
    await t.database.sql`update admin_sessions set expires_at = now() - interval '1 second' where id = ${sidOf(a.second)}`;
    expect((await list(a.first)).map((row) => row._id)).toEqual([sidOf(a.first)]);
  });

  it('shows a super user any admin’s sessions; 404 for an unknown admin', async () => {
    const a = await twiceSignedIn();
    const rows = await list(superToken, `?admin=${a.id}`);
    expect(rows.map((row) => [row._id, row.current])).toEqual([
      [sidOf(a.second), false],
      [sidOf(a.first), false],
    ]);
    expect((await list(a.first, `?admin=${a.id}`)).length).toBe(2);
    expectError(await client(t, superToken).get(`${SESSIONS}?admin=${randomUUID()}`), 404, es.api.notFound);
  });

  it('refuses another admin’s sessions to a non-super user (403) and bad queries (400)', async () => {
    const a = await twiceSignedIn();
    const b = await createAdmin(t, { permissions: { admins: { read: true, update: true } } });
    const bToken = await login(t, b.email, b.password);
    expectError(await client(t, bToken).get(`${SESSIONS}?admin=${a.id}`), 403, es.api.forbidden);
    expectError(await client(t, bToken).get(`${SESSIONS}?admin=no-es-un-id`), 400, es.api.validation, [
      { path: 'admin', msg: es.validation.invalidId },
    ]);
    const unknownKey = await client(t, bToken).get(`${SESSIONS}?otro=1`);
    expectError(unknownKey, 400, es.api.validation);
    expectError(await client(t).get(SESSIONS), 401, es.api.unauthorized);
  });
});

describe('DELETE /api/auth/admins/sessions/{id}', () => {
  it('ends another session of one’s own: its token answers 401, its socket is told and closed, history names the device', async () => {
    const a = await twiceSignedIn();
    const socket = await socketOf(a.second);
    expectOk(await client(t, a.first).del(`${SESSIONS}/${sidOf(a.second)}`), 200, es.adminSessions.ended);
    expect(await socket.disconnected).toBe('io server disconnect');
    expect(socket.sessions).toEqual([{ reason: 'ended' }]);
    expectError(await me(a.second), 401, es.api.sessionExpired);
    expect((await me(a.first)).status).toBe(200);
    expect((await list(a.first)).map((row) => row._id)).toEqual([sidOf(a.first)]);
    expect(await historyOf(t, a.id)).toEqual([
      {
        cause: 'security',
        description: es.adminSessions.history.ended('Chrome 156 en Linux', '203.0.113.9'),
        module: 'admins',
        changes: [],
        adminId: a.id,
      },
    ]);
  });

  it('ends the current session: the caller is signed out and its socket told it was a logout', async () => {
    const a = await twiceSignedIn();
    const socket = await socketOf(a.first);
    expectOk(await client(t, a.first).del(`${SESSIONS}/${sidOf(a.first)}`), 200, es.adminSessions.ended);
    await socket.disconnected;
    expect(socket.sessions).toEqual([{ reason: 'logout' }]);
    expectError(await me(a.first), 401, es.api.sessionExpired);
    expect((await me(a.second)).status).toBe(200);
  });

  it('lets a super user end any admin’s session, the history row on that admin with the super user as author', async () => {
    const a = await twiceSignedIn();
    expectOk(await client(t, superToken).del(`${SESSIONS}/${sidOf(a.second)}`), 200, es.adminSessions.ended);
    expectError(await me(a.second), 401, es.api.sessionExpired);
    expect((await me(a.first)).status).toBe(200);
    const [row] = await historyOf(t, a.id);
    expect(row).toMatchObject({ cause: 'security', module: 'admins', adminId: superId, description: es.adminSessions.history.ended('Chrome 156 en Linux', '203.0.113.9') });
  });

  it('refuses another admin’s session to a non-super user (403) and changes nothing', async () => {
    const a = await twiceSignedIn();
    const b = await createAdmin(t, { permissions: { admins: { read: true, update: true, destroy: true } } });
    const bToken = await login(t, b.email, b.password);
    const before = await databaseState(t);
    expectError(await client(t, bToken).del(`${SESSIONS}/${sidOf(a.first)}`), 403, es.api.forbidden);
    expect(await databaseState(t)).toBe(before);
    expect((await me(a.first)).status).toBe(200);
  });

  it('answers 404 for an unknown or already ended session and 400 for a bad id, changing nothing', async () => {
    const a = await twiceSignedIn();
    expectOk(await client(t, a.first).del(`${SESSIONS}/${sidOf(a.second)}`), 200, es.adminSessions.ended);
    const before = await databaseState(t);
    expectError(await client(t, a.first).del(`${SESSIONS}/${sidOf(a.second)}`), 404, es.adminSessions.notFound);
    expectError(await client(t, a.first).del(`${SESSIONS}/${randomUUID()}`), 404, es.adminSessions.notFound);
    expectError(await client(t, a.first).del(`${SESSIONS}/no-es-un-id`), 400, es.api.validation, [{ path: 'id', msg: es.validation.invalidId }]);
    expectError(await client(t).del(`${SESSIONS}/${sidOf(a.first)}`), 401, es.api.unauthorized);
    expect(await databaseState(t)).toBe(before);
  });
});

describe('DELETE /api/auth/admins/sessions?others=true', () => {
  it('ends every own session but the current one, each with its history row', async () => {
    const a = await twiceSignedIn();
    const third = await login(t, a.email, a.password);
    const sockets = await Promise.all([socketOf(a.second), socketOf(third)]);
    const b = await twiceSignedIn();
    const data = expectOk<{ ended: number }>(await client(t, a.first).del(`${SESSIONS}?others=true`), 200, es.adminSessions.endedOthers(2));
    expect(data).toEqual({ ended: 2 });
    await Promise.all(sockets.map((s) => s.disconnected));
    expectError(await me(a.second), 401, es.api.sessionExpired);
    expectError(await me(third), 401, es.api.sessionExpired);
    expect((await list(a.first)).map((row) => row._id)).toEqual([sidOf(a.first)]);
    expect((await list(b.first)).length).toBe(2);
    expect((await historyOf(t, a.id)).map((row) => row.cause)).toEqual(['security', 'security']);
    const none = await client(t, a.first).del(`${SESSIONS}?others=true`);
    expect(expectOk(none, 200, es.adminSessions.endedOthers(0))).toEqual({ ended: 0 });
  });

  it('refuses a request without others=true (400), changing nothing', async () => {
    const a = await twiceSignedIn();
    const before = await databaseState(t);
    for (const query of ['', '?others=false', '?others=1', '?others=true&admin=' + a.id]) {
      const res = await client(t, a.first).del(`${SESSIONS}${query}`);
      expectError(res, 400, es.api.validation);
    }
    expect(await databaseState(t)).toBe(before);
  });
});
