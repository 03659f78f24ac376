import { bigint, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Kept by triggers, so `/totals` and a list's `totalDocs` never scan. */
export const recordCounts = pgTable(
  'record_counts',
  {
    tableName: text('table_name').notNull(),
    key: jsonb('key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.key] })],
);

/** A change of the dimensions recounts the table once. */
export const recordCountTables = pgTable('record_count_tables', {
  tableName: text('table_name').primaryKey(),
  dims: text('dims').array().notNull(),
});
