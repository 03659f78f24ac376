import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { COUNT_CAP } from '../../src/engine/counts.ts';
import { loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectOk } from '../helpers/expect.ts';
import { cardAdmin, cardBody, cardWorld, createCard, setStatus, type CardWorld } from '../helpers/flashcards.ts';
import { reason, type PageOf, type Rec } from '../helpers/resources.ts';

/**
 * Issue 12: `/totals` and a list's `totalDocs` come from counters kept by triggers in the transaction of every change
 * (also of rows written straight into the database), exact at any size; anything else counts up to a cap and says so.
 */
let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, await loginAsSuper(t));
});
afterAll(async () => t?.close());

type Totals = Record<string, number | boolean>;
const totals = async (url: string) => expectOk<Totals>(await api.get(url), 200, es.api.ok);
const page = async (url: string) => expectOk<PageOf<Rec> & { totalDocsCapped?: true }>(await api.get(url), 200, es.api.list);

/** What the counters must say, counted the slow way. */
async function counted(table: string) {
  const [row] = await t.database.sql<{ total: number; active: number; innactive: number }[]>`
    select count(*)::int as total, count(*) filter (where active)::int as active, count(*) filter (where not active)::int as innactive
    from ${t.database.sql(table)}`;
  return row!;
}

describe('counters kept by triggers', () => {
  it('follow creates, edits, deactivations, reactivations, deletes and rows written straight into the database', async () => {
    expect(await totals('/api/sectors/totals')).toEqual(await counted('sectors'));
    const made: Rec[] = [];
    for (const name of ['Agua potable', 'Energía solar', 'Movilidad urbana']) {
      made.push(expectOk<Rec>(await api.post('/api/sectors', { name, description: `Sector de ${name}` }), 201, es.api.saved));
    }
    expectOk(await api.put(`/api/sectors/${made[0]!._id}/deactivate`, reason('Ya no se usa')), 202, es.api.deactivated);
    expectOk(await api.put(`/api/sectors/${made[1]!._id}`, { name: 'Energía eólica', ...reason('Nombre') }), 202, es.api.updated);
    expect(await totals('/api/sectors/totals')).toEqual(await counted('sectors'));
    expectOk(await api.put(`/api/sectors/${made[0]!._id}/reactivate`, reason('Vuelve')), 202, es.api.activated);
    // What the public site or a script writes counts the same, in bulk too.
    await t.database.sql`insert into sectors (name, description, active) select 'Sector ' || i, 'Carga directa', i % 3 = 0 from generate_series(1, 250) i`;
    await t.database.sql`update sectors set active = not active where description = 'Carga directa' and name like 'Sector 1%'`;
    await t.database.sql`delete from sectors where description = 'Carga directa' and name like 'Sector 2%'`;
    const expected = await counted('sectors');
    expect(await totals('/api/sectors/totals')).toEqual(expected);
    expect((await page('/api/sectors?limit=5')).totalDocs).toBe(expected.total);
    expect((await page('/api/sectors?limit=5&active=false')).totalDocs).toBe(expected.innactive);
    await t.database.sql`truncate sectors cascade`;
    expect(await totals('/api/sectors/totals')).toEqual({ total: 0, active: 0, innactive: 0 });
  });

  it('are what /totals and an unfiltered list read, not the table (one group row per combination of dimensions)', async () => {
    await t.database.sql`insert into areas (name, description) values ('Compras', 'Área de compras'), ('Finanzas', 'Área de finanzas')`;
    const before = await totals('/api/areas/totals');
    const groups = await t.database.sql<{ key: Record<string, unknown>; n: number }[]>`select key, n::int from record_counts where table_name = 'areas' and n <> 0`;
    expect(groups).toEqual([{ key: { active: true }, n: before.total }]);
    // Proof of the source: a counter row changed by hand shows in the answers, the table unchanged.
    await t.database.sql`update record_counts set n = n + 1000 where table_name = 'areas'`;
    try {
      expect((await totals('/api/areas/totals')).total).toBe((before.total as number) + 1000);
      expect((await page('/api/areas?limit=1')).totalDocs).toBe((before.total as number) + 1000);
      // A search reads the rows themselves.
      expect((await totals('/api/areas/totals?search=compras')).total).toBe(1);
    } finally {
      await t.database.sql`update record_counts set n = n - 1000 where table_name = 'areas'`;
    }
  });

  it('a table whose counted dimensions changed is recounted once, at start', async () => {
    await t.database.sql`update record_count_tables set dims = '{active,name}' where table_name = 'climbs'`;
    await t.database.sql`delete from record_counts where table_name = 'climbs'`;
    await t.app.resources.get('climbs')!.counts.track(t.database.sql);
    expect(await totals('/api/climbs/totals')).toEqual(await counted('climbs'));
    const [spec] = await t.database.sql<{ dims: string[] }[]>`select dims from record_count_tables where table_name = 'climbs'`;
    expect(spec!.dims).toEqual(['active']);
  });
});

