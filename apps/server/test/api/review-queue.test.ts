import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@app/domain/core/page';
import type { ReviewItem, SimilarItem } from '@app/domain/core/review';
import { es } from '@app/domain/messages/es';
import * as schema from '../../src/db/schema/index.ts';
import { call, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, databaseState, expectError, expectOk, ISO_RE } from '../helpers/expect.ts';
import { cardAdmin } from '../helpers/flashcards.ts';
import { insertPractice, practiceWorld, type PracticeWorld } from '../helpers/good-practices.ts';
import { insertFlashcard, insertGta } from '../helpers/people.ts';

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

let t: TestApp;
let superApi: ReturnType<typeof client>;
let superId: string;
let w: PracticeWorld;
let gtaA: string;
let gtaB: string;
const q: Record<string, string> = {};

type Api = ReturnType<typeof client>;
const queueOf = async (api: Api, params = '') => expectOk<Page<ReviewItem>>(await api.get(`/api/review${params}`), 200, es.review.queue);
const idsOf = async (api: Api, params = '') => (await queueOf(api, params)).docs.map((d) => d._id);
const similarOf = async (api: Api, module: string, id: string) =>
  expectOk<SimilarItem[]>(await api.get(`/api/review/similar/${module}/${id}`), 200, es.review.similar);

beforeAll(async () => {
  t = await startTestApp();
  superApi = client(t, await loginAsSuper(t));
  superId = (await t.database.sql<{ id: string }[]>`select id from admins where role = 0 limit 1`)[0]!.id;
  w = await practiceWorld(t);
  gtaA = (await insertGta(t, { title: 'GTA Agua', color: '#1565c0' })).id;
  gtaB = (await insertGta(t, { title: 'GTA Energía' })).id;

  // Three new cards of GTA A, created newest first and sent oldest first: the send, not the creation, orders them.
  const names = ['Comedor sin desperdicio', 'Bicicletas para el personal', 'Oficina sin papel'];
  for (const [i, name] of names.entries()) {
    q[`a${i + 1}`] = (await insertFlashcard(t, gtaA, { name, status: 0, createdById: superId, createdAt: ago(20 - i) })).id;
  }
  for (const key of ['a1', 'a2', 'a3']) expectOk(await superApi.put(`/api/flashcards/${q[key]}/send`, {}), 202, 'Flashcard enviada a revisión');
  // Not waiting: new, approved, rejected, inactive in review.
  q.new = (await insertFlashcard(t, gtaA, { name: 'Huerto en la azotea', status: 0 })).id;
  q.approved = (await insertFlashcard(t, gtaA, { name: 'Paneles en el estacionamiento', status: 2 })).id;
  q.rejected = (await insertFlashcard(t, gtaA, { name: 'Compostaje en planta', status: 3 })).id;
  q.inactive = (await insertFlashcard(t, gtaA, { name: 'Ropa de trabajo reciclada', status: 1, active: false })).id;
  // In review in GTA B without a send in its history: it waits since its creation.
  q.b1 = (await insertFlashcard(t, gtaB, { name: 'Turbinas en la azotea', status: 1, createdAt: ago(10) })).id;

  q.p1 = (await insertPractice(t, w, { createdAt: ago(5) })).id;
  q.p2 = (await insertPractice(t, w, { createdAt: ago(1) })).id;
  q.pApproved = (await insertPractice(t, w, { status: 2 })).id;
  q.pRejected = (await insertPractice(t, w, { status: 3 })).id;
  q.pInactive = (await insertPractice(t, w, { active: false })).id;
});
afterAll(() => t?.close());

