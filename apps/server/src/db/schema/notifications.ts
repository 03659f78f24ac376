import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { recordColumns } from './columns.ts';
import { gtas } from './organisations.ts';

export const notifications = pgTable(
  'notifications',
  {
    ...recordColumns(),
    type: text('type').notNull(),
    module: text('module').notNull(),
    document: uuid('document').notNull(),
    description: text('description').notNull(),
    createdById: uuid('created_by_id').references(() => admins.id, { onDelete: 'set null' }),
    gtaId: uuid('gta_id').references(() => gtas.id, { onDelete: 'cascade' }),
  },
  (t) => [index('notifications_document_idx').on(t.module, t.document), index('notifications_created_idx').on(t.createdAt)],
);

export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    isReading: boolean('is_reading').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
    /** Kept here so that an admin's newest-first list reads one index. */
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.adminId] }),
    index('notification_recipients_admin_idx').on(t.adminId, t.createdAt, t.notificationId),
    index('notification_recipients_unread_idx').on(t.adminId, t.isReading, t.createdAt),
  ],
);

/** Written by a trigger in the inserting transaction, so nothing is lost while no server listens. */
export const publicInserts = pgTable('public_inserts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  module: text('module').notNull(),
  document: uuid('document').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
