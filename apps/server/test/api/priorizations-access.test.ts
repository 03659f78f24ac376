/**
 * Who may do what with votes (task decisions on spec 000 §6): reading priorizations lets an admin cast their own vote,
 * update re-rates one's own, only a super user changes someone else's, destroy (role 0 in practice) deactivates,
 * reactivates and deletes; an admin of one GTA votes and reads only that GTA's cards. Every refusal leaves the
 * database and the history as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { expectOk } from '../helpers/expect.ts';
import { castVote, scores, voter, voteWorld, type VoteWorld } from '../helpers/priorizations.ts';
import { expectRefused, reason, type Rec } from '../helpers/resources.ts';

let t: TestApp;
let w: VoteWorld;
let owner: Awaited<ReturnType<typeof voter>>;
let vote: Rec;
let inactiveVote: Rec;
const VALID = scores(4, 4, 4, 4, 3, 3, 3);

beforeAll(async () => {
  t = await startTestApp();
  w = await voteWorld(t);
  owner = await voter(t);
  vote = await castVote(t, owner.token, w.approvedA[0]!, VALID);
  inactiveVote = await castVote(t, owner.token, w.approvedA[1]!, VALID);
  await t.database.sql`update priorizations set active = false where id = ${inactiveVote._id}`;
});
afterAll(() => t?.close());

const forbidden = (send: () => ReturnType<Awaited<ReturnType<typeof voter>>['api']['get']>) => expectRefused(t, send, 403, es.api.forbidden);

describe('without the read flag nothing of votes is served', () => {
  it.each([
    ['list', 'GET', '/api/priorizations'],
    ['all', 'GET', '/api/priorizations/all'],
    ['totals', 'GET', '/api/priorizations/totals'],
    ['one vote', 'GET', '/api/priorizations/:id'],
    ['status', 'GET', '/api/priorizationsstatus'],
    ['card votes', 'GET', '/api/priorizations/getListCardPriorization?flashcard=:card'],
    ['averages', 'GET', '/api/priorizations/getPriorizationAverageAdmin'],
    ['by date', 'GET', '/api/priorizations/date?startDate=2025-01-01&endDate=2025-12-31'],
  ])('%s: 403', async (_label, _method, url) => {
    const stranger = await voter(t, { flashcards: { read: true }, formCards: { read: true, update: true } });
    await forbidden(() => stranger.api.get(url.replace(':id', vote._id).replace(':card', w.approvedA[0]!)));
  });

  it('POST routes: 403', async () => {
    const stranger = await voter(t, { flashcards: { read: true } });
    await forbidden(() => stranger.api.post('/api/priorizations', { flashcard: w.approvedA[2], ...VALID }));
    await forbidden(() => stranger.api.post('/api/priorizations/filterdates', { startDate: '2025-01-01', endDate: '2025-12-31' }));
    await forbidden(() => stranger.api.post('/api/priorizations/filteraveragebydate', { firsDate: '2025-01-01', secondDate: '2025-12-31' }));
  });
});

describe('casting and re-rating', () => {
  it('read alone casts one’s own vote, but does not re-rate it without update', async () => {
    const reader = await voter(t, { priorizations: { read: true } });
    const own = await castVote(t, reader.token, w.approvedA[2]!, VALID);
    await forbidden(() => reader.api.put(`/api/priorizations/${own._id}`, { coverage: 1, ...reason('Cambio') }));
  });

  it('update re-rates only one’s own vote: another admin’s answers 403 and changes nothing', async () => {
    const editor = await voter(t, { priorizations: { read: true, update: true } }, { role: 1 });
    await expectRefused(t, () => editor.api.put(`/api/priorizations/${vote._id}`, { coverage: 1, ...reason('No es mío') }), 403, es.editRules.voteNotYours);
  });

  it('a super user re-rates anyone’s vote', async () => {
    const boss = await voter(t, {}, { role: 0 });
    const res = await boss.api.put(`/api/priorizations/${vote._id}`, { coverage: 2, ...reason('Corrección del comité') });
    expect(expectOk<Rec>(res, 202, 'Rating actualizado').coverage).toBe(2);
  });
});

describe('deactivate, reactivate and delete need destroy', () => {
  it.each([
    ['the owner with read and update', { priorizations: { read: true, update: true } }],
    ['an admin with every enabled flag but destroy', { priorizations: { read: true, update: true }, formCards: { read: true, update: true, destroy: true, approve: true } }],
  ])('%s: 403 for each, nothing changed', async (_label, flags) => {
    const someone = await voter(t, flags);
    for (const token of [someone.token, owner.token]) {
      const api = token === owner.token ? owner.api : someone.api;
      await forbidden(() => api.put(`/api/priorizations/${vote._id}/deactivate`, reason('Quitar')));
      await forbidden(() => api.put(`/api/priorizations/${inactiveVote._id}/reactivate`, reason('Volver')));
      await forbidden(() => api.del(`/api/priorizations/${vote._id}`));
    }
  });

  it('the destroy flag deactivates anyone’s vote', async () => {
    const destroyer = await voter(t, { priorizations: { read: true, destroy: true } });
    const res = await destroyer.api.put(`/api/priorizations/${inactiveVote._id}/reactivate`, reason('Restaurado'));
    expect(expectOk<Rec>(res, 202, 'PRIORIZATION reactivado con éxito').active).toBe(true);
  });
});

describe('GTA scope through the card', () => {
  it('an admin of GTA B cannot vote a card of GTA A, nor read, re-rate or act on its votes', async () => {
    const energy = await voter(t, { priorizations: { read: true, update: true, destroy: true } }, { gta: w.gtaB });
    await forbidden(() => energy.api.post('/api/priorizations', { flashcard: w.approvedA[2], ...VALID }));
    await expectRefused(t, () => energy.api.get(`/api/priorizations/${vote._id}`), 404, es.api.notFound);
    await expectRefused(t, () => energy.api.put(`/api/priorizations/${vote._id}/deactivate`, reason('Fuera de mi GTA')), 404, es.api.notFound);
    expect((await castVote(t, energy.token, w.approvedB, VALID)).active).toBe(true);
  });
});
