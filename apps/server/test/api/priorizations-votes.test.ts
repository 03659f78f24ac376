/**
 * Votes (spec 001 §3–§5, CONTRACT "Votes"): the seven scores at their edges with their messages, the derived values
 * on hand-computed votes, which cards can be voted, one active vote per admin and card, edits, deactivation,
 * reactivation and hard delete with their messages and history.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { SCORE_FIELDS } from '@app/domain/resources/priorization-scores';
import { VOTE_MESSAGES } from '@app/domain/resources/priorizations';
import { call, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectOk, historyOf, ISO_RE, UUID_RE } from '../helpers/expect.ts';
import { castVote, scores, voter, voteWorld, type VoteWorld } from '../helpers/priorizations.ts';
import { expectRefused, fieldError, reason, type Rec } from '../helpers/resources.ts';

let t: TestApp;
let superToken: string;
let w: VoteWorld;
let ana: Awaited<ReturnType<typeof voter>>;

beforeAll(async () => {
  t = await startTestApp();
  superToken = await loginAsSuper(t);
  w = await voteWorld(t);
  ana = await voter(t);
});
afterAll(() => t?.close());

const post = (token: string, body: Record<string, unknown>) => call(t, { method: 'POST', url: '/api/priorizations', token, payload: body });
const VALID = scores(5, 4, 3, 2, 1, 0, 5);

describe('create', () => {
  it('201 with the card and author populated, the seven scores, the three totals and "Priorización realizada"', async () => {
    const vote = await castVote(t, ana.token, w.approvedA[0]!, VALID);
    expect(vote).toEqual({
      _id: expect.stringMatching(UUID_RE),
      active: true,
      createdAt: expect.stringMatching(ISO_RE),
      updatedAt: expect.stringMatching(ISO_RE),
      flashcard: { _id: w.approvedA[0], name: 'Captación de agua de lluvia', number: expect.any(Number), status: 2 },
      createdBy: { _id: ana.id, name: 'Ana', lastName: 'Prueba', thumbnail: null },
      ...VALID,
      impactTotal: 3.5,
      implementationTotal: 2,
      total: 2.86,
    });
    expect(expectOk(await ana.api.get(`/api/priorizations/${vote._id}`), 200, es.api.ok)).toEqual(vote);
    expect(await historyOf(t, vote._id)).toEqual([
      { cause: 'create', description: 'Priorización realizada', module: 'priorizations', changes: [], adminId: ana.id },
    ]);
  });

  it('takes the author from the session, never from the body', async () => {
    const other = await voter(t);
    const vote = await castVote(t, other.token, w.approvedA[0]!, { ...VALID, createdBy: ana.id } as never);
    expect((vote.createdBy as Rec)._id).toBe(other.id);
  });

  it('accepts scores sent as text, as a form sends them', async () => {
    const bea = await voter(t);
    const body = Object.fromEntries(SCORE_FIELDS.map((name) => [name, '3']));
    const vote = expectOk<Rec>(await post(bea.token, { flashcard: w.approvedA[1], ...body }), 201, es.api.saved);
    expect(vote.coverage).toBe(3);
    expect(vote.total).toBe(3);
  });

  describe.each(SCORE_FIELDS)('%s', (name) => {
    it.each([
      ['missing', undefined, 'Campo Requerido'],
      ['null', null, 'Campo Requerido'],
      ['blank text', '', 'Campo Requerido'],
      ['below 0', -1, VOTE_MESSAGES.range],
      ['above 5', 6, VOTE_MESSAGES.range],
      ['a fraction', 2.5, es.validation.integer],
      ['not a number', 'alto', es.validation.number],
    ])('refuses %s with its message; nothing written', async (_label, value, msg) => {
      const body: Record<string, unknown> = { flashcard: w.approvedA[2], ...VALID, [name]: value };
      if (value === undefined) delete body[name];
      await expectRefused(t, () => post(ana.token, body), 400, es.api.validation, fieldError(name, msg));
    });
  });

  it('accepts 0 and 5, the edges of the stars', async () => {
    const low = await voter(t);
    const high = await voter(t);
    expect(await castVote(t, low.token, w.approvedA[2]!, scores(0, 0, 0, 0, 0, 0, 0))).toMatchObject({
      coverage: 0,
      impactTotal: 0,
      implementationTotal: 0,
      total: 0,
    });
    expect(await castVote(t, high.token, w.approvedA[2]!, scores(5, 5, 5, 5, 5, 5, 5))).toMatchObject({
      infrastructure: 5,
      impactTotal: 5,
      implementationTotal: 5,
      total: 5,
    });
  });

  it.each([
    ['missing', undefined, 'Campo Requerido'],
    ['not an id', 'tarjeta', es.validation.invalidId],
  ])('refuses a card %s', async (_label, flashcard, msg) => {
    await expectRefused(t, () => post(ana.token, { ...VALID, flashcard }), 400, es.api.validation, fieldError('flashcard', msg));
  });

  it('refuses an unknown card', async () => {
    await expectRefused(t, () => post(ana.token, { ...VALID, flashcard: randomUUID() }), 400, es.api.validation, fieldError('flashcard', es.api.referenceNotFound));
  });

  it.each(['draft', 'sent', 'rejected', 'inactive'] as const)('refuses a %s card: only approved, active cards are voted', async (state) => {
    await expectRefused(t, () => post(ana.token, { ...VALID, flashcard: w[state] }), 400, VOTE_MESSAGES.notVotable, fieldError('flashcard', VOTE_MESSAGES.notVotable));
  });
});

describe('derived values, two decimals', () => {
  it.each([
    [[5, 4, 3, 2, 1, 0, 5], 3.5, 2, 2.86],
    [[1, 2, 2, 2, 1, 1, 2], 1.75, 1.33, 1.57],
    [[0, 0, 0, 1, 0, 1, 1], 0.25, 0.67, 0.43],
    [[3, 3, 4, 4, 5, 4, 4], 3.5, 4.33, 3.86],
    [[2, 0, 0, 0, 0, 0, 2], 0.5, 0.67, 0.57],
  ])('%j → impact %d, implementation %d, total %d', async (values, impact, implementation, total) => {
    const someone = await voter(t);
    const vote = await castVote(t, someone.token, w.approvedA[1]!, scores(...values));
    expect([vote.impactTotal, vote.implementationTotal, vote.total]).toEqual([impact, implementation, total]);
  });
});

describe('one active vote per admin and card', () => {
  it('a second vote answers 409 with its message and writes nothing', async () => {
    const carla = await voter(t);
    await castVote(t, carla.token, w.approvedA[0]!, VALID);
    await expectRefused(t, () => post(carla.token, { flashcard: w.approvedA[0], ...VALID }), 409, VOTE_MESSAGES.alreadyVoted);
  });

  it('two votes sent at once: one is saved, the other answers 409', async () => {
    const dora = await voter(t);
    const answers = await Promise.all([1, 2, 3].map(() => post(dora.token, { flashcard: w.approvedA[1], ...VALID })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const [row] = await t.database.sql`select count(*)::int as n from priorizations where created_by_id = ${dora.id}`;
    expect(row!.n).toBe(1);
  });

  it('after its vote is deactivated an admin votes again; the old one cannot come back while the new is active', async () => {
    const eva = await voter(t);
    const first = await castVote(t, eva.token, w.approvedA[2]!, VALID);
    await call(t, { method: 'PUT', url: `/api/priorizations/${first._id}/deactivate`, token: superToken, payload: reason('Voto duplicado') });
    const second = await castVote(t, eva.token, w.approvedA[2]!, scores(1, 1, 1, 1, 1, 1, 1));
    await expectRefused(
      t,
      () => call(t, { method: 'PUT', url: `/api/priorizations/${first._id}/reactivate`, token: superToken, payload: reason('Restaurar') }),
      409,
      VOTE_MESSAGES.otherActive,
    );
    expect(second.active).toBe(true);
  });
});

describe('edit, deactivate, reactivate, delete', () => {
  let vote: Rec;
  beforeAll(async () => {
    vote = await castVote(t, ana.token, w.approvedA[1]!, VALID);
  });

  it('the author re-rates: 202 "Rating actualizado", totals recomputed, history with the reason and the changes', async () => {
    const res = await ana.api.put(`/api/priorizations/${vote._id}`, { coverage: 1, budget: 5, ...reason('Revisé el presupuesto') });
    const updated = expectOk<Rec>(res, 202, 'Rating actualizado');
    expect(updated).toMatchObject({ coverage: 1, budget: 5, impactTotal: 2.5, implementationTotal: 3.33, total: 2.86 });
    const history = await historyOf(t, vote._id);
    expect(history.at(-1)).toEqual({
      cause: 'edit',
      description: 'Revisé el presupuesto',
      module: 'priorizations',
      changes: [
        { field: 'coverage', from: 5, to: 1 },
        { field: 'budget', from: 1, to: 5 },
      ],
      adminId: ana.id,
    });
    vote = updated;
  });

  it('an edit needs a reason and valid scores; the card of a vote cannot be changed', async () => {
    await expectRefused(t, () => ana.api.put(`/api/priorizations/${vote._id}`, { coverage: 2 }), 400, es.api.validation, fieldError('historical', es.validation.reasonRequired));
    await expectRefused(t, () => ana.api.put(`/api/priorizations/${vote._id}`, { coverage: 7, ...reason('x') }), 400, es.api.validation, fieldError('coverage', VOTE_MESSAGES.range));
    const moved = expectOk<Rec>(await ana.api.put(`/api/priorizations/${vote._id}`, { flashcard: w.approvedA[0], impact: 3, ...reason('Ajuste') }), 202, 'Rating actualizado');
    expect((moved.flashcard as Rec)._id).toBe(w.approvedA[1]);
    vote = moved;
  });

  it('a super user deactivates and reactivates with a reason, with the spec messages and history', async () => {
    await expectRefused(t, () => call(t, { method: 'PUT', url: `/api/priorizations/${vote._id}/deactivate`, token: superToken, payload: {} }), 400, es.api.validation, fieldError('historical', es.validation.reasonRequired));
    const off = await call(t, { method: 'PUT', url: `/api/priorizations/${vote._id}/deactivate`, token: superToken, payload: reason('Voto de prueba') });
    expect(expectOk<Rec>(off, 202, 'PRIORIZATION desactivado con éxito').active).toBe(false);
    const on = await call(t, { method: 'PUT', url: `/api/priorizations/${vote._id}/reactivate`, token: superToken, payload: reason('Era válido') });
    expect(expectOk<Rec>(on, 202, 'PRIORIZATION reactivado con éxito').active).toBe(true);
    const causes = (await historyOf(t, vote._id)).map((h) => [h.cause, h.description]);
    expect(causes.slice(-2)).toEqual([
      ['deactivate', 'Voto de prueba'],
      ['activate', 'Era válido'],
    ]);
  });

  it('a vote on a card deactivated since cannot be re-rated', async () => {
    const card = w.approvedA[1]!;
    await t.database.sql`update flashcards set active = false where id = ${card}`;
    try {
      await expectRefused(t, () => ana.api.put(`/api/priorizations/${vote._id}`, { coverage: 4, ...reason('x') }), 400, VOTE_MESSAGES.notVotable, fieldError('flashcard', VOTE_MESSAGES.notVotable));
    } finally {
      await t.database.sql`update flashcards set active = true where id = ${card}`;
    }
  });

  it('hard delete: 200, then 404', async () => {
    const gone = await castVote(t, (await voter(t)).token, w.approvedA[0]!, VALID);
    const res = await call(t, { method: 'DELETE', url: `/api/priorizations/${gone._id}`, token: superToken });
    expect(expectOk<Rec>(res, 200, es.api.deleted)._id).toBe(gone._id);
    expect((await call(t, { method: 'GET', url: `/api/priorizations/${gone._id}`, token: superToken })).status).toBe(404);
    expect((await call(t, { method: 'DELETE', url: `/api/priorizations/${gone._id}`, token: superToken })).status).toBe(404);
  });

  it('deleting a card deletes its votes', async () => {
    const card = (await t.database.sql`insert into flashcards (number, name, gta_id, status) values (300, 'Efímera', ${w.gtaA}, 2) returning id`)[0]!.id as string;
    const v = await castVote(t, ana.token, card, VALID);
    await call(t, { method: 'DELETE', url: `/api/flashcards/${card}`, token: superToken });
    expect(await t.database.sql`select id from priorizations where id = ${v._id}`).toHaveLength(0);
  });
});
