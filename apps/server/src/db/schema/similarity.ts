import { sql, type SQL } from 'drizzle-orm';
import { index, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A record's folded title, and its title with its text, as the trigram indexes hold them and the queries compare them. */
export const similarityText = (title: AnyPgColumn, body: AnyPgColumn): { title: SQL; text: SQL } => ({
  title: sql`app_fold(${title})`,
  text: sql`app_fold(${title} || ' ' || ${body})`,
});

/** Trigram indexes of both, without a pending list like the search indexes. */
export function similarityIndexes(table: string, title: AnyPgColumn, body: AnyPgColumn) {
  const folded = similarityText(title, body);
  return [
    index(`${table}_title_trgm_idx`).using('gin', sql`${folded.title} gin_trgm_ops`).with({ fastupdate: false }),
    index(`${table}_text_trgm_idx`).using('gin', sql`${folded.text} gin_trgm_ops`).with({ fastupdate: false }),
  ];
}