describe('counters of a module with its own cards and a GTA', () => {
  let w: CardWorld;
  beforeAll(async () => {
    w = await cardWorld(t);
    const author = await cardAdmin(t, { formCards: { read: true, create: true } });
    const cards: Rec[] = [];
    for (const [gta, axis] of [
      [w.gtaA.id, w.axisA],
      [w.gtaA.id, w.axisA],
      [w.gtaA.id, w.axisA2],
      [w.gtaB.id, w.axisB],
      [w.gtaB.id, w.axisB],
    ] as const) {
      cards.push(await createCard(t, author.token, cardBody(w, { gta, workAxis: axis })));
    }
    await setStatus(t, cards[0]!._id, 3);
    await setStatus(t, cards[1]!._id, 2, false);
    await setStatus(t, cards[3]!._id, 3, false);
  });

  const bruteForce = async (gta?: string) => {
    const rows = await t.database.sql<{ active: boolean; status: number; gta: string }[]>`select active, status, gta_id as gta from flashcards`;
    const mine = rows.filter((r) => gta === undefined || r.gta === gta);
    return {
      total: mine.length,
      active: mine.filter((r) => r.active).length,
      innactive: mine.filter((r) => !r.active).length,
      rejected: mine.filter((r) => r.status === 3).length,
    };
  };

  it('a super user: every card, also per GTA and status filter', async () => {
    expect(await totals('/api/flashcards/totals')).toEqual(await bruteForce());
    expect(await totals(`/api/flashcards/totals?gta=${w.gtaB.id}`)).toEqual(await bruteForce(w.gtaB.id));
    expect((await page('/api/flashcards?status=3')).totalDocs).toBe((await bruteForce()).rejected);
  });

  it("an admin of GTA A counts only A's cards, whatever GTA the query names", async () => {
    const reader = await cardAdmin(t, { formCards: { read: true } }, { gta: w.gtaA.id });
    const own = expectOk<Totals>(await reader.api.get('/api/flashcards/totals'), 200, es.api.ok);
    expect(own).toEqual(await bruteForce(w.gtaA.id));
    expect(expectOk<Totals>(await reader.api.get(`/api/flashcards/totals?gta=${w.gtaB.id}`), 200, es.api.ok)).toEqual({
      total: 0,
      active: 0,
      innactive: 0,
      rejected: 0,
    });
    const list = expectOk<PageOf<Rec>>(await reader.api.get('/api/flashcards?limit=2'), 200, es.api.list);
    expect(list.totalDocs).toBe(own.total);
    expect(list.docs.every((card) => (card.gta as Rec)._id === w.gtaA.id)).toBe(true);
  });
});

