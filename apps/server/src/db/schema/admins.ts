import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { listIndexes, recordColumns, searchColumn } from './columns.ts';
import { gtas } from './organisations.ts';

export const admins = pgTable(
  'admins',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    role: smallint('role').notNull(),
    gender: text('gender'),
    // No cascade: a GTA's deletion must not silently widen an admin's reach.
    gtaId: uuid('gta_id').references(() => gtas.id),
    company: text('company'),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    thumbnail: text('thumbnail'),
    image: text('image'),
    passwordHash: text('password_hash'),
    validated: boolean('validated').notNull().default(false),
    twoFactorHash: text('two_factor_hash'),
    twoFactorExpires: timestamp('two_factor_expires', { withTimezone: true }),
    twoFactorAttempts: integer('two_factor_attempts').notNull().default(0),
    recoverTokenHash: text('recover_token_hash'),
    recoverExpires: timestamp('recover_expires', { withTimezone: true }),
    searchText: searchColumn('name', 'last_name', 'email', 'company'),
  },
  (t) => [
    uniqueIndex('admins_email_lower_idx').on(sql`lower(${t.email})`),
    ...listIndexes('admins', t),
  ],
);

/** One row per issued token, so that logout, password reset and deactivation revoke at once. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    address: text('address'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);
