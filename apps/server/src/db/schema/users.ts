import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { listIndexes, recordColumns, searchColumn } from './columns.ts';
import { gtas } from './organisations.ts';

export const users = pgTable(
  'users',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    company: text('company'),
    telephone: text('telephone'),
    thumbnail: text('thumbnail'),
    searchText: searchColumn('name', 'last_name', 'email'),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    ...listIndexes('users', t),
  ],
);

export const gtaDocDownloads = pgTable(
  'gta_doc_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gtaId: uuid('gta_id')
      .notNull()
      .references(() => gtas.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gta_doc_downloads_created_idx').on(t.createdAt, t.id)],
);
