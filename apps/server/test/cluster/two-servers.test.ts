/**
 * Two product processes on loopback sharing one PostgreSQL, one Redis (REDIS_URL) and one S3-compatible server
 * (issue 10 §2 "Several servers"): an action through server A notifies a socket on server B, a public-site insert is
 * notified once, a file uploaded through A is served by B, a deactivation through A closes B's sockets, and the
 * failure limiter and an address's request and form limits hold across both, and who has a record open on one server is
 * seen from the other, whose changes reach it. Run by `.ci/run`, which starts Redis; `vitest run --project cluster`.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import postgres from 'postgres';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PresenceEvent, RecordChangedEvent, WatchAck } from '@app/domain/core/realtime';
import { es } from '@app/domain/messages/es';
import { hashPassword } from '../../src/lib/secrets.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { connected, within, type Received } from '../helpers/realtime.ts';
import { startLocalS3, type LocalS3 } from '../helpers/s3rver.ts';
import { api, loginOn, productEnv, ready, seedReviewWorld, startServer, stopServer, type ServerProcess } from '../helpers/server-process.ts';

const REDIS_URL = process.env.REDIS_URL;
const SUPER = { email: 'super@example.com', password: 'Sup3r-secreta' };

let db: TestDatabase;
let sql: postgres.Sql;
let s3: LocalS3;
let a: ServerProcess;
let b: ServerProcess;
const sockets: Received[] = [];

beforeAll(async () => {
  if (!REDIS_URL) throw new Error('REDIS_URL no está definido: esta prueba la ejecuta .ci/run con un Redis propio');
  [db, s3] = await Promise.all([createTestDatabase(), startLocalS3()]);
  sql = postgres(db.url, { max: 2, onnotice: () => {} });
  // Every server must share the secrets a token and the stored settings are checked with.
  const env = productEnv(db.url, SUPER, { REDIS_URL, ...s3.env, AUTH_FAILURE_LIMIT: '3' });
  // Both start together on the empty database: one migrates and seeds, the other waits for it.
  [a, b] = await Promise.all([startServer('a', env), startServer('b', env)]);
  await Promise.all([ready(a), ready(b)]);
}, 180_000);

afterAll(async () => {
  for (const s of sockets) s.socket.close();
  await Promise.all([stopServer(a), stopServer(b)]);
  await sql?.end({ timeout: 5 });
  await Promise.all([db?.drop(), s3?.stop()]);
}, 60_000);

describe('two servers', () => {
  it('a card sent through A reaches an approver connected to B; a public insert is notified once', async () => {
    const world = await seedReviewWorld(sql, 'GTA Clúster', 'CL');

    const superToken = await loginOn(a, SUPER.email, SUPER.password);
    const onB = await connected(b.url, await loginOn(b, world.approver.email, world.approver.password));
    const superOnB = await connected(b.url, superToken);
    sockets.push(onB, superOnB);

    const created = await api(a, 'POST', '/api/flashcards', {
      token: superToken,
      json: { name: 'Tarjeta del clúster', what: 'Algo que hacer en dos servidores', gta: world.gta, workAxis: world.axis, businessType: [world.scope] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const card = created.body.data._id as string;
    expect((await api(a, 'PUT', `/api/flashcards/${card}/send`, { token: superToken, json: {} })).status).toBe(202);
    await within(2000, () => onB.notifications.length === 1, 'notificación en B de una acción en A');
    expect(onB.notifications[0]).toMatchObject({ type: 'flashcardSent', document: card, description: 'Super Usuario envió a revisión la flashcard «Tarjeta del clúster»' });

    // Both servers listen to the public site's inserts; one of them makes the notification.
    const [contact] = await sql<{ id: string }[]>`insert into contacts (name, email, message) values ('Mario', 'm@example.com', 'Hola') returning id`;
    await within(3000, () => superOnB.notifications.some((n) => n.document === contact!.id), 'notificación del contacto');
    // The idle point: a row leaves the queue in the transaction that notifies it, and a later contact's notification
    // reaches the socket behind any second copy of this one.
    for (const until = Date.now() + 3000; (await sql`select 1 from public_inserts limit 1`).length > 0; ) {
      if (Date.now() > until) throw new Error('la cola del sitio público no se vació');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [later] = await sql<{ id: string }[]>`insert into contacts (name, email, message) values ('Lucía', 'l@example.com', 'Hola') returning id`;
    await within(3000, () => superOnB.notifications.some((n) => n.document === later!.id), 'notificación del contacto siguiente');
    expect(superOnB.notifications.filter((n) => n.document === contact!.id)).toHaveLength(1);
    expect(await sql`select id from notifications where document = ${contact!.id}`).toHaveLength(1);

    // A deactivation through A closes the admin's socket on B.
    const deactivated = await api(a, 'PUT', `/api/admins/${world.approver.id}/deactivate`, { token: superToken, json: { historical: { description: 'Baja' } } });
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(202);
    expect(await onB.disconnected).toBe('io server disconnect');
    expect(onB.sessions).toEqual([{ reason: 'deactivated' }]);
  });

  it('who watches a record on A is seen by a watcher on B, and a change through B reaches the watcher on A', async () => {
    const [gta] = await sql<{ id: string }[]>`
      insert into gtas (title, goal, action_lines, nomenclature, author, position)
      values ('GTA Presencia', 'Objetivo', 'Líneas', 'PR', 'Equipo', 'Puesto') returning id`;
    const [axis] = await sql<{ id: string }[]>`insert into work_axes (gta_id, objective, position) values (${gta!.id}, 'Eje', '1') returning id`;
    const [card] = await sql<{ id: string }[]>`
      insert into flashcards (number, name, what, indicator, gta_id, work_axis_id, status)
      values (1, 'Tarjeta observada', 'Algo que revisar', 'Indicador', ${gta!.id}, ${axis!.id}, 0) returning id`;
    const reader = { email: 'eduardo@example.com', password: 'Clave-de-lectura-1' };
    const [eduardo] = await sql<{ id: string }[]>`
      insert into admins (name, last_name, email, role, password_hash, validated)
      values ('Eduardo', 'López', ${reader.email}, 1, ${await hashPassword(reader.password)}, true) returning id`;
    await sql`insert into permissions (admin_id, module_id, read) select ${eduardo!.id}, id, true from modules where name = 'formCards'`;

    const superToken = await loginOn(b, SUPER.email, SUPER.password);
    const onA = await connected(a.url, await loginOn(a, SUPER.email, SUPER.password));
    const onB = await connected(b.url, await loginOn(b, reader.email, reader.password));
    sockets.push(onA, onB);
    const heard = (c: Received) => {
      const seen = { presence: [] as PresenceEvent[], changes: [] as RecordChangedEvent[] };
      c.socket.on('presence', (event: PresenceEvent) => seen.presence.push(event));
      c.socket.on('record:changed', (event: RecordChangedEvent) => seen.changes.push(event));
      return seen;
    };
    const [atA, atB] = [heard(onA), heard(onB)];
    const names = (events: PresenceEvent[]) => (events.at(-1)?.viewers ?? []).map((v) => `${v.name} ${v.lastName}`).sort();
    const record = { module: 'flashcards', id: card!.id };

    expect(await onA.socket.emitWithAck('record:watch', record)).toEqual<WatchAck>({ status: 200, message: es.presence.watching });
    expect(await onB.socket.emitWithAck('record:watch', record)).toEqual<WatchAck>({ status: 200, message: es.presence.watching });
    // Each server counts the other's sockets in the record's room.
    await within(3000, () => names(atB.presence).length === 2, 'presencia en B de quien mira en A');
    expect(names(atB.presence)).toEqual(['Eduardo López', 'Super Usuario']);
    await within(3000, () => names(atA.presence).length === 2, 'presencia en A de quien mira en B');

    expect((await api(b, 'PUT', `/api/flashcards/${card!.id}/send`, { token: superToken, json: {} })).status).toBe(202);
    await within(3000, () => atA.changes.some((c) => c._id === card!.id), 'cambio en A de una acción en B');
    expect(atA.changes.find((c) => c._id === card!.id)).toMatchObject({ module: 'flashcards', operation: 'send', by: { name: 'Super', lastName: 'Usuario' } });

    // Leaving on B is seen on A.
    expect(await onB.socket.emitWithAck('record:unwatch')).toEqual<WatchAck>({ status: 200, message: es.presence.left });
    await within(3000, () => names(atA.presence).length === 1, 'salida en B vista desde A');
    expect(names(atA.presence)).toEqual(['Super Usuario']);
  });

  it('a file uploaded through A is served by B, from the object store', async () => {
    const superToken = await loginOn(a, SUPER.email, SUPER.password);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const form = new FormData();
    form.set('title', 'Objetivo del clúster');
    form.set('objective', 'Probar dos servidores');
    form.set('color', '#3366CC');
    form.set('logo', new Blob([png], { type: 'image/png' }), 'logo.png');
    const created = await api(a, 'POST', '/api/objectives', { token: superToken, form });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const logo = created.body.data.logo as string;
    const [fromA, fromB] = await Promise.all([fetch(`${a.url}${logo}`), fetch(`${b.url}${logo}`)]);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    // Neither server keeps it on its own disk.
    for (const server of [a, b]) expect(await readdir(join(server.dataDir, 'uploads')).catch(() => [])).toEqual([]);
  });

  it("an address's request and form limits hold across both servers", async () => {
    // One count per address in Redis: B's answer has one request fewer left than A's just before it.
    const left = async (server: ServerProcess) => Number((await fetch(`${server.url}/api/health`)).headers.get('x-ratelimit-remaining'));
    const onA = await left(a);
    expect(await left(b)).toBe(onA - 1);
    const message = (n: number) => ({ json: { name: 'Visitante', email: `visitante${n}@example.com`, message: 'Hola' } });
    for (const [n, server] of [a, b, a, b, a].entries()) expect((await api(server, 'POST', '/api/public/contacts', message(n))).status).toBe(201);
    for (const server of [b, a]) {
      const refused = await api(server, 'POST', '/api/public/contacts', message(9));
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 429, message: es.api.tooManyAttempts });
    }
  });

  it('the failure limiter holds across both servers', async () => {
    const wrong = { email: SUPER.email, password: 'no-es-la-clave' };
    for (const server of [a, b, a]) {
      expect((await api(server, 'POST', '/api/auth/admins/login', { json: wrong })).status).toBe(401);
    }
    for (const server of [b, a]) {
      const res = await api(server, 'POST', '/api/auth/admins/login', { json: { email: SUPER.email, password: SUPER.password } });
      expect(res.status).toBe(429);
      expect(res.body.message).toBe(es.api.tooManyAttempts);
    }
  });
});
