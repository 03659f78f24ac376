/**
 * What votes serve beyond one record (spec 001 §7 "Priorizations"): the caller's own list whatever `user` says, the
 * caller's cards with their vote or a blank one, votes by date range, a card's votes by every admin, and the averages
 * per card, per admin and per period against sets computed by hand (including the .005 rounding).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { roundedMean } from '@app/domain/resources/priorization-scores';
import { loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk } from '../helpers/expect.ts';
import { castVote, insertAdmins, insertVote, scores, voter, voteWorld, type VoteWorld } from '../helpers/priorizations.ts';
import { fieldError, type PageOf, type Rec } from '../helpers/resources.ts';

let t: TestApp;
let w: VoteWorld;
let ana: Awaited<ReturnType<typeof voter>>;
let beto: Awaited<ReturnType<typeof voter>>;
let superToken: string;

beforeAll(async () => {
  t = await startTestApp();
  superToken = await loginAsSuper(t);
  w = await voteWorld(t);
  ana = await voter(t);
  beto = await voter(t);
});
afterAll(() => t?.close());

const day = (iso: string) => new Date(`${iso}T12:00:00.000Z`);
const ids = (page: PageOf<Rec>) => page.docs.map((d) => d._id);

describe('owner scope', () => {
  let mine: Rec;
  let his: Rec;
  beforeAll(async () => {
    mine = await castVote(t, ana.token, w.approvedA[0]!, scores(1, 2, 3, 4, 5, 4, 3));
    his = await castVote(t, beto.token, w.approvedA[0]!, scores(5, 5, 5, 5, 5, 5, 5));
  });

  it('the list, /all and /totals hold only the caller’s votes, whatever `user` says', async () => {
    expect(ids(expectOk(await ana.api.get('/api/priorizations'), 200, es.api.list))).toEqual([mine._id]);
    expect(ids(expectOk(await ana.api.get(`/api/priorizations?user=${beto.id}`), 200, es.api.list))).toEqual([]);
    expect(ids(expectOk(await ana.api.get(`/api/priorizations?flashcard=${w.approvedA[0]}`), 200, es.api.list))).toEqual([mine._id]);
    expect(expectOk<Rec[]>(await ana.api.get('/api/priorizations/all'), 200, es.api.list).map((r) => r._id)).toEqual([mine._id]);
    expect(expectOk(await ana.api.get('/api/priorizations/totals'), 200, es.api.ok)).toEqual({ total: 1, active: 1, innactive: 0 });
    // `user` only narrows the caller's own votes: another admin's id leaves none.
    expect(expectOk(await ana.api.get(`/api/priorizations/totals?user=${beto.id}`), 200, es.api.ok)).toEqual({ total: 0, active: 0, innactive: 0 });
    expect(ids(expectOk(await call('/api/priorizations/date?startDate=2000-01-01&endDate=2100-01-01'), 200, es.api.list))).toEqual([mine._id]);
    expect(ids(expectOk(await call(`/api/priorizations/date?startDate=2000-01-01&endDate=2100-01-01&user=${beto.id}`), 200, es.api.list))).toEqual([]);
  });

  it('another admin’s vote is read from its card’s page, but never listed as mine', async () => {
    expect(expectOk<Rec>(await ana.api.get(`/api/priorizations/${his._id}`), 200, es.api.ok)._id).toBe(his._id);
    const card = expectOk<PageOf<Rec>>(await ana.api.get(`/api/priorizations/getListCardPriorization?flashcard=${w.approvedA[0]}`), 200, es.api.list);
    expect(ids(card).sort()).toEqual([mine._id, his._id].sort());
  });

  const call = (url: string) => ana.api.get(url);
});

describe('the caller’s cards and whether each is rated', () => {
  it('lists the approved, active cards of the caller’s GTA with the vote or a blank one', async () => {
    const status = expectOk<PageOf<Rec>>(await ana.api.get(`/api/priorizationsstatus?user=${beto.id}`), 200, es.api.list);
    const byCard = new Map(status.docs.map((d) => [d._id, d]));
    expect([...byCard.keys()].sort()).toEqual([...w.approvedA, w.approvedB].sort());
    const rated = byCard.get(w.approvedA[0]!)!;
    expect(rated.rated).toBe(true);
    expect(rated.priorization).toMatchObject({ coverage: 1, createdBy: { _id: ana.id }, total: 3.14 });
    expect(rated.flashcard).toMatchObject({ _id: w.approvedA[0], name: 'Captación de agua de lluvia', status: 2, gta: { _id: w.gtaA, title: 'GTA Agua' } });
    expect(byCard.get(w.approvedA[1]!)).toMatchObject({
      rated: false,
      priorization: { _id: null, coverage: null, impact: null, replicabilty: null, benefit: null, budget: null, humanResources: null, infrastructure: null, impactTotal: null, implementationTotal: null, total: null },
    });
  });

  it('filters by rated and by the card’s name; an admin of one GTA sees only its cards', async () => {
    const waiting = expectOk<PageOf<Rec>>(await ana.api.get('/api/priorizationsstatus?rated=false'), 200, es.api.list);
    expect(waiting.docs.map((d) => d._id).sort()).toEqual([w.approvedA[1], w.approvedA[2], w.approvedB].sort());
    expect(waiting.totalDocs).toBe(3);
    const rated = expectOk<PageOf<Rec>>(await ana.api.get('/api/priorizationsstatus?rated=true'), 200, es.api.list);
    expect(rated.docs.map((d) => d._id)).toEqual([w.approvedA[0]]);
    const searched = expectOk<PageOf<Rec>>(await ana.api.get('/api/priorizationsstatus?search=goteo'), 200, es.api.list);
    expect(searched.docs.map((d) => d._id)).toEqual([w.approvedA[1]]);
    const energy = await voter(t, undefined, { gta: w.gtaB });
    const scoped = expectOk<PageOf<Rec>>(await energy.api.get('/api/priorizationsstatus'), 200, es.api.list);
    expect(scoped.docs.map((d) => d._id)).toEqual([w.approvedB]);
  });

  it('refuses bad filters with a clear 400', async () => {
    expectError(await ana.api.get('/api/priorizationsstatus?rated=quizas'), 400, es.api.validation, fieldError('rated', es.validation.invalidValue));
    expectError(await ana.api.get('/api/priorizationsstatus?user=yo'), 400, es.api.validation, fieldError('user', es.validation.invalidId));
  });
});

describe('by date range', () => {
  let carla: Awaited<ReturnType<typeof voter>>;
  const votes: Record<string, string> = {};
  beforeAll(async () => {
    carla = await voter(t);
    votes.march1 = await insertVote(t, { flashcard: w.approvedA[0]!, admin: carla.id, scores: scores(1), createdAt: new Date('2025-03-01T00:00:00.000Z') });
    votes.march15 = await insertVote(t, { flashcard: w.approvedA[1]!, admin: carla.id, scores: scores(2), createdAt: day('2025-03-15') });
    votes.march31 = await insertVote(t, { flashcard: w.approvedA[2]!, admin: carla.id, scores: scores(3), createdAt: new Date('2025-03-31T23:59:59.999Z') });
    votes.april1 = await insertVote(t, { flashcard: w.approvedB, admin: carla.id, scores: scores(4), createdAt: new Date('2025-04-01T00:00:00.000Z') });
    votes.inactive = await insertVote(t, { flashcard: w.approvedA[0]!, admin: carla.id, scores: scores(5), createdAt: day('2025-03-10'), active: false });
  });

  it('POST filterdates: both days included, newest first, active ones when asked', async () => {
    const march = expectOk<PageOf<Rec>>(await carla.api.post('/api/priorizations/filterdates?active=true', { startDate: '2025-03-01', endDate: '2025-03-31' }), 200, es.api.list);
    expect(ids(march)).toEqual([votes.march31, votes.march15, votes.march1]);
    const all = expectOk<PageOf<Rec>>(await carla.api.post('/api/priorizations/filterdates', { startDate: '2025-03-01', endDate: '2025-03-31' }), 200, es.api.list);
    expect(all.totalDocs).toBe(4);
  });

  it('local days as instants with their offset (as the web app sends them)', async () => {
    const body = { startDate: '2025-03-31T00:00:00.000-06:00', endDate: '2025-03-31T23:59:59.999-06:00' };
    // 31 March in Mexico City runs from 06:00 UTC on the 31st to 05:59 UTC on 1 April.
    expect(ids(expectOk(await carla.api.post('/api/priorizations/filterdates', body), 200, es.api.list))).toEqual([votes.april1, votes.march31]);
  });

  it('GET date: the same list from the query, paged', async () => {
    const page = expectOk<PageOf<Rec>>(await carla.api.get('/api/priorizations/date?startDate=2025-03-01&endDate=2025-04-30&limit=2&page=2&active=true'), 200, es.api.list);
    expect(ids(page)).toEqual([votes.march15, votes.march1]);
    expect(page.totalDocs).toBe(4);
  });

  it('refuses missing, bad and reversed dates', async () => {
    expectError(await carla.api.post('/api/priorizations/filterdates', { endDate: '2025-03-31' }), 400, es.api.validation, fieldError('startDate', es.validation.required));
    expectError(await carla.api.post('/api/priorizations/filterdates', { startDate: '2025-02-30', endDate: '2025-03-31' }), 400, es.api.validation, fieldError('startDate', es.validation.date));
    expectError(await carla.api.post('/api/priorizations/filterdates', { startDate: '2025-03-31', endDate: '2025-03-01' }), 400, es.api.validation, fieldError('endDate', es.validation.dateRange));
    expectError(await carla.api.get('/api/priorizations/date?startDate=ayer&endDate=2025-03-01'), 400, es.api.validation, fieldError('startDate', es.validation.date));
  });
});

describe('averages', () => {
  let card: string;
  let admins: string[];
  beforeAll(async () => {
    card = (await t.database.sql`insert into flashcards (number, name, gta_id, status) values (401, 'Tarjeta de promedios', ${w.gtaA}, 2) returning id`)[0]!.id as string;
    admins = await insertAdmins(t, 40);
  });

  it('per card: the hand-computed means of active votes only, two decimals; the card named', async () => {
    // Three active votes and one inactive that must not count.
    await insertVote(t, { flashcard: card, admin: admins[0]!, scores: scores(5, 4, 3, 2, 1, 0, 5), createdAt: day('2025-01-10') });
    await insertVote(t, { flashcard: card, admin: admins[1]!, scores: scores(1, 2, 2, 2, 1, 1, 2), createdAt: day('2025-02-10') });
    await insertVote(t, { flashcard: card, admin: admins[2]!, scores: scores(0, 0, 0, 1, 0, 1, 1), createdAt: day('2025-03-10') });
    await insertVote(t, { flashcard: card, admin: admins[3]!, scores: scores(5, 5, 5, 5, 5, 5, 5), createdAt: day('2025-03-11'), active: false });
    const answer = expectOk<Rec>(await ana.api.get(`/api/priorizations/getPriorizationAverageAdmin?flashcard=${card}`), 200, es.api.ok);
    expect(answer).toEqual({
      votes: 3,
      coverage: 2, // 6 / 3
      impact: 2, // 6 / 3
      replicabilty: 1.67, // 5 / 3
      benefit: 1.67, // 5 / 3
      budget: 0.67, // 2 / 3
      humanResources: 0.67, // 2 / 3
      infrastructure: 2.67, // 8 / 3
      impactTotal: 1.83, // 22 / 12
      implementationTotal: 1.33, // 12 / 9
      total: 1.62, // 34 / 21
      flashcard: { _id: card, name: 'Tarjeta de promedios', number: 401, status: 2, active: true, gta: { _id: w.gtaA, title: 'GTA Agua', color: '#1F4E79', nomenclature: 'AG' } },
    });
  });

  it('per admin and per period', async () => {
    const byAdmin = expectOk<Rec>(await ana.api.get(`/api/priorizations/getPriorizationAverageAdmin?user=${admins[1]}`), 200, es.api.ok);
    expect(byAdmin).toMatchObject({ votes: 1, coverage: 1, impactTotal: 1.75, implementationTotal: 1.33, total: 1.57, flashcard: null });
    const feb = expectOk<Rec>(
      await ana.api.get(`/api/priorizations/getPriorizationAverageAdmin?flashcard=${card}&firsDate=2025-02-01&secondDate=2025-03-10`),
      200,
      es.api.ok,
    );
    // The votes of 10 February and 10 March: (1,2,2,2,1,1,2) and (0,0,0,1,0,1,1).
    expect(feb).toMatchObject({ votes: 2, coverage: 0.5, benefit: 1.5, infrastructure: 1.5, impactTotal: 1, implementationTotal: 1, total: 1 });
  });

  it('no votes: 0 votes and every value null', async () => {
    const none = expectOk<Rec>(await ana.api.get(`/api/priorizations/getPriorizationAverageAdmin?flashcard=${w.approvedB}&secondDate=2000-01-01`), 200, es.api.ok);
    expect(none).toMatchObject({ votes: 0, coverage: null, impactTotal: null, implementationTotal: null, total: null });
  });

  it('rounds half up at .005 exactly, where floating point would round down', async () => {
    const tie = (await t.database.sql`insert into flashcards (number, name, gta_id, status) values (402, 'Tarjeta del empate', ${w.gtaA}, 2) returning id`)[0]!.id as string;
    // 40 votes: coverage sums to 107 (2.675) and budget to 41 (1.025), two exact ties floating point gets wrong.
    for (let i = 0; i < 40; i++) {
      await insertVote(t, { flashcard: tie, admin: admins[i]!, scores: scores(i < 27 ? 3 : 2, 0, 0, 0, i === 0 ? 2 : 1, 0, 0) });
    }
    const answer = expectOk<Rec>(await ana.api.get(`/api/priorizations/getPriorizationAverageAdmin?flashcard=${tie}`), 200, es.api.ok);
    expect(27 * 3 + 13 * 2).toBe(107);
    expect([(2.675).toFixed(2), Math.round(1.025 * 100) / 100]).toEqual(['2.67', 1.02]);
    expect(answer).toMatchObject({ votes: 40, coverage: 2.68, budget: 1.03, impactTotal: roundedMean(107, 160), implementationTotal: roundedMean(41, 120), total: roundedMean(148, 280) });
    // 107 / 160 = 0.66875 → 0.67; 41 / 120 = 0.341… → 0.34; 148 / 280 = 0.528… → 0.53.
    expect([answer.impactTotal, answer.implementationTotal, answer.total]).toEqual([0.67, 0.34, 0.53]);
  });

  it('filteraveragebydate: one entry per card voted in the period, from the request’s dates, best total first', async () => {
    const period = expectOk<Rec[]>(await ana.api.post('/api/priorizations/filteraveragebydate', { firsDate: '2025-01-01', secondDate: '2025-02-28' }), 200, es.api.list);
    expect(period).toEqual([
      expect.objectContaining({ flashcard: expect.objectContaining({ _id: card }), votes: 2, coverage: 3, impactTotal: 2.63, implementationTotal: 1.67, total: 2.21 }),
    ]);
    const march = expectOk<Rec[]>(await ana.api.post('/api/priorizations/filteraveragebydate', { firsDate: '2025-03-01', secondDate: '2025-03-31' }), 200, es.api.list);
    // Carla's March votes (one score each) and the card's 10 March vote, best total first.
    // Equal totals come in the cards' id order.
    const order = (a: unknown[], b: unknown[]) => Number(b[2]) - Number(a[2]) || (String(a[0]) < String(b[0]) ? -1 : 1);
    expect(march.map((m) => [(m.flashcard as Rec)._id, m.votes, m.total])).toEqual(
      [
        [w.approvedA[2], 1, 0.43],
        [w.approvedA[1], 1, 0.29],
        [card, 1, 0.43],
        [w.approvedA[0], 1, 0.14],
      ].sort(order),
    );
  });

  it('refuses missing or reversed dates and unknown ids', async () => {
    expectError(await ana.api.post('/api/priorizations/filteraveragebydate', { firsDate: '2025-01-01' }), 400, es.api.validation, fieldError('secondDate', es.validation.required));
    expectError(await ana.api.post('/api/priorizations/filteraveragebydate', { firsDate: '2025-03-01', secondDate: '2025-01-01' }), 400, es.api.validation, fieldError('secondDate', es.validation.dateRange));
    expectError(await ana.api.get('/api/priorizations/getPriorizationAverageAdmin?flashcard=x'), 400, es.api.validation, fieldError('flashcard', es.validation.invalidId));
    expectError(await ana.api.get('/api/priorizations/getListCardPriorization'), 400, es.api.validation, fieldError('flashcard', es.validation.required));
  });

  it('a card of another GTA is not found for an admin of one GTA, and its votes do not count', async () => {
    const energy = await voter(t, undefined, { gta: w.gtaB });
    expectError(await energy.api.get(`/api/priorizations/getPriorizationAverageAdmin?flashcard=${card}`), 404, es.api.notFound);
    expectError(await energy.api.get(`/api/priorizations/getListCardPriorization?flashcard=${card}`), 404, es.api.notFound);
    const all = expectOk<Rec>(await energy.api.get('/api/priorizations/getPriorizationAverageAdmin'), 200, es.api.ok);
    const [row] = await t.database.sql`
      select count(*)::int as n from priorizations p join flashcards f on f.id = p.flashcard_id where p.active and f.gta_id = ${w.gtaB}`;
    expect(all.votes).toBe(row!.n);
    const everything = expectOk<Rec>(await call(superToken), 200, es.api.ok);
    expect(Number(everything.votes)).toBeGreaterThan(Number(all.votes));
  });

  const call = (token: string) => t.app.inject({ method: 'GET', url: '/api/priorizations/getPriorizationAverageAdmin', headers: { authorization: `Bearer ${token}` } }).then((r) => ({ status: r.statusCode, body: JSON.parse(r.body) as Rec & { code: number; message: string }, headers: r.headers, raw: r.body }));
});
