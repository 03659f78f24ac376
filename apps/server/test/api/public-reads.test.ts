/**
 * The public site's anonymous reads: approved, active cards (filters, search, one card, its comments, today's carousel),
 * approved, active practices (the contact e-mail only when `shareName` allows it) and the catalogues; answers that
 * carry no one's e-mail, no admin data and no history; cached a minute and revalidated with their ETag, each server
 * answering a URL from memory for a few seconds.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLASHCARD_STATUS } from '@app/domain/resources/flashcards';
import { PRACTICE_STATUS } from '@app/domain/resources/good-practices';
import { es } from '@app/domain/messages/es';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/connect.ts';
import * as schema from '../../src/db/schema/index.ts';
import { FRESH_MS } from '../../src/modules/public-content/routes.ts';
import { call, loginAsSuper, startTestApp, type Answer, type TestApp } from '../helpers/app.ts';
import { client, databaseState, expectError, expectOk } from '../helpers/expect.ts';
import { cardAdmin, cardBody, cardWorld, createCard, setStatus, type CardWorld } from '../helpers/flashcards.ts';
import { insertPractice, practiceWorld, type PracticeWorld } from '../helpers/good-practices.ts';
import { insertComment, insertUser } from '../helpers/people.ts';
import { reason, type PageOf, type Rec } from '../helpers/resources.ts';

const CARD_KEYS = ['_id', 'number', 'name', 'what', 'how1', 'how2', 'how3', 'indicator', 'gta', 'workAxis', 'objective', 'businessType', 'area', 'climb', 'implementationTime'];
const PRACTICE_KEYS = [
  ...['_id', 'name', 'objective', 'description', 'ods', 'axisGlobalPact', 'businessJoinType', 'otherAmbit', 'promoterInstitution', 'businessJoinSubType'],
  ...['alliedInstitutions', 'email', 'ubication', 'lat', 'lng', 'implementationPeriod', 'implementationTime', 'indicator', 'information'],
  ...['aceptVolunteers', 'numberOfVolunteers', 'image', 'logo'],
];
const CATALOGUES = ['gtas', 'workAxes', 'objectives', 'areas', 'climbs', 'timeInitiatives', 'business-types', 'business-join-types', 'business-joinsub-types', 'axes-global-pact'];

let t: TestApp;
let w: CardWorld;
let pw: PracticeWorld;
let author: Awaited<ReturnType<typeof cardAdmin>>;
let superToken: string;
let commenter: Awaited<ReturnType<typeof insertUser>>;
const card: Record<'water' | 'solar' | 'sent' | 'fresh' | 'rejected' | 'inactive' | 'islands', Rec> = {} as never;
const practice: Record<'shared' | 'private' | 'pending' | 'rejected' | 'inactive', string> = {} as never;
const comment: Record<'older' | 'newer' | 'hidden' | 'elsewhere', string> = {} as never;

const visitor = () => client(t);
const sorted = (record: object) => Object.keys(record).sort();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const dayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

async function cardsAt(url: string): Promise<string[]> {
  return expectOk<PageOf<Rec>>(await visitor().get(url), 200, es.api.list).docs.map((d) => d._id);
}

beforeAll(async () => {
  t = await startTestApp();
  w = await cardWorld(t);
  pw = await practiceWorld(t);
  author = await cardAdmin(t, { formCards: { read: true, create: true, update: true } });
  superToken = await loginAsSuper(t);
  const created = async (status: number, overrides: Record<string, unknown> = {}, active = true) => {
    const made = await createCard(t, author.token, cardBody(w, overrides));
    await setStatus(t, made._id, status, active);
    return made;
  };
  card.water = await created(FLASHCARD_STATUS.approved);
  card.solar = await created(FLASHCARD_STATUS.approved, {
    name: 'Paneles solares en bodegas',
    what: 'Cubrir los techos de las bodegas con paneles solares.',
    gta: w.gtaB.id,
    workAxis: w.axisB,
    objective: null,
    businessType: [w.scopes[2]],
    area: [w.areas[1]],
    climb: [w.climbs[0]],
    implementationTime: 'Corto plazo',
  });
  card.sent = await created(FLASHCARD_STATUS.sent, { name: 'Tarjeta enviada a revisión' });
  card.fresh = await created(FLASHCARD_STATUS.new, { name: 'Tarjeta nueva' });
  card.rejected = await created(FLASHCARD_STATUS.rejected, { name: 'Tarjeta rechazada' });
  card.inactive = await created(FLASHCARD_STATUS.approved, { name: 'Tarjeta aprobada y desactivada' }, false);
  card.islands = await created(FLASHCARD_STATUS.approved, { name: 'Desalinizadora solar en islas', gta: w.gtaB.id, workAxis: w.axisB });

  commenter = await insertUser(t, { name: 'Ana', lastName: 'Ruiz', thumbnail: '/uploads/users/ana.webp' });
  const hour = (n: number) => ({ createdAt: new Date(Date.now() - n * 3_600_000) });
  comment.older = (await insertComment(t, commenter.id, card.water._id, { comment: 'Lo aplicamos en la planta', ...hour(3) })).id;
  comment.newer = (await insertComment(t, commenter.id, card.water._id, { comment: 'Funciona muy bien', ...hour(1) })).id;
  comment.hidden = (await insertComment(t, commenter.id, card.water._id, { comment: 'Oculto por moderación', active: false, ...hour(2) })).id;
  comment.elsewhere = (await insertComment(t, commenter.id, card.solar._id, { comment: 'En otra tarjeta' })).id;
  await insertComment(t, commenter.id, card.sent._id, { comment: 'En una tarjeta sin aprobar' });

  const approved = { status: PRACTICE_STATUS.approved };
  practice.shared = (await insertPractice(t, pw, { ...approved, email: 'contacto@envases.example.com', shareName: true })).id;
  practice.private = (
    await insertPractice(
      t,
      pw,
      { ...approved, name: 'Huertos urbanos en escuelas', email: 'privado@huertos.example.com', shareName: false },
      { ods: [pw.ods[2]!.id], axisGlobalPact: [pw.pactAxes[0]!] },
    )
  ).id;
  practice.pending = (await insertPractice(t, pw, { status: PRACTICE_STATUS.pending })).id;
  practice.rejected = (await insertPractice(t, pw, { status: PRACTICE_STATUS.rejected })).id;
  practice.inactive = (await insertPractice(t, pw, { ...approved, active: false })).id;
});
afterAll(() => t?.close());

describe('GET /api/public/flashcards', () => {
  it('pages the approved, active cards, newest first, with the public fields only', async () => {
    const page = expectOk<PageOf<Rec>>(await visitor().get('/api/public/flashcards'), 200, es.api.list);
    expect(page).toMatchObject({ totalDocs: 3, page: 1, totalPages: 1, hasNextPage: false });
    expect(page.docs.map((d) => d._id)).toEqual([card.islands._id, card.solar._id, card.water._id]);
    for (const doc of page.docs) expect(sorted(doc)).toEqual([...CARD_KEYS].sort());
    expect(page.docs[2]).toMatchObject({
      name: card.water.name,
      number: card.water.number,
      gta: { _id: w.gtaA.id, title: w.gtaA.title },
      workAxis: { _id: w.axisA },
      businessType: [{ _id: w.scopes[0] }, { _id: w.scopes[1] }],
      climb: [{ _id: w.climbs[1] }, { _id: w.climbs[0] }],
      implementationTime: 'Mediano plazo',
    });
    const second = expectOk<PageOf<Rec>>(await visitor().get('/api/public/flashcards?limit=2&page=2'), 200, es.api.list);
    expect(second).toMatchObject({ totalDocs: 3, page: 2, totalPages: 2, hasNextPage: false, hasPrevPage: true });
    expect(second.docs.map((d) => d._id)).toEqual([card.water._id]);
    expect(await cardsAt('/api/public/flashcards?sort=name')).toEqual([card.water._id, card.islands._id, card.solar._id]);
  });

  it('filters by each of the gallery filters and searches', async () => {
    const { water, solar, islands } = card;
    const cases: [string, Rec[]][] = [
      [`gta=${w.gtaA.id}`, [water]],
      [`gta=${w.gtaA.id},${w.gtaB.id}`, [islands, solar, water]],
      [`workAxis=${w.axisB}`, [islands, solar]],
      [`objective=${w.ods}`, [islands, water]],
      [`businessType=${w.scopes[2]}`, [solar]],
      [`area=${w.areas[0]}`, [islands, water]],
      [`climb=${w.climbs[1]}`, [islands, water]],
      [`climb=${w.climbs[0]}&gta=${w.gtaB.id}`, [islands, solar]],
      ['implementationTime=Corto%20plazo', [solar]],
      ['search=solar', [islands, solar]],
      ['search=bodegas', [solar]],
    ];
    for (const [query, expected] of cases) expect(await cardsAt(`/api/public/flashcards?${query}`), query).toEqual(expected.map((c) => c._id));
  });

  it('shows nothing else whatever the query asks: status, active, author and hidden fields are not filters here', async () => {
    const all = [card.islands._id, card.solar._id, card.water._id];
    expect(await cardsAt(`/api/public/flashcards?status=${FLASHCARD_STATUS.sent}`)).toEqual(all);
    expect(await cardsAt('/api/public/flashcards?active=false')).toEqual(all);
    expect(await cardsAt(`/api/public/flashcards?user=${author.id}&selected=true`)).toEqual(all);
    expect(await cardsAt('/api/public/flashcards?search=rechazada')).toEqual([]);
  });
});

describe('GET /api/public/flashcards/{id}', () => {
  it('reads an approved, active card', async () => {
    const one = expectOk<Rec>(await visitor().get(`/api/public/flashcards/${card.water._id}`), 200, es.api.ok);
    expect(sorted(one)).toEqual([...CARD_KEYS].sort());
    expect(one).toMatchObject({ _id: card.water._id, name: card.water.name, what: card.water.what, area: [{ _id: w.areas[0] }] });
  });

  it('answers 404 for a new, sent, rejected, inactive or unknown card', async () => {
    for (const id of [card.fresh._id, card.sent._id, card.rejected._id, card.inactive._id, randomUUID()]) {
      expectError(await visitor().get(`/api/public/flashcards/${id}`), 404, es.api.notFound);
    }
  });
});

describe('GET /api/public/flashcards/{id}/comments', () => {
  it("pages a card's active comments newest first, the author by name and picture only", async () => {
    const page = expectOk<PageOf<Rec>>(await visitor().get(`/api/public/flashcards/${card.water._id}/comments`), 200, es.api.list);
    expect(page).toMatchObject({ totalDocs: 2, hasNextPage: false });
    expect(page.docs).toEqual([
      { _id: comment.newer, comment: 'Funciona muy bien', createdAt: expect.any(String), createdBy: { name: 'Ana', lastName: 'Ruiz', thumbnail: '/uploads/users/ana.webp' } },
      { _id: comment.older, comment: 'Lo aplicamos en la planta', createdAt: expect.any(String), createdBy: { name: 'Ana', lastName: 'Ruiz', thumbnail: '/uploads/users/ana.webp' } },
    ]);
    const first = expectOk<PageOf<Rec>>(await visitor().get(`/api/public/flashcards/${card.water._id}/comments?limit=1`), 200, es.api.list);
    expect(first).toMatchObject({ totalDocs: 2, totalPages: 2, hasNextPage: true, nextPage: 2 });
    expect(first.docs.map((d) => d._id)).toEqual([comment.newer]);
    const other = expectOk<PageOf<Rec>>(await visitor().get(`/api/public/flashcards/${card.solar._id}/comments`), 200, es.api.list);
    expect(other.docs.map((d) => d._id)).toEqual([comment.elsewhere]);
  });

  it('answers 404 for the comments of a card the public site does not show', async () => {
    for (const id of [card.sent._id, card.rejected._id, card.inactive._id, randomUUID()]) {
      expectError(await visitor().get(`/api/public/flashcards/${id}/comments`), 404, es.api.notFound);
    }
  });
});

describe('GET /api/public/carousel', () => {
  it('lists the approved, active cards whose carousel period includes today', async () => {
    await t.database.db.insert(schema.carouselCards).values([
      { flashcardId: card.water._id, startDate: day(-1), endDate: day(1) },
      { flashcardId: card.solar._id, startDate: day(-10), endDate: day(-3) },
      { flashcardId: card.sent._id, startDate: day(-1), endDate: day(1) },
      { flashcardId: card.inactive._id, startDate: day(-1), endDate: day(1) },
    ]);
    const today = expectOk<Rec[]>(await visitor().get('/api/public/carousel'), 200, es.api.list);
    expect(today.map((c) => c._id)).toEqual([card.water._id]);
    expect(sorted(today[0]!)).toEqual([...CARD_KEYS].sort());
  });

  it("counts today in the visitor's time zone", async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC−11) are never on the same day.
    const kiritimati = dayIn('Pacific/Kiritimati');
    await t.database.db.insert(schema.carouselCards).values({ flashcardId: card.islands._id, startDate: kiritimati, endDate: kiritimati });
    const there = expectOk<Rec[]>(await visitor().get('/api/public/carousel?tz=Pacific/Kiritimati'), 200, es.api.list);
    expect(there.map((c) => c._id)).toContain(card.islands._id);
    const elsewhere = expectOk<Rec[]>(await visitor().get('/api/public/carousel?tz=Pacific/Pago_Pago'), 200, es.api.list);
    expect(elsewhere.map((c) => c._id)).not.toContain(card.islands._id);
  });
});

describe('GET /api/public/goodPractices', () => {
  const listed = async (query = '') => expectOk<PageOf<Rec>>(await visitor().get(`/api/public/goodPractices${query}`), 200, es.api.list).docs;

  it('pages the approved, active practices; the contact e-mail only where the practice shares it', async () => {
    const docs = await listed();
    expect(docs.map((d) => d._id)).toEqual([practice.private, practice.shared]);
    for (const doc of docs) expect(sorted(doc)).toEqual([...PRACTICE_KEYS].sort());
    expect(docs.map((d) => d.email)).toEqual([null, 'contacto@envases.example.com']);
    expect(docs[1]).toMatchObject({ ods: [{ _id: pw.ods[0]!.id }, { _id: pw.ods[1]!.id }], axisGlobalPact: [{ _id: pw.pactAxes[1] }], aceptVolunteers: true });
  });

  it('filters by ODS and Global Pact axis, searches, and shows nothing else whatever the query asks', async () => {
    expect((await listed(`?ods=${pw.ods[2]!.id}`)).map((d) => d._id)).toEqual([practice.private]);
    expect((await listed(`?axisGlobalPact=${pw.pactAxes[1]}`)).map((d) => d._id)).toEqual([practice.shared]);
    expect((await listed('?search=huertos')).map((d) => d._id)).toEqual([practice.private]);
    expect((await listed(`?status=${PRACTICE_STATUS.pending}&active=false`)).map((d) => d._id)).toEqual([practice.private, practice.shared]);
  });

  it('reads one approved practice, and 404 for a pending, rejected, inactive or unknown one', async () => {
    const shared = expectOk<Rec>(await visitor().get(`/api/public/goodPractices/${practice.shared}`), 200, es.api.ok);
    expect(sorted(shared)).toEqual([...PRACTICE_KEYS].sort());
    expect(shared.email).toBe('contacto@envases.example.com');
    const hidden = await visitor().get(`/api/public/goodPractices/${practice.private}`);
    expect(expectOk<Rec>(hidden, 200, es.api.ok)).toMatchObject({ name: 'Huertos urbanos en escuelas', email: null });
    expect(hidden.raw).not.toContain('privado@huertos.example.com');
    for (const id of [practice.pending, practice.rejected, practice.inactive, randomUUID()]) {
      expectError(await visitor().get(`/api/public/goodPractices/${id}`), 404, es.api.notFound);
    }
  });
});

describe('GET /api/public/catalogues/{name}', () => {
  it('lists the active entries of each catalogue', async () => {
    const [retired] = await t.database.db.insert(schema.areas).values({ name: 'Área retirada', description: 'Ya no se usa', active: false }).returning();
    for (const name of CATALOGUES) {
      const entries = expectOk<Rec[]>(await visitor().get(`/api/public/catalogues/${name}`), 200, es.api.list);
      expect(entries.length, name).toBeGreaterThan(0);
      for (const entry of entries) expect(entry, name).not.toHaveProperty('active');
    }
    const areas = expectOk<Rec[]>(await visitor().get('/api/public/catalogues/areas'), 200, es.api.list);
    expect(areas.map((a) => a._id)).toEqual(expect.arrayContaining(w.areas));
    expect(areas.map((a) => a._id)).not.toContain(retired!.id);
    expect(sorted(areas[0]!)).toEqual(['_id', 'description', 'name']);
    const axes = expectOk<Rec[]>(await visitor().get('/api/public/catalogues/workAxes'), 200, es.api.list);
    expect(axes.map((a) => a._id)).toEqual(expect.arrayContaining([w.axisA, w.axisA2, w.axisB]));
    expect(axes.map((a) => a._id)).not.toContain(w.inactiveAxisA);
  });

  it("shows a GTA without its guide, which is a signed-in download", async () => {
    await t.database.db.update(schema.gtas).set({ document: '/uploads/gtas/guia-agua.pdf' }).where(eq(schema.gtas.id, w.gtaA.id));
    const res = await visitor().get('/api/public/catalogues/gtas');
    const water = expectOk<Rec[]>(res, 200, es.api.list).find((g) => g._id === w.gtaA.id);
    expect(water).toMatchObject({ title: w.gtaA.title, nomenclature: 'AG' });
    expect(water).not.toHaveProperty('document');
    expect(res.raw).not.toContain('guia-agua.pdf');
  });

  it('answers 404 for another name, even of a catalogue the back-office has', async () => {
    for (const name of ['sectors', 'companies', 'admins', 'nada']) {
      const res = await visitor().get(`/api/public/catalogues/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.body.code).toBe(404);
    }
  });
});

describe('what the answers never carry', () => {
  it("no one's e-mail, no admin data, no history, on every route", async () => {
    const urls = [
      '/api/public/flashcards?limit=100',
      `/api/public/flashcards/${card.water._id}`,
      `/api/public/flashcards/${card.water._id}/comments`,
      '/api/public/carousel',
      `/api/public/goodPractices/${practice.private}`,
      ...CATALOGUES.map((name) => `/api/public/catalogues/${name}`),
    ];
    const [user] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, pw.userId));
    for (const url of urls) {
      const { raw } = await visitor().get(url);
      expect(raw, url).not.toContain('@');
      for (const secret of [author.id, commenter.id, user!.id, '"company"', 'createdBy":{"_id', 'passwordHash', 'histor', 'status', 'updatedAt']) {
        expect(raw, `${url}: ${secret}`).not.toContain(secret);
      }
    }
    // The only e-mail: the contact a practice chose to share.
    const { raw } = await visitor().get('/api/public/goodPractices?limit=100');
    expect(raw.match(/[\w.+-]+@[\w.-]+/g)).toEqual(['contacto@envases.example.com']);
  });
});

describe('caching', () => {
  const routes = () => [
    '/api/public/flashcards',
    `/api/public/flashcards/${card.water._id}`,
    `/api/public/flashcards/${card.water._id}/comments`,
    '/api/public/carousel',
    '/api/public/goodPractices',
    `/api/public/goodPractices/${practice.shared}`,
    '/api/public/catalogues/areas',
  ];
  const revalidate = (url: string, etag: unknown) => call(t, { method: 'GET', url, headers: { 'if-none-match': String(etag) } });

  it('answers with Cache-Control and an ETag, and 304 with no body on a matching If-None-Match', async () => {
    for (const url of routes()) {
      const first = await visitor().get(url);
      expect(first.status, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('public, max-age=60');
      expect(first.headers.etag, url).toMatch(/^"[^"]+"$/);
      const again = await revalidate(url, first.headers.etag);
      expect({ status: again.status, raw: again.raw }, url).toEqual({ status: 304, raw: '' });
      expect(again.headers.etag, url).toBe(first.headers.etag);
      expect(again.headers['cache-control'], url).toBe('public, max-age=60');
      expect((await revalidate(url, '"otra-version"')).status, url).toBe(200);
    }
  });

  it('revalidates on a server that never gave the ETag, and from memory on the one that did', async () => {
    const url = `/api/public/flashcards/${card.water._id}`;
    const database = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, log: () => {} });
    const second = await buildApp(t.config, database, { logger: false });
    try {
      const first = await visitor().get(url);
      const there = await second.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect({ status: there.statusCode, etag: there.headers.etag }).toEqual({ status: 304, etag: first.headers.etag });
      await t.database.db.update(schema.flashcards).set({ indicator: 'Cambiado por otro programa' }).where(eq(schema.flashcards.id, card.water._id));
      // The first server answers from memory, without reading the change, until its few seconds are over.
      const kept = await revalidate(url, first.headers.etag);
      expect(kept.status).toBe(304);
      expect(Number(kept.headers.age)).toBeLessThanOrEqual(FRESH_MS / 1000);
    } finally {
      await second.close();
      await database.close();
    }
  });

  it(`shows an edit made in the back-office within ${FRESH_MS / 1000} s, with a new ETag`, async () => {
    const url = `/api/public/flashcards/${card.islands._id}`;
    const before = await visitor().get(url);
    const what = 'Desalinizar agua de mar con energía solar.';
    expectOk(await call(t, { method: 'PUT', url: `/api/flashcards/${card.islands._id}`, token: superToken, payload: { what, ...reason('Texto más claro') } }), 202, 'Flashcard actualizada');
    const editedAt = performance.now();
    await expect.poll(async () => (await revalidate(url, before.headers.etag)).status, { timeout: FRESH_MS + 5_000, interval: 100 }).toBe(200);
    expect(performance.now() - editedAt).toBeLessThan(FRESH_MS + 1_000);
    const after = await revalidate(url, before.headers.etag);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(expectOk<Rec>(after, 200, es.api.ok).what).toBe(what);
    expect((await revalidate(url, after.headers.etag)).status).toBe(304);
  });

  it(`lists a card another program inserts straight into PostgreSQL within ${FRESH_MS / 1000} s`, async () => {
    const url = '/api/public/flashcards?limit=100';
    const before = await visitor().get(url);
    const [row] = await t.database.sql<{ id: string }[]>`
      insert into flashcards (number, name, what, gta_id, work_axis_id, status)
      values (499, 'Tarjeta de otro programa', 'Insertada sin pasar por la API.', ${w.gtaA.id}, ${w.axisA}, ${FLASHCARD_STATUS.approved}) returning id`;
    const insertedAt = performance.now();
    await expect.poll(async () => cardsAt(url), { timeout: FRESH_MS + 5_000, interval: 100 }).toContain(row!.id);
    expect(performance.now() - insertedAt).toBeLessThan(FRESH_MS + 1_000);
    expect((await revalidate(url, before.headers.etag)).status).toBe(200);
    await t.database.db.delete(schema.flashcards).where(eq(schema.flashcards.id, row!.id));
  });

  it('never lets a refusal be cached', async () => {
    const missing = await visitor().get(`/api/public/flashcards/${card.sent._id}`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const bad = await visitor().get('/api/public/flashcards?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');
  });
});

describe('bad input', () => {
  const field = (path: string, msg: string) => [{ path, msg }];
  const cases: [string, string, { path: string; msg: string }[]][] = [
    ['a page of zero', '/api/public/flashcards?page=0', field('page', es.validation.page)],
    ['a limit over 100', '/api/public/flashcards?limit=101', field('limit', es.validation.limit)],
    ['a sort the public list does not offer', '/api/public/flashcards?sort=status', field('sort', es.validation.sort)],
    ['a search over 100 characters', `/api/public/flashcards?search=${'a'.repeat(101)}`, field('search', es.validation.search)],
    ['a GTA that is no id', '/api/public/flashcards?gta=agua', field('gta', es.validation.invalidId)],
    ['an unknown implementation time', '/api/public/flashcards?implementationTime=Siempre', field('implementationTime', es.validation.invalidValue)],
    ['a card id that is no id', '/api/public/flashcards/123', field('id', es.validation.invalidId)],
    ['a comments page of letters', `/api/public/flashcards/${randomUUID()}/comments?page=uno`, field('page', es.validation.page)],
    ['an unknown time zone', '/api/public/carousel?tz=Marte/Olympus', field('tz', es.validation.timeZone)],
    ['an ODS that is no id', '/api/public/goodPractices?ods=1', field('ods', es.validation.invalidId)],
    ['a practice id that is no id', `/api/public/goodPractices/${encodeURIComponent("' or 1=1 --")}`, field('id', es.validation.invalidId)],
  ];

  it.each(cases)('%s: 400 with the field and its Spanish message, no internals, nothing stored', async (_name, url, errors) => {
    const before = await databaseState(t);
    const res: Answer = await visitor().get(url);
    expectError(res, 400, es.api.validation, errors);
    expect(await databaseState(t)).toBe(before);
  });
});
