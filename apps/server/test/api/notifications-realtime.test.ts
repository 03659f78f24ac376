/**
 * Realtime (CONTRACT "Realtime", issue 10 §2): socket.io on the app's port, behind the same session check as /api;
 * notifications reach their recipients' sockets at once and nobody else's; a revoked or changed session is told why
 * and closed; an oversized message or a flood closes only the socket that sent it.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { createAdmin, loginAsSuper, login, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectOk } from '../helpers/expect.ts';
import { putAdmin, toggleAdmin } from '../helpers/admins.ts';
import { cardAdmin, cardBody, cardWorld, createCard, type CardWorld } from '../helpers/flashcards.ts';
import { connect, connected, flushed, listen, within, type Received } from '../helpers/realtime.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../src/plugins/app/auth.ts';
import { MAX_SOCKETS_PER_SESSION } from '../../src/plugins/app/realtime.ts';

let t: TestApp;
let url: string;
let w: CardWorld;
let superToken: string;
const open: Received[] = [];

beforeAll(async () => {
  t = await startTestApp();
  url = await listen(t);
  superToken = await loginAsSuper(t);
  w = await cardWorld(t);
});
afterAll(async () => {
  for (const c of open) c.socket.close();
  await t?.close();
});

/** A connection that must succeed, closed after the suite. */
async function socketOf(token: string): Promise<Received> {
  const c = await connected(url, token);
  open.push(c);
  return c;
}

async function refusal(opts: Parameters<typeof connect>[1]) {
  const result = await connect(url, opts);
  expect(result.ok).toBe(false);
  return result.ok ? undefined : result.error.data;
}

const approver = () => cardAdmin(t, { formCards: { read: true, approve: true } }, { gta: w.gtaA.id });

