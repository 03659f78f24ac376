import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { recordColumns } from './columns.ts';
import { gtas } from './organisations.ts';

/** What happened to a record, told to some admins (spec 001 §3 "Notification"); one row per event. */
export const notifications = pgTable(
  'notifications',
  {
    ...recordColumns(),
    type: text('type').notNull(),
    /** The resource of the record it is about, and that record's id: the web app opens its page. */
    module: text('module').notNull(),
    document: uuid('document').notNull(),
    description: text('description').notNull(),
    /** The admin who acted; null for what the public site did. */
    createdById: uuid('created_by_id').references(() => admins.id, { onDelete: 'set null' }),
    /** The record's GTA when it was created: lists keep an admin with a GTA to that GTA's notifications. */
    gtaId: uuid('gta_id').references(() => gtas.id, { onDelete: 'cascade' }),
  },
  (t) => [index('notifications_document_idx').on(t.module, t.document), index('notifications_created_idx').on(t.createdAt)],
);

/** Who a notification is for, and whether each of them has read it. */
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
    /** The notification's own createdAt, kept here so that an admin's newest-first list reads one index. */
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.adminId] }),
    index('notification_recipients_admin_idx').on(t.adminId, t.createdAt, t.notificationId),
    index('notification_recipients_unread_idx').on(t.adminId, t.isReading, t.createdAt),
  ],
);

/**
 * Rows the public site inserted that await their notification, written by the `app_public_insert` trigger in the
 * inserting transaction: nothing is lost while no server listens, and with several servers each row is taken by one.
 */
export const publicInserts = pgTable('public_inserts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  module: text('module').notNull(),
  document: uuid('document').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
