import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, searchColumn } from './columns.ts';

/**
 * Name + description catalogues share one shape; each keeps its own table and indexes.
 * Indexes are ascending: scanned backwards they give the default `created_at desc, id desc` order exactly.
 */
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
      index(`${name}_created_idx`).on(t.createdAt, t.id),
      index(`${name}_active_created_idx`).on(t.active, t.createdAt, t.id),
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
    index('climbs_created_idx').on(t.createdAt, t.id),
    index('climbs_active_created_idx').on(t.active, t.createdAt, t.id),
    index('climbs_name_idx').on(t.name, t.id),
  ],
);
