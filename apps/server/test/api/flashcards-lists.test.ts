/**
 * Flashcards lists (spec 001 §7): filters of the grid (any of a list of references), the creator filter that narrows
 * and never widens, the four counters, the GTA scope, `/list`, approved cards outside the carousel, and a card's
 * comments before a date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectError, expectOk } from '../helpers/expect.ts';
import { cardAdmin, cardBody, cardWorld, createCard, ids, setStatus, type CardWorld } from '../helpers/flashcards.ts';
import { insertComment, insertUser } from '../helpers/people.ts';
import { expectRefused, fieldError, type PageOf, type Rec } from '../helpers/resources.ts';

let t: TestApp;
let superToken: string;
let w: CardWorld;
let author: Awaited<ReturnType<typeof cardAdmin>>;
/** Cards of GTA A: draft by the author, approved with scope 0, approved with scope 2 and area 1, rejected; one of GTA B. */
let draft: Rec;
let approvedA: Rec;
let approvedB: Rec;
let rejected: Rec;
let otherGta: Rec;

beforeAll(async () => {
  t = await startTestApp();
  superToken = await loginAsSuper(t);
  w = await cardWorld(t);
  author = await cardAdmin(t, { formCards: { read: true, create: true } });
  draft = await createCard(t, author.token, cardBody(w, { name: 'Borrador del autor' }));
  approvedA = await createCard(t, superToken, cardBody(w, { name: 'Aprobada uno', businessType: [w.scopes[0]], area: [] }));
  approvedB = await createCard(t, superToken, cardBody(w, { name: 'Aprobada dos', businessType: [w.scopes[2]], area: [w.areas[1]], climb: [] }));
  rejected = await createCard(t, superToken, cardBody(w, { name: 'Rechazada' }));
  otherGta = await createCard(t, superToken, cardBody(w, { name: 'De otro grupo', gta: w.gtaB.id, workAxis: w.axisB }));
  await setStatus(t, approvedA._id, 2);
  await setStatus(t, approvedB._id, 2);
  await setStatus(t, rejected._id, 3);
  await setStatus(t, otherGta._id, 2);
});
afterAll(() => t?.close());

const list = async (query: string, token = superToken) =>
  expectOk<PageOf<Rec>>(await call(t, { method: 'GET', url: `/api/flashcards?${query}`, token }), 200, es.api.list);

describe('filters', () => {
  it('the grid: status 2, active, one GTA', async () => {
    const page = await list(`status=2&active=true&gta=${w.gtaA.id}`);
    expect(ids(page.docs).sort()).toEqual([approvedA._id, approvedB._id].sort());
  });

  it('a list of references filters by any of the chosen ones (comma or repeated)', async () => {
    expect(ids((await list(`status=2&businessType=${w.scopes[2]}`)).docs)).toEqual([approvedB._id]);
    const either = await list(`status=2&gta=${w.gtaA.id}&businessType=${w.scopes[0]},${w.scopes[2]}`);
    expect(ids(either.docs).sort()).toEqual([approvedA._id, approvedB._id].sort());
    const repeated = await list(`status=2&gta=${w.gtaA.id}&businessType=${w.scopes[0]}&businessType=${w.scopes[2]}`);
    expect(repeated.totalDocs).toBe(2);
    expect(ids((await list(`area=${w.areas[1]}`)).docs)).toEqual([approvedB._id]);
    expect(ids((await list(`climb=${w.climbs[0]}&status=2&gta=${w.gtaA.id}`)).docs)).toEqual([approvedA._id]);
  });

  it('work axis, ODS, implementation time, selected and several statuses', async () => {
    expect((await list(`workAxis=${w.axisB}`)).docs.map((d) => d._id)).toEqual([otherGta._id]);
    expect((await list(`objective=${w.ods}`)).totalDocs).toBe(5);
    expect((await list('implementationTime=Largo%20plazo')).totalDocs).toBe(0);
    expect((await list('selected=false')).totalDocs).toBe(5);
    expect(ids((await list('status=0,3')).docs).sort()).toEqual([draft._id, rejected._id].sort());
  });

  it('bad filter values answer 400 with the parameter named, nothing else', async () => {
    expectError(await client(t, superToken).get('/api/flashcards?businessType=x'), 400, es.api.validation, fieldError('businessType', es.validation.invalidId));
    expectError(await client(t, superToken).get('/api/flashcards?status=9'), 400, es.api.validation, fieldError('status', es.validation.invalidValue));
    expectError(await client(t, superToken).get('/api/flashcards?selected=quizá'), 400, es.api.validation, fieldError('selected', es.validation.invalidValue));
    expectError(await client(t, superToken).get('/api/flashcards?sort=-selected'), 400, es.api.validation);
  });

  it('search matches the name, what and indicator, accent- and case-insensitive', async () => {
    expect(ids((await list('search=BORRADOR')).docs)).toEqual([draft._id]);
    expect((await list('search=captacion')).totalDocs).toBe(0);
    expect((await list('search=litros%20captados')).totalDocs).toBe(5);
  });

  it("`user` narrows to one creator's cards; `/list` is the same list", async () => {
    expect(ids((await list(`user=${author.id}`)).docs)).toEqual([draft._id]);
    const viaList = expectOk<PageOf<Rec>>(await client(t, superToken).get(`/api/flashcards/list?user=${author.id}`), 200, es.api.list);
    expect(ids(viaList.docs)).toEqual([draft._id]);
  });
});