describe('GET /api/review', () => {
  it('gives the super user both modules, oldest wait first', async () => {
    const page = await queueOf(superApi);
    expect(page.docs.map((d) => d._id)).toEqual([q.b1, q.p1, q.p2, q.a1, q.a2, q.a3]);
    expect(page).toMatchObject({ totalDocs: 6, limit: 25, page: 1, totalPages: 1, hasNextPage: false, nextPage: null, hasPrevPage: false, prevPage: null });
    const waits = page.docs.map((d) => d.waitingSince);
    expect([...waits].sort()).toEqual(waits);
  });

  it('describes each item: title, GTA, author and when it was last sent', async () => {
    const docs = (await queueOf(superApi)).docs;
    const card = docs.find((d) => d._id === q.a1)!;
    const [sent] = await t.database.sql<{ created_at: string }[]>`select created_at from historicals where document = ${q.a1!} and cause = 'send'`;
    expect(card).toEqual({
      module: 'flashcards',
      _id: q.a1,
      title: 'Comedor sin desperdicio',
      gta: { _id: gtaA, title: 'GTA Agua', color: '#1565c0' },
      createdBy: { _id: superId, name: expect.any(String), lastName: expect.any(String) },
      status: 1,
      waitingSince: new Date(sent!.created_at).toISOString(),
    });
    const [practice] = await t.database.db.select().from(schema.goodPractices).where(eq(schema.goodPractices.id, q.p1!));
    const [author] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, w.userId));
    expect(docs.find((d) => d._id === q.p1)).toEqual({
      module: 'goodPractices',
      _id: q.p1,
      title: practice!.name,
      gta: null,
      createdBy: { _id: w.userId, name: author!.name, lastName: author!.lastName },
      status: 0,
      waitingSince: practice!.createdAt.toISOString(),
    });
    // Each item carries its module's review status: a card in review, a pending practice.
    expect(new Set(docs.map((d) => `${d.module}:${d.status}`))).toEqual(new Set(['flashcards:1', 'goodPractices:0']));
    expect(docs.find((d) => d._id === q.b1)!.createdBy).toBeNull();
    for (const d of docs) expect(d.waitingSince).toMatch(ISO_RE);
  });

  it("gives an editor of GTA A only GTA A's cards in review, and practices only with approve on them", async () => {
    const editor = await cardAdmin(t, { formCards: { read: true, approve: true } }, { gta: gtaA });
    expect(await idsOf(editor.api)).toEqual([q.a1, q.a2, q.a3]);
    const both = await cardAdmin(t, { formCards: { read: true, approve: true }, goodPractices: { read: true, approve: true } }, { gta: gtaA });
    expect(await idsOf(both.api)).toEqual([q.p1, q.p2, q.a1, q.a2, q.a3]);
    const reader = await cardAdmin(t, { formCards: { read: true, update: true }, goodPractices: { read: true } });
    expect((await queueOf(reader.api)).totalDocs).toBe(0);
  });

  it('gives a participant (role 2) an empty queue, whatever their flags', async () => {
    const flags = { read: true, create: true, update: true, approve: true };
    const participant = await cardAdmin(t, { formCards: flags, goodPractices: flags }, { role: 2 });
    expect(await queueOf(participant.api)).toEqual({
      docs: [],
      totalDocs: 0,
      limit: 25,
      page: 1,
      totalPages: 1,
      hasNextPage: false,
      nextPage: null,
      hasPrevPage: false,
      prevPage: null,
    });
  });

  it('filters by module and by GTA', async () => {
    expect(await idsOf(superApi, '?module=goodPractices')).toEqual([q.p1, q.p2]);
    expect(await idsOf(superApi, '?module=flashcards')).toEqual([q.b1, q.a1, q.a2, q.a3]);
    expect(await idsOf(superApi, `?gta=${gtaB}`)).toEqual([q.b1]);
    expect(await idsOf(superApi, `?module=flashcards&gta=${gtaA}`)).toEqual([q.a1, q.a2, q.a3]);
    expect(await idsOf(superApi, `?module=goodPractices&gta=${gtaA}`)).toEqual([]);
    const editor = await cardAdmin(t, { formCards: { read: true, approve: true } }, { gta: gtaA });
    expect(await idsOf(editor.api, `?gta=${gtaB}`)).toEqual([]);
  });

  it('pages the queue', async () => {
    const second = await queueOf(superApi, '?limit=2&page=2');
    expect(second.docs.map((d) => d._id)).toEqual([q.p2, q.a1]);
    expect(second).toMatchObject({ totalDocs: 6, limit: 2, page: 2, totalPages: 3, hasNextPage: true, nextPage: 3, hasPrevPage: true, prevPage: 1 });
    const last = await queueOf(superApi, '?limit=2&page=3');
    expect(last.docs.map((d) => d._id)).toEqual([q.a2, q.a3]);
    expect(last.hasNextPage).toBe(false);
    expect((await queueOf(superApi, '?limit=2&page=9')).docs).toEqual([]);
  });

  it('refuses bad parameters with a 400 naming the field, and changes nothing', async () => {
    const before = await databaseState(t);
    const bad: [string, string, string][] = [
      ['?module=users', 'module', es.review.module],
      ['?module=', 'module', ''],
      ['?gta=agua', 'gta', es.review.gta],
      ['?limit=0', 'limit', es.validation.limit],
      ['?limit=101', 'limit', es.validation.limit],
      ['?limit=diez', 'limit', es.validation.limit],
      ['?page=0', 'page', es.validation.page],
      ['?page=-1', 'page', es.validation.page],
    ];
    for (const [params, path, msg] of bad) {
      const res = await superApi.get(`/api/review${params}`);
      // A blank filter is no filter.
      if (msg === '') expect(res.status).toBe(200);
      else expectError(res, 400, es.api.validation, [{ path, msg }]);
    }
    expect(await databaseState(t)).toBe(before);
  });

  it('refuses a caller without a session with 401', async () => {
    expectError(await call(t, { method: 'GET', url: '/api/review' }), 401, es.api.unauthorized);
    expectError(await call(t, { method: 'GET', url: `/api/review/similar/flashcards/${q.a1}` }), 401, es.api.unauthorized);
  });
});