describe('the handshake', () => {
  it('accepts a live token in `auth`, or in an Authorization header', async () => {
    const admin = await approver();
    expect((await socketOf(admin.token)).socket.connected).toBe(true);
    const viaHeader = await connect(url, { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(viaHeader.ok).toBe(true);
    if (viaHeader.ok) viaHeader.client.socket.close();
  });

  it('refuses no token, a forged one and an expired one with the answers /api gives them', async () => {
    expect(await refusal({})).toEqual({ status: 401, message: es.api.unauthorized });
    const admin = await approver();
    const [, payload] = admin.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sid: string; user: unknown };
    const forged = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(new TextEncoder().encode('otra-clave'));
    expect(await refusal({ token: forged })).toEqual({ status: 401, message: es.api.unauthorized });
    const expired = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect(await refusal({ token: expired })).toEqual({ status: 401, message: es.api.sessionExpired });
    expect(await refusal({ token: 'no-es-un-token' })).toEqual({ status: 401, message: es.api.unauthorized });
  });

  it('holds at most MAX_SOCKETS_PER_SESSION sockets of one session; one closed makes room again', async () => {
    const admin = await approver();
    const sockets = await Promise.all(Array.from({ length: MAX_SOCKETS_PER_SESSION }, () => connected(url, admin.token)));
    open.push(...sockets);
    expect(await refusal({ token: admin.token })).toEqual({ status: 429, message: es.api.tooManySockets });
    sockets[0]!.socket.close();
    const room = () => t.app.realtime.io.of('/').adapter.rooms.get(`admin:${admin.id}`)?.size ?? 0;
    await within(2000, () => room() === MAX_SOCKETS_PER_SESSION - 1, 'el cierre del primer socket en el servidor');
    const again = await connect(url, { token: admin.token });
    expect(again.ok).toBe(true);
    if (again.ok) open.push(again.client);
  });

  it('refuses a page of another origin, and takes one of its own', async () => {
    const admin = await approver();
    const foreign = await connect(url, { token: admin.token, headers: { Origin: 'http://ataque.example' }, transport: 'polling' });
    expect(foreign.ok).toBe(false);
    const own = await connect(url, { token: admin.token, headers: { Origin: url }, transport: 'polling' });
    expect(own.ok).toBe(true);
    if (own.ok) own.client.socket.close();
  });

  it('after logout the socket is told and closed, and the token cannot connect again', async () => {
    const admin = await createAdmin(t, { role: 1 });
    const token = await login(t, admin.email, admin.password);
    const [first, second] = [await socketOf(token), await socketOf(token)];
    const other = await socketOf(await login(t, admin.email, admin.password));
    expectOk(await client(t, token).put(`/api/auth/admins/logout/${admin.id}`, { login: false }), 200, es.auth.loggedOut);
    for (const c of [first, second]) {
      expect(await c.disconnected).toBe('io server disconnect');
      expect(c.sessions).toEqual([{ reason: 'logout' }]);
    }
    // Another session of the same admin (another browser) stays.
    await flushed(t, other);
    expect(other.socket.connected).toBe(true);
    expect(await refusal({ token })).toEqual({ status: 401, message: es.api.sessionExpired });
  });
});

describe('notifications', () => {
  it("a card sent to review reaches an approver's socket within a second, never an approver of another GTA", async () => {
    const author = await cardAdmin(t, { formCards: { read: true, create: true, update: true } }, { role: 2, gta: w.gtaA.id });
    const approverA = await approver();
    const approverB = await cardAdmin(t, { formCards: { read: true, approve: true } }, { gta: w.gtaB.id });
    const [socketA, socketA2, socketB, socketAuthor] = [
      await socketOf(approverA.token),
      await socketOf(approverA.token),
      await socketOf(approverB.token),
      await socketOf(author.token),
    ];
    const card = await createCard(t, author.token, cardBody(w));
    const sent = Date.now();
    expectOk(await author.api.put(`/api/flashcards/${card._id}/send`, {}), 202, 'Flashcard enviada a revisión');
    await within(1000, () => socketA.notifications.length === 1 && socketA2.notifications.length === 1, 'notificación al aprobador');
    expect(Date.now() - sent).toBeLessThan(1000);
    expect(socketA.notifications[0]).toMatchObject({
      type: 'flashcardSent',
      module: 'flashcards',
      document: card._id,
      description: `Ana Prueba envió a revisión la flashcard «${card.name as string}»`,
      createdBy: { _id: author.id, name: 'Ana', lastName: 'Prueba' },
      isReading: false,
    });
    await Promise.all([flushed(t, socketB), flushed(t, socketAuthor)]);
    expect(socketB.notifications).toEqual([]);
    expect(socketAuthor.notifications).toEqual([]);
  });

  it("a public-site comment reaches the users' readers at once", async () => {
    const usersReader = await createAdmin(t, { role: 1, permissions: { users: { read: true } } });
    const socket = await socketOf(await t.app.issueToken({ id: usersReader.id, gta: null }));
    const [user] = await t.database.sql<{ id: string }[]>`insert into users (name, last_name, email) values ('Eva', 'Ruiz', 'eva.rt@example.com') returning id`;
    const [card] = await t.database.sql<{ id: string }[]>`insert into flashcards (number, name, gta_id, status) values (300, 'Compostaje', ${w.gtaA.id}, 2) returning id`;
    await t.database.sql`insert into comments (comment, user_id, flashcard_id) values ('¡Excelente!', ${user!.id}, ${card!.id})`;
    await within(1000, () => socket.notifications.length === 1, 'notificación del comentario');
    expect(socket.notifications[0]).toMatchObject({ type: 'comment', description: 'Eva Ruiz comentó la flashcard «Compostaje»', createdBy: null });
  });
});

describe('live sessions', () => {
  it('deactivating an admin tells and closes their sockets; the old token cannot reconnect', async () => {
    const target = await approver();
    const [a, b] = [await socketOf(target.token), await socketOf(target.token)];
    expectOk(await toggleAdmin(t, superToken, target.id, 'deactivate'), 202, es.api.deactivated);
    for (const c of [a, b]) {
      expect(await c.disconnected).toBe('io server disconnect');
      expect(c.sessions).toEqual([{ reason: 'deactivated' }]);
    }
    expect(await refusal({ token: target.token })).toEqual({ status: 401, message: es.api.userDeactivated });
  });

  it('a change to their permission rows tells them `permissions` and closes their sockets', async () => {
    const target = await approver();
    const socket = await socketOf(target.token);
    const [row] = await t.database.sql<{ id: string }[]>`select id from permissions where admin_id = ${target.id}`;
    expectOk(await client(t, superToken).put(`/api/permissions/${row!.id}`, { create: true }), 202, es.api.updated);
    expect(await socket.disconnected).toBe('io server disconnect');
    expect(socket.sessions).toEqual([{ reason: 'permissions' }]);
  });

  it('a save of the same flags changes nothing and closes nothing', async () => {
    const target = await approver();
    const socket = await socketOf(target.token);
    const [row] = await t.database.sql<{ id: string }[]>`select id from permissions where admin_id = ${target.id}`;
    expectOk(await client(t, superToken).put(`/api/permissions/${row!.id}`, { approve: true }), 202, es.api.updated);
    await flushed(t, socket);
    expect(socket.socket.connected).toBe(true);
    expect(socket.sessions).toEqual([]);
  });

  it('a change of GTA or role tells `permissions`; a change of name does not', async () => {
    const target = await approver();
    const socket = await socketOf(target.token);
    expectOk(await putAdmin(t, superToken, target.id, { name: 'Anabel' }), 202, es.api.updated);
    await flushed(t, socket);
    expect(socket.socket.connected).toBe(true);
    expectOk(await putAdmin(t, superToken, target.id, { gta: w.gtaB.id }), 202, es.api.updated);
    expect(await socket.disconnected).toBe('io server disconnect');
    expect(socket.sessions).toEqual([{ reason: 'permissions' }]);
    const again = await socketOf(target.token);
    expectOk(await putAdmin(t, superToken, target.id, { role: 2 }), 202, es.api.updated);
    expect(await again.disconnected).toBe('io server disconnect');
    expect(again.sessions).toEqual([{ reason: 'permissions' }]);
  });

  it('a new password through recovery tells `password` and closes every session of the admin', async () => {
    const target = await createAdmin(t, { role: 1 });
    const token = await login(t, target.email, target.password);
    const socket = await socketOf(token);
    t.sink.clear();
    expectOk(await client(t).post('/api/auth/admins/request-recover', { email: target.email }), 200, es.auth.recoverRequested);
    const mail = await t.sink.waitFor((m) => m.to.includes(target.email));
    const recoverToken = /updatepassword\/([^&\s]+)&/.exec(mail.text)?.[1];
    expect(recoverToken).toBeDefined();
    expectOk(
      await client(t).post('/api/auth/admins/recover', {
        email: target.email,
        recoverPasswordToken: recoverToken,
        password: 'Nueva-clave-123',
        cfrmPassword: 'Nueva-clave-123',
      }),
      200,
      es.auth.passwordUpdated,
    );
    expect(await socket.disconnected).toBe('io server disconnect');
    expect(socket.sessions).toEqual([{ reason: 'password' }]);
    expect(await refusal({ token })).toEqual({ status: 401, message: es.api.sessionExpired });
  });
});

describe('abuse', () => {
  it('a 10 MB message closes only the socket that sent it', async () => {
    const sender = await approver();
    const bystander = await approver();
    const [big, calm] = [await socketOf(sender.token), await socketOf(bystander.token)];
    big.socket.emit('mensaje', 'x'.repeat(10 * 1024 * 1024));
    expect(await big.disconnected).toBe('transport close');
    await flushed(t, calm);
    expect(calm.socket.connected).toBe(true);
    expectOk(await client(t, superToken).get('/api/health'), 200, 'OK');
  });

  it('a flood of messages closes only the socket that sent it', async () => {
    const flooder = await approver();
    const bystander = await approver();
    const [flood, calm] = [await socketOf(flooder.token), await socketOf(bystander.token)];
    for (let i = 0; i < 200; i++) flood.socket.emit('mensaje', i);
    expect(await flood.disconnected).toBe('io server disconnect');
    await flushed(t, calm);
    expect(calm.socket.connected).toBe(true);
  });
});
