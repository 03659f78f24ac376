/**
 * Presence and live records: a socket watches one record it may read, the record's watchers hear who has it open, and
 * every committed change reaches the admins who may read it within their GTA and its watchers, nobody else, and
 * not the browser tab that asked for it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PresenceEvent, RecordChangedEvent, WatchAck } from '@app/domain/core/realtime';
import { es } from '@app/domain/messages/es';
import { admins } from '../../src/db/schema/index.ts';
import { call, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectOk } from '../helpers/expect.ts';
import { cardAdmin, cardBody, cardWorld, createCard, setStatus, type CardWorld, type Flags } from '../helpers/flashcards.ts';
import { connected, flushed, listen, within, type Received } from '../helpers/realtime.ts';

let t: TestApp;
let url: string;
let w: CardWorld;
const open: Received[] = [];

beforeAll(async () => {
  t = await startTestApp();
  url = await listen(t);
  w = await cardWorld(t);
});
afterAll(async () => {
  for (const c of open) c.socket.close();
  await t?.close();
});

interface Watcher extends Received {
  presence: PresenceEvent[];
  changes: RecordChangedEvent[];
}

/** An admin named `name lastName` with these flags, and one socket of theirs collecting presence and changes. */
async function adminWithSocket(name: string, lastName: string, permissions: Flags, opts: { role?: 0 | 1 | 2; gta?: string | null } = {}) {
  const admin = await cardAdmin(t, permissions, opts);
  await t.database.db.update(admins).set({ name, lastName }).where(eq(admins.id, admin.id));
  const c = await connected(url, admin.token);
  open.push(c);
  const socket: Watcher = { ...c, presence: [], changes: [] };
  c.socket.on('presence', (event: PresenceEvent) => socket.presence.push(event));
  c.socket.on('record:changed', (event: RecordChangedEvent) => socket.changes.push(event));
  return { ...admin, socket };
}

const watch = (s: Watcher, payload: unknown): Promise<WatchAck> => s.socket.emitWithAck('record:watch', payload) as Promise<WatchAck>;
const unwatch = (s: Watcher): Promise<WatchAck> => s.socket.emitWithAck('record:unwatch') as Promise<WatchAck>;
const names = (event: PresenceEvent | undefined) => (event?.viewers ?? []).map((v) => `${v.name} ${v.lastName}`).sort();
const lastFor = (s: Watcher, id: string) => s.presence.filter((p) => p.id === id).at(-1);
const reader: Flags = { formCards: { read: true } };
const approver: Flags = { formCards: { read: true, approve: true } };

async function cardInReview(): Promise<string> {
  const author = await cardAdmin(t, { formCards: { read: true, create: true } }, { gta: w.gtaA.id });
  const card = await createCard(t, author.token, cardBody(w));
  await setStatus(t, String(card._id), 1);
  return String(card._id);
}

