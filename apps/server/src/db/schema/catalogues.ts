import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { listIndexes, recordColumns, searchColumn } from './columns.ts';

function catalogueTable(name: string) {
  return pgTable(
    name,
    {
      ...recordColumns(),
      name: text('name').notNull(),
      description: text('description').notNull(),
      searchText: searchColumn('name', 'description'),
    },
    (t) => [
      ...listIndexes(name, t),
      index(`${name}_name_idx`).on(t.name, t.id),
    ],
  );
}

export const sectors = catalogueTable('sectors');
export const areas = catalogueTable('areas');
export const timeInitiatives = catalogueTable('time_initiatives');
export const businessTypes = catalogueTable('business_types');
export const businessJoinTypes = catalogueTable('business_join_types');
export const businessJoinSubTypes = catalogueTable('business_joinsub_types');

export const climbs = pgTable(
  'climbs',
  {
    ...recordColumns(),
    nomenclature: text('nomenclature').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    searchText: searchColumn('nomenclature', 'name', 'description'),
  },
  (t) => [
    ...listIndexes('climbs', t),
    index('climbs_name_idx').on(t.name, t.id),
  ],
);
