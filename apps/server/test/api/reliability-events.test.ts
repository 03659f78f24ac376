/**
 * What a change causes is stored with it: many changes at once never wait on each other for a second connection, and
 * a process killed right after acknowledging changes keeps their notifications.
 */
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { cardAdmin, cardBody, cardWorld, createCard } from '../helpers/flashcards.ts';
import { connected, listen, within, type Received } from '../helpers/realtime.ts';
import { api, loginOn, productEnv, ready, seedReviewWorld, startServer, stopServer, type ServerProcess } from '../helpers/server-process.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
}, 60_000);

/** An answer that must come within `ms`, or the test fails naming it. */
async function answeredWithin(ms: number, what: string, request: Promise<Response>): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: sin respuesta en ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([request, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('twenty-five cards sent to review at the same moment', () => {
  it('every send is notified to the approver, and the API answers at once afterwards', async () => {
    const t: TestApp = await startTestApp();
    cleanups.push(() => t.close());
    const url = await listen(t);
    const w = await cardWorld(t);
    const approver = await cardAdmin(t, { formCards: { read: true, approve: true } }, { gta: w.gtaA.id });
    const socket: Received = await connected(url, approver.token);
    cleanups.push(async () => socket.socket.close());
    const authors = await Promise.all(Array.from({ length: 25 }, () => cardAdmin(t, { formCards: { read: true, create: true } })));
    const cards = await Promise.all(authors.map((author, i) => createCard(t, author.token, cardBody(w, { name: `Tarjeta simultánea ${i}` }))));

    const sends = await Promise.all(
      cards.map((card, i) =>
        fetch(`${url}/api/flashcards/${String(card._id)}/send`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${authors[i]!.token}`, 'content-type': 'application/json' },
          body: '{}',
        }),
      ),
    );
    expect(sends.map((res) => res.status)).toEqual(cards.map(() => 202));

    await within(10_000, () => socket.notifications.length === 25, 'las 25 notificaciones del aprobador');
    expect(new Set(socket.notifications.map((n) => n.document))).toEqual(new Set(cards.map((c) => c._id)));
    const list = await answeredWithin(2000, 'la lista', fetch(`${url}/api/flashcards?page=1&limit=10`, { headers: { authorization: `Bearer ${approver.token}` } }));
    expect(list.status).toBe(200);
  }, 120_000);
});

describe('a process killed right after acknowledging changes', () => {
  it('keeps the notifications of every acknowledged send, there after a restart', async () => {
    const db: TestDatabase = await createTestDatabase();
    cleanups.push(() => db.drop());
    const sql = postgres(db.url, { max: 2, onnotice: () => {} });
    cleanups.push(() => sql.end({ timeout: 5 }));
    const superUser = { email: 'super@example.com', password: 'Sup3r-secreta' };
    const env = productEnv(db.url, superUser);
    const first: ServerProcess = await startServer('antes', env);
    cleanups.push(() => stopServer(first));
    await ready(first);

    const world = await seedReviewWorld(sql, 'GTA Caída', 'CA');

    const superToken = await loginOn(first, superUser.email, superUser.password);
    const cards: string[] = [];
    for (let i = 0; i < 5; i++) {
      const created = await api(first, 'POST', '/api/flashcards', {
        token: superToken,
        json: { name: `Tarjeta antes de la caída ${i}`, what: 'Algo que hacer', gta: world.gta, workAxis: world.axis, businessType: [world.scope] },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      cards.push(created.body.data._id as string);
    }
    const sent = await Promise.all(cards.map((card) => api(first, 'PUT', `/api/flashcards/${card}/send`, { token: superToken, json: {} })));
    first.process.kill('SIGKILL');
    expect(sent.map((s) => s.status)).toEqual([202, 202, 202, 202, 202]);
    expect(await first.exited).toBe('SIGKILL');

    const second: ServerProcess = await startServer('despues', env);
    cleanups.push(() => stopServer(second));
    await ready(second);
    const mine = await api(second, 'GET', '/api/notifications?page=1&limit=10', { token: await loginOn(second, world.approver.email, world.approver.password) });
    expect(mine.status).toBe(200);
    const docs = (mine.body.data as unknown as { docs: { document: string; type: string }[] }).docs;
    expect(new Set(docs.map((n) => n.document))).toEqual(new Set(cards));
    expect(docs.every((n) => n.type === 'flashcardSent')).toBe(true);
  }, 180_000);
});
