import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/connect.ts';

// A word nearly every row holds has postings as long as the table: only the rarest word goes through the index.

/** JavaScript's twin of the database's app_fold, to compare the term with the statistics' sample. */
const FROM = 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇç';
const TO = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCc';
export function fold(value: string): string {
  let out = '';
  for (const ch of value) {
    const at = FROM.indexOf(ch);
    out += at === -1 ? ch : TO[at];
  }
  return out.toLowerCase();
}

const MIN_WORD = 3;

export function drivingWord(term: string, sample: readonly string[]): string | undefined {
  const words = [...new Set(term.split(/\s+/).filter((w) => w.length >= MIN_WORD))];
  if (words.length < 2 || sample.length === 0) return undefined;
  const scored = words.map((word) => {
    const folded = fold(word);
    return { word, hits: sample.filter((value) => value.includes(folded)).length };
  });
  // Among equals, the longest word has the most trigrams to narrow by.
  scored.sort((a, b) => a.hits - b.hits || b.word.length - a.word.length);
  const rarest = scored[0]!;
  return scored.some((s) => s.hits > rarest.hits) ? rarest.word : undefined;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function searchCondition(
  searchText: PgColumn | undefined,
  term: string | undefined,
  sample: () => readonly string[] = () => [],
): SQL | undefined {
  if (!term || !searchText) return undefined;
  const driver = drivingWord(term, sample());
  if (!driver) return sql`${searchText} like app_fold(${`%${escapeLike(term)}%`})`;
  // strpos is not indexable: the planner looks the driver up and checks the phrase on what it finds.
  return sql`${searchText} like app_fold(${`%${escapeLike(driver)}%`}) and strpos(${searchText}, app_fold(${term})) > 0`;
}

const SAMPLE_TTL_MS = 60_000;

/** Refreshed in the background, so a search never waits for the statistics. */
export function createSearchSample(db: Executor, table: PgTable): () => readonly string[] {
  const name = getTableName(table);
  let values: readonly string[] = [];
  let readAt = 0;
  let reading = false;

  async function read() {
    const rows = await db.execute<{ values: string[] }>(sql`
      select coalesce(histogram_bounds::text::text[], '{}') || coalesce(most_common_vals::text::text[], '{}') as "values"
      from pg_stats
      where schemaname = current_schema() and tablename = ${name} and attname = 'search_text'`);
    values = rows[0]?.values ?? [];
    readAt = Date.now();
  }

  return () => {
    if (!reading && Date.now() - readAt > SAMPLE_TTL_MS) {
      reading = true;
      // The database may be away for now: the phrase still works.
      read()
        .catch(() => undefined)
        .finally(() => (reading = false));
    }
    return values;
  };
}
