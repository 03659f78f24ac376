import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The phrase anywhere in the record's accent-folded search text, found through its trigram index. */
export function searchCondition(searchText: PgColumn | undefined, term: string | undefined): SQL | undefined {
  if (!term || !searchText) return undefined;
  return sql`${searchText} like app_fold(${`%${escapeLike(term)}%`})`;
}
