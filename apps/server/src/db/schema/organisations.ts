import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businessTypes, sectors } from './catalogues.ts';
import { listIndexes, recordColumns, searchColumn } from './columns.ts';

export const companies = pgTable(
  'companies',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    businessTypeId: uuid('business_type_id')
      .notNull()
      .references(() => businessTypes.id),
    sectorId: uuid('sector_id')
      .notNull()
      .references(() => sectors.id),
    country: text('country').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    image: text('image'),
    searchText: searchColumn('name', 'description'),
  },
  (t) => [
    ...listIndexes('companies', t),
    index('companies_name_idx').on(t.name, t.id),
    index('companies_business_type_idx').on(t.businessTypeId),
    index('companies_sector_idx').on(t.sectorId),
  ],
);

export const gtas = pgTable(
  'gtas',
  {
    ...recordColumns(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    goal: text('goal').notNull(),
    actionLines: text('action_lines').notNull(),
    nomenclature: text('nomenclature').notNull(),
    author: text('author').notNull(),
    position: text('position').notNull(),
    color: text('color').notNull().default('#555555'),
    number: integer('number').notNull().default(10),
    logo: text('logo'),
    logoColor: text('logo_color'),
    imageColor: text('image_color'),
    document: text('document'),
    searchText: searchColumn('title', 'subtitle', 'nomenclature', 'author'),
  },
  (t) => [
    ...listIndexes('gtas', t),
    index('gtas_title_idx').on(t.title, t.id),
  ],
);

export const workAxes = pgTable(
  'work_axes',
  {
    ...recordColumns(),
    gtaId: uuid('gta_id')
      .notNull()
      .references(() => gtas.id),
    objective: text('objective').notNull(),
    position: text('position').notNull(),
    image: text('image'),
    searchText: searchColumn('objective'),
  },
  (t) => [
    ...listIndexes('work_axes', t),
    index('work_axes_gta_idx').on(t.gtaId, t.active),
  ],
);

export const objectives = pgTable(
  'objectives',
  {
    ...recordColumns(),
    title: text('title').notNull(),
    objective: text('objective').notNull(),
    color: text('color').notNull(),
    logo: text('logo'),
    searchText: searchColumn('title', 'objective'),
  },
  (t) => [
    ...listIndexes('objectives', t),
  ],
);

export const axesGlobalPact = pgTable(
  'axes_global_pact',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    logo: text('logo'),
    searchText: searchColumn('name', 'description'),
  },
  (t) => [
    ...listIndexes('axes_global_pact', t),
  ],
);

export const filterTypes = pgTable('filter_types', {
  ...recordColumns(),
  value: text('value').notNull().unique(),
  name: text('name').notNull(),
});

export const filters = pgTable(
  'filters',
  {
    ...recordColumns(),
    value: text('value').notNull(),
    filterTypeId: uuid('filter_type_id')
      .notNull()
      .references(() => filterTypes.id),
    searchText: searchColumn('value'),
  },
  (t) => [
    ...listIndexes('filters', t),
    index('filters_type_idx').on(t.filterTypeId),
  ],
);
