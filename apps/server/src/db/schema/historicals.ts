import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FieldChange } from '@app/domain/core/history';
import { admins } from './admins.ts';

export const historicals = pgTable(
  'historicals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order rows were written in: two rows may share a timestamp, never a number. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    cause: text('cause').notNull(),
    description: text('description').notNull().default(''),
    document: uuid('document').notNull(),
    module: text('module').notNull(),
    changes: jsonb('changes').$type<FieldChange[]>().notNull().default([]),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    userId: uuid('user_id'),
    /** The public user who wrote it erased their account: the author is gone, not anonymous. */
    authorErased: boolean('author_erased').notNull().default(false),
    /** The API token its admin acted through, by name: kept even after the token is deleted. */
    tokenName: text('token_name'),
    // The moment of the insert, not of the transaction's start: concurrent edits of one record then list in
    // the order their row locks let them write.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('historicals_document_seq_idx').on(t.document, t.seq),
    // The audit log: newest first over every record, or one module's.
    index('historicals_seq_idx').on(t.seq),
    index('historicals_module_seq_idx').on(t.module, t.seq),
  ],
);
