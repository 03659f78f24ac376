/**
 * Search everywhere: every module the admin may read, within their GTA, by title, best first and five per module;
 * a short or missing `q` is 400 with its Spanish message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchGroup } from '@app/domain/core/search';
import { es } from '@app/domain/messages/es';
import { call, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectError, expectOk } from '../helpers/expect.ts';
import { cardAdmin, cardBody, cardWorld, createCard, type CardWorld } from '../helpers/flashcards.ts';

let t: TestApp;
let api: ReturnType<typeof client>;
let w: CardWorld;
let superToken: string;

const WORD = 'Quetzalcoatl';

beforeAll(async () => {
  t = await startTestApp();
  superToken = await loginAsSuper(t);
  api = client(t, superToken);
  w = await cardWorld(t);
  for (const [name, gta, axis] of [
    [`Riego ${WORD} por goteo`, w.gtaA.id, w.axisA],
    [`${WORD} y el agua de lluvia`, w.gtaA.id, w.axisA],
    [`Paneles ${WORD} solares`, w.gtaB.id, w.axisB],
  ] as const) {
    await createCard(t, superToken, cardBody(w, { name, gta, workAxis: axis }));
  }
});
afterAll(() => t?.close());

const search = async (who: ReturnType<typeof client>, q: string) => expectOk<SearchGroup[]>(await who.get(`/api/search?q=${encodeURIComponent(q)}`), 200, es.search.results);
const titles = (groups: SearchGroup[], module: string) => groups.find((g) => g.module === module)?.hits.map((h) => h.title);

describe('GET /api/search', () => {
  it('finds titles in every GTA for the super user, grouped by module, a title starting with the words first', async () => {
    const groups = await search(api, WORD.toLowerCase());
    const cards = groups.find((g) => g.module === 'flashcards');
    expect(cards).toMatchObject({ label: 'Flashcards', route: '/formCards' });
    expect(cards!.hits.map((h) => h.title)).toEqual([`${WORD} y el agua de lluvia`, `Paneles ${WORD} solares`, `Riego ${WORD} por goteo`]);
    expect(cards!.hits[0]).toEqual({ module: 'flashcards', _id: expect.any(String), title: `${WORD} y el agua de lluvia` });
  });

  it('folds accents and case, and finds records of other modules by their title', async () => {
    const groups = await search(api, 'gta energia');
    expect(titles(groups, 'gtas')).toEqual(['GTA Energía']);
  });

  it('keeps at most five hits per module', async () => {
    for (let i = 0; i < 6; i += 1) await createCard(t, superToken, cardBody(w, { name: `Lote Zumbador ${i}` }));
    expect(titles(await search(api, 'zumbador'), 'flashcards')).toHaveLength(5);
  });

  it('a GTA-bound admin finds only the records of their GTA', async () => {
    const bound = await cardAdmin(t, { formCards: { read: true } }, { gta: w.gtaA.id });
    const groups = await search(bound.api, WORD);
    expect(titles(groups, 'flashcards')).toEqual([`${WORD} y el agua de lluvia`, `Riego ${WORD} por goteo`]);
    expect(groups.find((g) => g.module === 'flashcards')!.route).toBe('/formCards');
  });

  it('leaves out every module the admin may not read', async () => {
    const reader = await cardAdmin(t, { gtas: { read: true } });
    const groups = await search(reader.api, 'gta');
    expect(groups.map((g) => g.module)).toEqual(['gtas']);
    expect(await search(reader.api, WORD)).toEqual([]);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await search(api, 'xqxqxqxq')).toEqual([]);
  });

  it('treats % and _ as plain characters', async () => {
    expect(await search(api, '%%')).toEqual([]);
    expect(await search(api, '__')).toEqual([]);
  });

  it.each([
    ['no q', '/api/search', es.search.short(2)],
    ['an empty q', '/api/search?q=', es.search.short(2)],
    ['one character', '/api/search?q=a', es.search.short(2)],
    ['two spaces around one character', '/api/search?q=%20a%20', es.search.short(2)],
    ['more than 100 characters', `/api/search?q=${'a'.repeat(101)}`, es.search.long(100)],
    ['a NUL character', '/api/search?q=ab%00', es.validation.nul],
    ['q twice', '/api/search?q=agua&q=lluvia', es.search.short(2)],
  ])('%s is 400 with its message', async (_label, url, message) => {
    const res = await api.get(url);
    expectError(res, 400, es.api.validation, [{ path: 'q', msg: message }]);
  });

  it('is 401 without a session', async () => {
    const res = await call(t, { method: 'GET', url: `/api/search?q=${WORD}` });
    expect(res.status).toBe(401);
  });
});
