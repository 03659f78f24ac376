import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';

/** A single sign-on that the provider confirmed, waiting for the web app to exchange its one-time ticket for a session. */
export const adminSsoTickets = pgTable(
  'admin_sso_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Only the digest: a database leak then hands out no sessions.
    ticketHash: text('ticket_hash').notNull().unique(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_sso_tickets_expires_at_idx').on(t.expiresAt)],
);
