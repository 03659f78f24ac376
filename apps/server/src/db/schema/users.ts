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
    passwordHash: text('password_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpires: timestamp('confirm_expires', { withTimezone: true }),
    recoverTokenHash: text('recover_token_hash'),
    recoverExpires: timestamp('recover_expires', { withTimezone: true }),
    searchText: searchColumn('name', 'last_name', 'email'),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    ...listIndexes('users', t),
  ],
);

/** One row per public token, so that logout, a new password, erasure and deactivation revoke at once. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId)],
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