describe('presence', () => {
  it('two admins watching one card see each other; one leaves and the other sees only themself', async () => {
    const id = await cardInReview();
    const eduardo = await adminWithSocket('Eduardo', 'López', approver, { gta: w.gtaA.id });
    const ana = await adminWithSocket('Ana', 'Ruiz', reader);
    expect(await watch(eduardo.socket, { module: 'flashcards', id })).toEqual({ status: 200, message: es.presence.watching });
    await within(5000, () => names(lastFor(eduardo.socket, id)).length === 1, 'Eduardo se ve a sí mismo');
    expect(await watch(ana.socket, { module: 'flashcards', id })).toEqual({ status: 200, message: es.presence.watching });
    await within(5000, () => names(lastFor(eduardo.socket, id)).length === 2 && names(lastFor(ana.socket, id)).length === 2, 'los dos se ven');
    expect(names(lastFor(ana.socket, id))).toEqual(['Ana Ruiz', 'Eduardo López']);
    expect(lastFor(ana.socket, id)).toMatchObject({ module: 'flashcards', id });
    expect(lastFor(ana.socket, id)?.viewers).toContainEqual({ _id: eduardo.id, name: 'Eduardo', lastName: 'López' });

    expect(await unwatch(ana.socket)).toEqual({ status: 200, message: es.presence.left });
    await within(5000, () => names(lastFor(eduardo.socket, id)).length === 1, 'Ana se fue');
    expect(names(lastFor(eduardo.socket, id))).toEqual(['Eduardo López']);
  });

  it('a closed page (a disconnected socket) leaves the room; two tabs of one admin count once', async () => {
    const id = await cardInReview();
    const eduardo = await adminWithSocket('Eduardo', 'López', approver, { gta: w.gtaA.id });
    const other = await connected(url, eduardo.token);
    open.push(other);
    const ana = await adminWithSocket('Ana', 'Ruiz', reader);
    await watch(eduardo.socket, { module: 'flashcards', id });
    expect(await other.socket.emitWithAck('record:watch', { module: 'flashcards', id })).toEqual({ status: 200, message: es.presence.watching });
    await watch(ana.socket, { module: 'flashcards', id });
    await within(5000, () => names(lastFor(ana.socket, id)).length === 2, 'Ana ve a Eduardo');
    expect(names(lastFor(ana.socket, id))).toEqual(['Ana Ruiz', 'Eduardo López']);
    other.socket.close();
    eduardo.socket.socket.close();
    await within(5000, () => names(lastFor(ana.socket, id)).length === 1, 'Eduardo cerró sus dos pestañas');
  });

  it('watching another record leaves the first one', async () => {
    const [first, second] = [await cardInReview(), await cardInReview()];
    const eduardo = await adminWithSocket('Eduardo', 'López', approver, { gta: w.gtaA.id });
    const ana = await adminWithSocket('Ana', 'Ruiz', reader);
    await watch(eduardo.socket, { module: 'flashcards', id: first });
    await watch(ana.socket, { module: 'flashcards', id: first });
    await within(5000, () => names(lastFor(eduardo.socket, first)).length === 2, 'los dos en la primera');
    await watch(ana.socket, { module: 'flashcards', id: second });
    await within(5000, () => names(lastFor(eduardo.socket, first)).length === 1, 'Ana dejó la primera');
    expect(names(lastFor(ana.socket, second))).toEqual(['Ana Ruiz']);
  });

  it('refuses a card of another GTA (404), a module without read (403) and bad input (400); the room does not change', async () => {
    const id = await cardInReview();
    const eduardo = await adminWithSocket('Eduardo', 'López', approver, { gta: w.gtaA.id });
    const outsider = await adminWithSocket('Olga', 'Fuera', { formCards: { read: true, create: true } }, { role: 2, gta: w.gtaB.id });
    const noRead = await adminWithSocket('Nico', 'Sinpermiso', { users: { read: true } });
    await watch(eduardo.socket, { module: 'flashcards', id });
    await within(5000, () => names(lastFor(eduardo.socket, id)).length === 1, 'Eduardo mira');
    expect(await watch(outsider.socket, { module: 'flashcards', id })).toEqual({ status: 404, message: es.api.notFound });
    expect(await watch(noRead.socket, { module: 'flashcards', id })).toEqual({ status: 403, message: es.api.forbidden });
    const bad = { status: 400, message: es.presence.badRecord };
    for (const payload of [
      { module: 'nada', id },
      { module: 'flashcards', id: 'no-es-un-id' },
      { module: 'flashcards' },
      { module: 'flashcards', id, extra: true },
      'flashcards',
      null,
    ]) {
      expect(await watch(outsider.socket, payload)).toEqual(bad);
    }
    await flushed(t, eduardo.socket);
    expect(names(lastFor(eduardo.socket, id))).toEqual(['Eduardo López']);
    expect(outsider.socket.presence).toEqual([]);
    expect(noRead.socket.presence).toEqual([]);
    expect(await t.app.realtime.io.in(`record:flashcards:${id}`).fetchSockets()).toHaveLength(1);
  });
});

describe('presence without a callback or a watched record', () => {
  it('answers an unwatch of nothing, and ignores a watch sent without a callback', async () => {
    const id = await cardInReview();
    const ana = await adminWithSocket('Ana', 'Ruiz', reader);
    expect(await unwatch(ana.socket)).toEqual({ status: 200, message: es.presence.left });
    ana.socket.socket.emit('record:watch', { module: 'flashcards', id });
    ana.socket.socket.emit('record:watch', 'nada');
    await within(5000, () => names(lastFor(ana.socket, id)).length === 1, 'la vigilancia sin respuesta');
    await flushed(t, ana.socket);
    expect(ana.socket.socket.connected).toBe(true);
    expect(await t.app.realtime.io.in(`record:flashcards:${id}`).fetchSockets()).toHaveLength(1);
  });
});

