import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/connect.ts';

/**
 * Search through the trigram index (issue 12). A LIKE makes the index read the postings of every trigram of the term,
 * and a word that nearly every row holds («número» in «número 12345») has postings as long as the table: 30 ms at a
 * million rows for a phrase whose rare word alone answers in under 1 ms. So, when the table's statistics show that
 * one word of the term is far more common than another, only the rarest word goes through the index and the whole
 * phrase is checked on the few rows it finds. Same results either way: every word is part of the phrase.
 */

/** JavaScript's twin of the database's app_fold (migration 0000), for comparing the term with the statistics' sample. */
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

/** Shorter words give the trigram index nothing to narrow by. */
const MIN_WORD = 3;

/**
 * The word of `term` to look up through the index, when the sample of the column's values shows it rarer than another
 * word of the term; undefined when the phrase itself is the better lookup (one word, no statistics, words alike).
 * @example drivingWord('Número 12345', ['sector 1 numero 1', 'sector 9 numero 9']) // '12345'
 */
export function drivingWord(term: string, sample: readonly string[]): string | undefined {
  const words = [...new Set(term.split(/\s+/).filter((w) => w.length >= MIN_WORD))];
  if (words.length < 2 || sample.length === 0) return undefined;
  // Scored on the folded word; the word itself is returned, folded again by the database with the phrase.
  const scored = words.map((word) => {
    const folded = fold(word);
    return { word, hits: sample.filter((value) => value.includes(folded)).length };
  });
  // Fewest hits first; among equals, the longest word has the most trigrams to narrow by.
  scored.sort((a, b) => a.hits - b.hits || b.word.length - a.word.length);
  const rarest = scored[0]!;
  return scored.some((s) => s.hits > rarest.hits) ? rarest.word : undefined;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Matches the folded search term anywhere in the record's search column: through its rarest word when `sample` (the
 * column's values from the statistics) shows one, else through the whole phrase.
 */
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

/** How long a table's sample is trusted before it is read again (ANALYZE runs on its own schedule anyway). */
const SAMPLE_TTL_MS = 60_000;

/**
 * The values of `table`'s search column that PostgreSQL's statistics keep (the histogram bounds and most common values
 * ANALYZE gathered), as a getter: each call answers with the last read and, when that is older than a minute, starts
 * a new one in the background, so a search never waits for it. Empty until first read, and for a table not analysed
 * yet, which is then searched by the phrase as before.
 */
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
      // The database may be away for now: the phrase still works, and the next search tries again.
      read()
        .catch(() => undefined)
        .finally(() => (reading = false));
    }
    return values;
  };
}