describe('capped counts', () => {
  beforeAll(async () => {
    await t.database.sql`
      insert into time_initiatives (name, description, created_at)
      select 'Plazo ' || i, case when i <= ${COUNT_CAP + 5} then 'Proyecto de reforestación ' else 'Otro plazo ' end || i, now() - make_interval(secs => i)
      from generate_series(1, ${COUNT_CAP + 20}) i`;
  });

  it('a search matching more rows than the cap says its total is a minimum; hasNextPage stays exact', async () => {
    const first = await page('/api/timeInitiatives?search=reforestacion&limit=10');
    expect(first).toMatchObject({ totalDocs: COUNT_CAP, totalDocsCapped: true, hasNextPage: true, nextPage: 2, page: 1 });
    expect(first.totalPages).toBe(COUNT_CAP / 10);
    expect(first.docs).toHaveLength(10);
    // The real last page: its rows, and no next page, whatever the capped count said.
    const last = await page(`/api/timeInitiatives?search=reforestacion&limit=10&page=${(COUNT_CAP + 5 - 5) / 10 + 1}`);
    expect(last).toMatchObject({ hasNextPage: false, nextPage: null, totalDocsCapped: true });
    expect(last.docs).toHaveLength(5);
    expect(last.totalDocs).toBe(COUNT_CAP + 5);
    const counts = await totals('/api/timeInitiatives/totals?search=reforestacion');
    expect(counts).toMatchObject({ capped: true, total: COUNT_CAP });
  });

  it('below the cap, or without a search, the total is exact and no flag is sent', async () => {
    const few = await page('/api/timeInitiatives?search=otro%20plazo&limit=10');
    expect(few.totalDocs).toBe(15);
    expect(few).not.toHaveProperty('totalDocsCapped');
    const all = await page('/api/timeInitiatives?limit=10');
    expect(all.totalDocs).toBe(COUNT_CAP + 20);
    expect(all).not.toHaveProperty('totalDocsCapped');
    expect(await totals('/api/timeInitiatives/totals')).toEqual({ total: COUNT_CAP + 20, active: COUNT_CAP + 20, innactive: 0 });
  });

  it('the OpenAPI document names both flags', async () => {
    const doc = JSON.stringify((await api.get('/api/docs/json')).body);
    expect(doc).toContain('totalDocsCapped');
    expect(doc).toContain('capped');
  });
});

describe('deep pages', () => {
  beforeAll(async () => {
    await t.database.sql`
      insert into business_join_types (name, description, active, created_at)
      select 'Tipo ' || lpad(i::text, 3, '0'), 'Tipo de unión ' || i, i % 4 <> 0, now() - make_interval(secs => i % 13)
      from generate_series(1, 57) i`;
  });

  /** The page the slow way: OFFSET over the same order. */
  async function expected(order: 'created' | 'name', pageNo: number, limit: number, active?: boolean) {
    const where = active === undefined ? t.database.sql`` : t.database.sql`where active = ${active}`;
    const by = order === 'created' ? t.database.sql`created_at desc, id desc` : t.database.sql`name asc, id asc`;
    return (
      await t.database.sql<{ id: string }[]>`select id from business_join_types ${where} order by ${by} limit ${limit} offset ${(pageNo - 1) * limit}`
    ).map((r) => r.id);
  }

  it('every page holds exactly the rows OFFSET gives, in order', async () => {
    for (const [query, order, active] of [
      ['', 'created', undefined],
      ['&sort=name', 'name', undefined],
      ['&active=true', 'created', true],
      ['&active=false&sort=name', 'name', false],
    ] as const) {
      const total = (await page(`/api/business-join-types?limit=5${query}`)).totalDocs;
      for (let p = 1; p <= Math.ceil(total / 5) + 1; p++) {
        const got = await page(`/api/business-join-types?limit=5&page=${p}${query}`);
        expect(got.docs.map((d) => d._id), `página ${p}${query}`).toEqual(await expected(order, p, 5, active));
        expect(got.hasNextPage).toBe(p * 5 < total);
      }
    }
  });
});

describe('search through the trigram index', () => {
  it('every searchable table has one, and the planner can answer a search with it', async () => {
    const indexes = await t.database.sql<{ table: string }[]>`
      select tablename as table from pg_indexes where indexname like '%\\_search\\_idx' and indexdef like '%gin_trgm_ops%'`;
    const searchable = await t.database.sql<{ table: string }[]>`
      select table_name as table from information_schema.columns where column_name = 'search_text' and table_schema = 'public'`;
    expect(indexes.map((r) => r.table).sort()).toEqual(searchable.map((r) => r.table).sort());
    const plan = await t.database.sql.begin(async (tx) => {
      await tx`set local enable_seqscan = off`;
      return tx<{ 'QUERY PLAN': string }[]>`explain select id from sectors where search_text like app_fold(${'%agua%'})`;
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('sectors_search_idx');
  });
});