describe('live records', () => {
  // Six admins with hashed passwords: slow on a loaded machine.
  it('an accept reaches a watcher and a reader of the same GTA, never an admin of another GTA or without read', async () => {
    const id = await cardInReview();
    const decider = await adminWithSocket('Eduardo', 'López', approver, { gta: w.gtaA.id });
    const watcher = await adminWithSocket('Ana', 'Ruiz', reader, { gta: w.gtaA.id });
    const sameGta = await adminWithSocket('Lucía', 'Mora', reader, { gta: w.gtaA.id });
    const otherGta = await adminWithSocket('Olga', 'Fuera', { formCards: { read: true, create: true } }, { role: 2, gta: w.gtaB.id });
    const noRead = await adminWithSocket('Nico', 'Sinpermiso', { users: { read: true } }, { gta: w.gtaA.id });
    await watch(watcher.socket, { module: 'flashcards', id });
    expect(await watch(otherGta.socket, { module: 'flashcards', id })).toMatchObject({ status: 404 });

    expectOk(await decider.api.put(`/api/flashcards/${id}/accept`, {}), 202, 'Flashcard aprobada');
    const change = (s: Watcher) => s.changes.find((c) => c._id === id);
    await within(5000, () => [watcher, sameGta, decider].every((a) => change(a.socket) !== undefined), 'el cambio a los lectores');
    expect(change(watcher.socket)).toEqual({
      module: 'flashcards',
      _id: id,
      operation: 'accept',
      at: expect.any(String),
      by: { _id: decider.id, name: 'Eduardo', lastName: 'López' },
    });
    expect(Date.now() - Date.parse(change(watcher.socket)!.at)).toBeLessThan(5000);
    expect(watcher.socket.changes.filter((c) => c._id === id)).toHaveLength(1);
    await Promise.all([flushed(t, otherGta.socket), flushed(t, noRead.socket)]);
    expect(change(otherGta.socket)).toBeUndefined();
    expect(change(noRead.socket)).toBeUndefined();
  }, 90_000);

  it('a change to a record in no GTA reaches its readers with a GTA and without one, never an admin without read', async () => {
    const editor = await adminWithSocket('Sara', 'Campos', { sectors: { read: true, create: true, update: true } });
    const gtaReader = await adminWithSocket('Iván', 'Gil', { sectors: { read: true } }, { gta: w.gtaB.id });
    const noRead = await adminWithSocket('Rita', 'Sol', reader, { gta: w.gtaA.id });
    const sector = expectOk<{ _id: string }>(await editor.api.post('/api/sectors', { name: 'Sector en vivo', description: 'Para los cambios' }), 201, es.api.saved);
    const change = (s: Watcher) => s.changes.find((c) => c._id === sector._id);
    await within(5000, () => [editor, gtaReader].every((a) => change(a.socket) !== undefined), 'el cambio a los lectores');
    expect(change(gtaReader.socket)).toMatchObject({ module: 'sectors', operation: 'create', by: { _id: editor.id, name: 'Sara', lastName: 'Campos' } });
    await flushed(t, noRead.socket);
    expect(change(noRead.socket)).toBeUndefined();
  }, 90_000);

  it('a change is told to the admin\'s other tabs, never back to the tab that asked for it (X-Socket-Id)', async () => {
    const editor = await adminWithSocket('Marta', 'Vela', { sectors: { read: true, create: true } });
    const otherTab = await connected(url, editor.token);
    open.push(otherTab);
    const told: RecordChangedEvent[] = [];
    otherTab.socket.on('record:changed', (event: RecordChangedEvent) => told.push(event));
    const headers = { 'x-socket-id': editor.socket.socket.id! };
    const payload = { name: 'Sector de una pestaña', description: 'Pedido desde una pestaña' };
    const sector = expectOk<{ _id: string }>(await call(t, { method: 'POST', url: '/api/sectors', token: editor.token, headers, payload }), 201, es.api.saved);
    await within(5000, () => told.some((c) => c._id === sector._id), 'el cambio a la otra pestaña');
    expect(told.find((c) => c._id === sector._id)).toMatchObject({ operation: 'create', by: { _id: editor.id, name: 'Marta', lastName: 'Vela' } });
    await flushed(t, editor.socket);
    expect(editor.socket.changes.find((c) => c._id === sector._id)).toBeUndefined();
  }, 90_000);

  it('naming another admin\'s tab, or a malformed socket, keeps the change from nobody', async () => {
    const reader = await adminWithSocket('Nora', 'Paz', { sectors: { read: true } });
    const other = await adminWithSocket('Omar', 'Ruiz', { sectors: { read: true, create: true } });
    const create = async (name: string, socketId: string) =>
      expectOk<{ _id: string }>(
        await call(t, { method: 'POST', url: '/api/sectors', token: other.token, headers: { 'x-socket-id': socketId }, payload: { name, description: 'Cabecera ajena' } }),
        201,
        es.api.saved,
      );
    const named = await create('Sector con pestaña ajena', reader.socket.socket.id!);
    const malformed = await create('Sector con cabecera rota', `${other.socket.socket.id!};${'x'.repeat(80)}`);
    const got = (s: Watcher, id: string) => s.changes.some((c) => c._id === id);
    await within(5000, () => [named, malformed].every(({ _id }) => got(reader.socket, _id) && got(other.socket, _id)), 'los cambios a todos sus lectores');
  }, 90_000);
});
