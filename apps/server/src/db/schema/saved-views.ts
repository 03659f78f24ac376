import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { gtas } from './organisations.ts';

/** A list's search, filters, sort and columns under a name: its owner's, or shared with the owner's GTA (everyone's when the owner has none). */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    module: text('module').notNull(),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    shared: boolean('shared').notNull().default(false),
    gtaId: uuid('gta_id').references(() => gtas.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_owner_name_idx').on(t.ownerId, t.module, sql`lower(${t.name})`),
    index('saved_views_shared_idx').on(t.module, t.shared, t.gtaId),
  ],
);
