import { bigint, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Exact row counts per table and per combination of its counting dimensions (`{"active":true,"status":3}`), kept by
 * the triggers `app_track_counts` installs (migration 0006), so `/totals` and a list's `totalDocs` never scan.
 */
export const recordCounts = pgTable(
  'record_counts',
  {
    tableName: text('table_name').notNull(),
    key: jsonb('key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.key] })],
);

/** The dimensions each tracked table is counted under; a change of them recounts the table once. */
export const recordCountTables = pgTable('record_count_tables', {
  tableName: text('table_name').primaryKey(),
  dims: text('dims').array().notNull(),
});
