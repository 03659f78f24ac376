import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';

/** Columns every record carries on the wire as `_id`, `active`, `createdAt`, `updatedAt`. */
export const recordColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/**
 * The folded text that list search matches, kept by PostgreSQL itself: folding every row at query time
 * made a search over 100k rows take 1.5 s (`npm run bench`).
 */
export const searchColumn = (...columns: string[]) =>
  text('search_text')
    .notNull()
    .generatedAlwaysAs(sql.raw(`app_fold(${columns.map((c) => `coalesce("${c}", '')`).join(` || ' ' || `)})`));

/**
 * The indexes every paged list uses: newest first, and newest first within active or inactive (ascending, so that
 * scanned backwards they give the default `created_at desc, id desc` order exactly), and its search's trigrams.
 */
export const listIndexes = (table: string, t: { id: PgColumn; active: PgColumn; createdAt: PgColumn; searchText?: ExtraConfigColumn }) => [
  index(`${table}_created_idx`).on(t.createdAt, t.id),
  index(`${table}_active_created_idx`).on(t.active, t.createdAt, t.id),
  // Search matches `%term%` anywhere: trigrams let PostgreSQL find the rows without reading the table. Without a
  // pending list, edits never make the planner price the index high and scan the whole table until the next vacuum.
  ...(t.searchText ? [index(`${table}_search_idx`).using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: false })] : []),
];

/**
 * The join table of a list of references (a card's implementation scopes): one row per owner and target, in the
 * order the client sent them. Deleting the owner deletes its rows; a target that is listed cannot be deleted (409).
 */
export function referenceListTable(name: string, owner: () => AnyPgColumn, target: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      ownerId: uuid('owner_id')
        .notNull()
        .references(owner, { onDelete: 'cascade' }),
      targetId: uuid('target_id')
        .notNull()
        .references(target),
      position: smallint('position').notNull(),
    },
    (t) => [primaryKey({ columns: [t.ownerId, t.targetId] }), index(`${name}_target_idx`).on(t.targetId, t.ownerId)],
  );
}

export type ReferenceListTable = ReturnType<typeof referenceListTable>;
