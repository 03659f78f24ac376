import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { businessJoinSubTypes, businessJoinTypes, timeInitiatives } from './catalogues.ts';
import { listIndexes, recordColumns, referenceListTable, searchColumn } from './columns.ts';
import { axesGlobalPact, objectives } from './organisations.ts';
import { similarityIndexes } from './similarity.ts';
import { users } from './users.ts';

export const goodPractices = pgTable(
  'good_practices',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    objective: text('objective').notNull(),
    description: text('description').notNull(),
    otherAmbit: text('other_ambit'),
    promoterInstitution: text('promoter_institution').notNull(),
    businessJoinSubTypeId: uuid('business_join_sub_type_id').references(() => businessJoinSubTypes.id),
    alliedInstitutions: text('allied_institutions'),
    email: text('email').notNull(),
    shareName: boolean('share_name').notNull().default(true),
    ubication: text('ubication'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    implementationPeriod: text('implementation_period'),
    implementationTimeId: uuid('implementation_time_id').references(() => timeInitiatives.id),
    indicator: text('indicator'),
    information: text('information').notNull(),
    aceptVolunteers: boolean('acept_volunteers').notNull().default(false),
    numberOfVolunteers: integer('number_of_volunteers'),
    image: text('image'),
    logo: text('logo'),
    /** 0 pendiente, 2 aprobada, 3 rechazada. */
    status: smallint('status').notNull().default(0),
    selected: boolean('selected').notNull().default(false),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    searchText: searchColumn('name', 'objective', 'description', 'promoter_institution', 'allied_institutions', 'ubication'),
  },
  (t) => [
    ...listIndexes('good_practices', t),
    index('good_practices_status_idx').on(t.status, t.active, t.createdAt, t.id),
    index('good_practices_created_by_idx').on(t.createdById),
    ...similarityIndexes('good_practices', t.name, t.description),
    // The definition's rules, held by the database too.
    check('good_practices_coordinates_check', sql`(${t.lat} is null) = (${t.lng} is null)`),
    check('good_practices_lat_check', sql`${t.lat} between -90 and 90`),
    check('good_practices_lng_check', sql`${t.lng} between -180 and 180`),
  ],
);

export const goodPracticeObjectives = referenceListTable('good_practice_objectives', () => goodPractices.id, () => objectives.id);
export const goodPracticeAxesGlobalPact = referenceListTable('good_practice_axes_global_pact', () => goodPractices.id, () => axesGlobalPact.id);
export const goodPracticeJoinTypes = referenceListTable('good_practice_join_types', () => goodPractices.id, () => businessJoinTypes.id);

export const volunteers = pgTable(
  'volunteers',
  {
    ...recordColumns(),
    goodPracticeId: uuid('good_practice_id')
      .notNull()
      .references(() => goodPractices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    country: text('country').notNull(),
    searchText: searchColumn('name', 'last_name', 'email'),
  },
  (t) => [...listIndexes('volunteers', t), index('volunteers_good_practice_idx').on(t.goodPracticeId, t.active, t.createdAt, t.id)],
);
