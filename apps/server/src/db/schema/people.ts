import { boolean, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { areas, businessTypes, climbs } from './catalogues.ts';
import { listIndexes, recordColumns, referenceListTable, searchColumn } from './columns.ts';
import { gtas, objectives, workAxes } from './organisations.ts';
import { similarityIndexes } from './similarity.ts';
import { users } from './users.ts';

export const flashcards = pgTable(
  'flashcards',
  {
    ...recordColumns(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    what: text('what').notNull().default(''),
    how1: text('how1'),
    how2: text('how2'),
    how3: text('how3'),
    indicator: text('indicator'),
    gtaId: uuid('gta_id')
      .notNull()
      .references(() => gtas.id),
    workAxisId: uuid('work_axis_id').references(() => workAxes.id),
    objectiveId: uuid('objective_id').references(() => objectives.id),
    implementationTime: text('implementation_time'),
    /** 0 Nuevo, 1 Enviado, 2 Aprobado, 3 Rechazado. */
    status: smallint('status').notNull().default(0),
    selected: boolean('selected').notNull().default(false),
    createdById: uuid('created_by_id').references(() => admins.id, { onDelete: 'set null' }),
    searchText: searchColumn('name', 'what', 'indicator'),
  },
  (t) => [
    ...listIndexes('flashcards', t),
    index('flashcards_gta_idx').on(t.gtaId),
    index('flashcards_status_idx').on(t.status, t.active, t.createdAt, t.id),
    index('flashcards_work_axis_idx').on(t.workAxisId),
    index('flashcards_created_by_idx').on(t.createdById),
    ...similarityIndexes('flashcards', t.name, t.what),
  ],
);

export const flashcardBusinessTypes = referenceListTable('flashcard_business_types', () => flashcards.id, () => businessTypes.id);
export const flashcardAreas = referenceListTable('flashcard_areas', () => flashcards.id, () => areas.id);
export const flashcardClimbs = referenceListTable('flashcard_climbs', () => flashcards.id, () => climbs.id);

export const carouselCards = pgTable(
  'carousel_cards',
  {
    ...recordColumns(),
    flashcardId: uuid('flashcard_id')
      .notNull()
      .references(() => flashcards.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdById: uuid('created_by_id').references(() => admins.id, { onDelete: 'set null' }),
  },
  (t) => [...listIndexes('carousel_cards', t), index('carousel_cards_flashcard_idx').on(t.flashcardId)],
);

export const comments = pgTable(
  'comments',
  {
    ...recordColumns(),
    comment: text('comment').notNull(),
    /** The engine keeps a reference field's id under `<field>Id`; an erased author leaves the comment without one. */
    createdById: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
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
