import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { listIndexes, recordColumns, searchColumn } from './columns.ts';
import { gtas } from './organisations.ts';
import { users } from './users.ts';

/**
 * Solution cards. Minimal for now: what comments and saved cards point at; the flashcards issue adds the card's text,
 * its work axis, catalogues and author.
 */
export const flashcards = pgTable(
  'flashcards',
  {
    ...recordColumns(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    // A GTA with cards cannot be deleted (409 like any record others depend on).
    gtaId: uuid('gta_id')
      .notNull()
      .references(() => gtas.id),
    /** Spec 001 §4: 0 Nuevo, 1 Enviado, 2 Aprobado, 3 Rechazado. */
    status: smallint('status').notNull().default(0),
    searchText: searchColumn('name'),
  },
  (t) => [
    ...listIndexes('flashcards', t),
    index('flashcards_gta_idx').on(t.gtaId),
  ],
);

/** What public-site users write on a flashcard; the back-office reads and (de)activates them. */
export const comments = pgTable(
  'comments',
  {
    ...recordColumns(),
    comment: text('comment').notNull(),
    /** `createdBy` on the wire (the engine keeps a reference field's id under `<field>Id`). */
    createdById: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flashcardId: uuid('flashcard_id')
      .notNull()
      .references(() => flashcards.id, { onDelete: 'cascade' }),
    searchText: searchColumn('comment'),
  },
  (t) => [
    ...listIndexes('comments', t),
    index('comments_user_created_idx').on(t.createdById, t.createdAt, t.id),
    index('comments_flashcard_idx').on(t.flashcardId),
  ],
);

/** Flashcards a public-site user saved; one row per user and card. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flashcardId: uuid('flashcard_id')
      .notNull()
      .references(() => flashcards.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_cards_user_flashcard_idx').on(t.userId, t.flashcardId),
    index('saved_cards_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('saved_cards_flashcard_idx').on(t.flashcardId),
  ],
);

/** Messages sent through the public site's contact form; read-only in the back-office. */
export const contacts = pgTable(
  'contacts',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    searchText: searchColumn('name', 'email', 'message'),
  },
  (t) => [
    ...listIndexes('contacts', t),
  ],
);
