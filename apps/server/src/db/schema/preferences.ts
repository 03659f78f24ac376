import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';

/** An admin's own settings, kept apart from the admin record: changing them is no edit of the record and leaves no history. */
export const adminPreferences = pgTable(
  'admin_preferences',
  {
    adminId: uuid('admin_id')
      .primaryKey()
      .references(() => admins.id, { onDelete: 'cascade' }),
    theme: text('theme').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('admin_preferences_theme_check', sql`${t.theme} in ('light', 'dark', 'system')`)],
);