describe('counters', () => {
  it('total, active, inactive and rejected agree with the lists they stand for', async () => {
    const root = await cardAdmin(t, {}, { role: 0 });
    const extra = await createCard(t, superToken, cardBody(w, { name: 'Para desactivar' }));
    await root.api.put(`/api/flashcards/${extra._id}/deactivate`, { historical: { description: 'Prueba de contadores' } });
    const totals = expectOk<Record<string, number>>(await client(t, superToken).get('/api/flashcards/totals'), 200, es.api.ok);
    expect(totals).toEqual({ total: 6, active: 5, innactive: 1, rejected: 1 });
    expect((await list('active=true')).totalDocs).toBe(totals.active);
    expect((await list('active=false')).totalDocs).toBe(totals.innactive);
    expect((await list('status=3')).totalDocs).toBe(totals.rejected);
    const ofA = expectOk<Record<string, number>>(await client(t, superToken).get(`/api/flashcards/totals?gta=${w.gtaA.id}`), 200, es.api.ok);
    expect(ofA.total).toBe(5);
    await root.api.put(`/api/flashcards/${extra._id}/reactivate`, { historical: { description: 'Fin de la prueba' } });
    await root.api.del(`/api/flashcards/${extra._id}`);
  });
});

describe('access', () => {
  it('reading either formCards or flashcards reads cards; neither: 403', async () => {
    for (const flags of [{ formCards: { read: true } }, { flashcards: { read: true } }]) {
      const reader = await cardAdmin(t, flags);
      expect((await reader.api.get('/api/flashcards')).status).toBe(200);
      expect((await reader.api.get(`/api/flashcards/${draft._id}`)).status).toBe(200);
      expect((await reader.api.get('/api/flashcards/totals')).status).toBe(200);
    }
    const stranger = await cardAdmin(t, { sectors: { read: true } });
    expectError(await stranger.api.get('/api/flashcards'), 403, es.api.forbidden);
  });

  it("an admin of GTA B sees only B's cards, whatever the filters say; A's are 404; creating in A is 403", async () => {
    const scoped = await cardAdmin(t, { formCards: { read: true, create: true, update: true } }, { gta: w.gtaB.id });
    const page = expectOk<PageOf<Rec>>(await scoped.api.get(`/api/flashcards?gta=${w.gtaA.id}`), 200, es.api.list);
    expect(page.totalDocs).toBe(0);
    expect(ids(expectOk<PageOf<Rec>>(await scoped.api.get('/api/flashcards'), 200, es.api.list).docs)).toEqual([otherGta._id]);
    expect(expectOk<Record<string, number>>(await scoped.api.get('/api/flashcards/totals'), 200, es.api.ok).total).toBe(1);
    expectError(await scoped.api.get(`/api/flashcards/${draft._id}`), 404, es.api.notFound);
    await expectRefused(t, () => scoped.api.put(`/api/flashcards/${draft._id}/send`), 404, es.api.notFound);
    await expectRefused(t, () => scoped.api.post('/api/flashcards', cardBody(w)), 403, es.api.forbidden);
    // Its history answers as the card does.
    expectError(await scoped.api.get(`/api/historicals?document=${draft._id}`), 404, es.api.notFound);
  });

  it("the creator filter never widens: another GTA's author still shows nothing out of scope", async () => {
    const scoped = await cardAdmin(t, { formCards: { read: true } }, { gta: w.gtaB.id });
    expect(expectOk<PageOf<Rec>>(await scoped.api.get(`/api/flashcards?user=${author.id}`), 200, es.api.list).totalDocs).toBe(0);
  });
});

describe('comments of a card, before a date', () => {
  it('POST /api/comments-by-date pages the card\'s comments, newest first, before the date sent', async () => {
    const user = await insertUser(t);
    const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12));
    for (const day of [3, 5, 9, 12]) await insertComment(t, user.id, approvedA._id, { comment: `Comentario del día ${day}`, createdAt: at(day) });
    await insertComment(t, user.id, approvedB._id, { comment: 'De otra tarjeta' });
    const api = client(t, superToken);
    const all = expectOk<PageOf<Rec>>(await api.post(`/api/comments-by-date?flashcard=${approvedA._id}`, {}), 200, es.api.list);
    expect(all.docs.map((c) => c.comment)).toEqual(['Comentario del día 12', 'Comentario del día 9', 'Comentario del día 5', 'Comentario del día 3']);
    expect(all.docs[0]!.createdBy).toEqual({ _id: user.id, name: user.name, lastName: user.lastName, thumbnail: null });
    const before = expectOk<PageOf<Rec>>(await api.post(`/api/comments-by-date?flashcard=${approvedA._id}&limit=1`, { date: at(9).toISOString() }), 200, es.api.list);
    expect(before).toMatchObject({ totalDocs: 2, totalPages: 2, docs: [{ comment: 'Comentario del día 5' }] });
    expectError(await api.post('/api/comments-by-date', {}), 400, es.api.validation);
    expectError(await api.post(`/api/comments-by-date?flashcard=${approvedA._id}`, { date: 'ayer' }), 400, es.api.validation);
    const scoped = await cardAdmin(t, { formCards: { read: true } }, { gta: w.gtaB.id });
    expectError(await scoped.api.post(`/api/comments-by-date?flashcard=${approvedA._id}`, {}), 404, es.api.notFound);
  });
});
