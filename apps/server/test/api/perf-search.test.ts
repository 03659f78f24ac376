import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectOk, sleep } from '../helpers/expect.ts';
import type { PageOf, Rec } from '../helpers/resources.ts';

/** The database's app_fold: accents and case. */
const fold = (value: string) => value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * Issue 12: once the table's statistics show a word of the term in nearly every row, the rarest word goes through the
 * index and the phrase is checked on what it finds. The answers are those of the phrase: same rows, same totals,
 * word order still matters.
 */
describe('search through the rarest word', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  const ROWS = 400;
  beforeAll(async () => {
    t = await startTestApp();
    api = client(t, await loginAsSuper(t));
    await t.database.sql`
      insert into sectors (name, description)
      select 'Sector ' || i, 'Descripción del sector número ' || i from generate_series(1, ${ROWS}::int) as i`;
    await t.database.sql`analyze sectors`;
  });
  afterAll(async () => t?.close());

  const search = async (term: string) =>
    expectOk<PageOf<Rec>>(await api.get(`/api/sectors?search=${encodeURIComponent(term)}&limit=100&sort=name`), 200, es.api.list);
  const expected = (term: string) =>
    Array.from({ length: ROWS }, (_, i) => `Sector ${i + 1}`)
      .filter((name, i) => fold(`${name} Descripción del sector número ${i + 1}`).includes(fold(term)))
      .sort();

  it('finds exactly the rows holding the phrase, before and after the statistics are read', async () => {
    const terms = ['Número 123', 'numero 12', 'SECTOR NÚMERO 37', 'número 399', '123 número', 'número 4000'];
    const first = await Promise.all(terms.map(search));
    // The statistics are read in the background after the first search of the table.
    await sleep(300);
    const second = await Promise.all(terms.map(search));
    for (const [i, term] of terms.entries()) {
      const names = expected(term);
      for (const page of [first[i]!, second[i]!]) {
        expect(page.docs.map((d) => d.name).sort(), term).toEqual(names);
        expect(page.totalDocs, term).toBe(names.length);
      }
    }
    expect(expected('123 número')).toEqual([]);
    expect(expected('Número 123')).toEqual(['Sector 123']);
  });

  it('a term of wildcards and short words is still taken literally', async () => {
    for (const term of ['número 1%', 'de número_1', '% número']) {
      expect((await search(term)).totalDocs, term).toBe(expected(term).length);
    }
  });
});

describe('search indexes under edits', () => {
  it('every trigram search index writes its entries at once, with no pending list for edits to grow', async () => {
    const t = await startTestApp();
    try {
      const rows = await t.database.sql<{ name: string; options: string[] | null }[]>`
        select c.relname as name, c.reloptions as options
        from pg_index i join pg_class c on c.oid = i.indexrelid
        where c.relname like '%\_search\_idx'`;
      expect(rows.length).toBeGreaterThan(15);
      for (const row of rows) expect({ name: row.name, options: row.options }).toEqual({ name: row.name, options: ['fastupdate=false'] });
    } finally {
      await t.close();
    }
  });
});