describe('GET /api/review/similar/:module/:id', () => {
  const s: Record<string, string> = {};
  let gtaC: string;

  beforeAll(async () => {
    gtaC = (await insertGta(t, { title: 'GTA Lluvia' })).id;
    const gtaD = (await insertGta(t, { title: 'GTA Ríos' })).id;
    const what = 'Instalar canaletas y cisternas para captar el agua de lluvia de los techos escolares';
    const card = (gta: string, name: string, status: number, text = what) => insertFlashcard(t, gta, { name, what: text, status });
    s.target = (await card(gtaC, 'Captación de agua de lluvia en techos de escuelas', 1)).id;
    s.twin = (await card(gtaC, 'Captación de agua de lluvia en techos escolares', 2)).id;
    s.sameText = (await card(gtaC, 'Cosecha pluvial para colegios', 2)).id;
    s.rejected = (await card(gtaC, 'Captación de agua de lluvia en techos de escuelas públicas', 3)).id;
    s.draft = (await card(gtaC, 'Captación de agua de lluvia en techos de escuelas rurales', 0)).id;
    s.unrelated = (await card(gtaC, 'Ahorro de energía en oficinas', 2, 'Apagar equipos y luces al salir de la oficina')).id;
    s.otherGta = (await card(gtaD, 'Captación de lluvia en escuelas rurales', 2, 'Cisternas para guardar la lluvia en escuelas del campo')).id;
  });

  it('ranks a near-duplicate first and leaves out the record itself, rejected, new and unrelated ones', async () => {
    const found = await similarOf(superApi, 'flashcards', s.target!);
    const ids = found.map((f) => f._id);
    expect(ids[0]).toBe(s.twin);
    expect(ids).toContain(s.otherGta);
    // Another title, the same text: caught by the text's trigrams.
    expect(ids).toContain(s.sameText);
    for (const absent of [s.target, s.rejected, s.draft, s.unrelated]) expect(ids).not.toContain(absent);
    expect(found[0]).toEqual({ _id: s.twin, title: 'Captación de agua de lluvia en techos escolares', status: 2, similarity: expect.any(Number) });
    for (const f of found) {
      expect(f.similarity).toBeGreaterThanOrEqual(0.3);
      expect(f.similarity).toBeLessThanOrEqual(1);
      expect(Math.round(f.similarity * 100) / 100).toBe(f.similarity);
    }
    expect(found.map((f) => f.similarity)).toEqual([...found.map((f) => f.similarity)].sort((a, b) => b - a));
    expect(found.length).toBeLessThanOrEqual(5);
  });

  it("keeps a GTA-bound editor to their GTA's records", async () => {
    const editor = await cardAdmin(t, { formCards: { read: true, approve: true } }, { gta: gtaC });
    const ids = (await similarOf(editor.api, 'flashcards', s.target!)).map((f) => f._id);
    expect(ids[0]).toBe(s.twin);
    expect(ids).not.toContain(s.otherGta);
    expectError(await editor.api.get(`/api/review/similar/flashcards/${s.otherGta}`), 404, es.api.notFound);
  });

  it('compares practices with pending and approved practices only', async () => {
    const ids = (await similarOf(superApi, 'goodPractices', q.p1!)).map((f) => f._id);
    expect(ids.sort()).toEqual([q.p2, q.pApproved].sort());
  });

  it('answers as a read would: 404 for an unknown id, 403 without read, 400 for bad parameters', async () => {
    const outsider = await cardAdmin(t, { users: { read: true } });
    const before = await databaseState(t);
    expectError(await superApi.get(`/api/review/similar/flashcards/${randomUUID()}`), 404, es.api.notFound);
    expectError(await outsider.api.get(`/api/review/similar/flashcards/${s.target}`), 403, es.api.forbidden);
    expectError(await outsider.api.get(`/api/review/similar/goodPractices/${q.p1}`), 403, es.api.forbidden);
    expectError(await superApi.get(`/api/review/similar/users/${s.target}`), 400, es.api.validation, [{ path: 'module', msg: es.review.module }]);
    expectError(await superApi.get('/api/review/similar/flashcards/agua'), 400, es.api.validation, [{ path: 'id', msg: es.validation.invalidId }]);
    expect(await databaseState(t)).toBe(before);
  });
});
