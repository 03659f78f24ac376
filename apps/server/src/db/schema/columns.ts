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

export const recordColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/** Kept by PostgreSQL, so a search does not fold every row at query time. */
export const searchColumn = (...columns: string[]) =>
  text('search_text')
    .notNull()
    .generatedAlwaysAs(sql.raw(`app_fold(${columns.map((c) => `coalesce("${c}", '')`).join(` || ' ' || `)})`));

/** Ascending, so that scanned backwards they give the default `created_at desc, id desc` order exactly. */
export const listIndexes = (table: string, t: { id: PgColumn; active: PgColumn; createdAt: PgColumn; searchText?: ExtraConfigColumn }) => [
  index(`${table}_created_idx`).on(t.createdAt, t.id),
  index(`${table}_active_created_idx`).on(t.active, t.createdAt, t.id),
  // Without a pending list, edits never make the planner price the index high until the next vacuum.
  ...(t.searchText ? [index(`${table}_search_idx`).using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: false })] : []),
];

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
