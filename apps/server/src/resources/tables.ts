import type { PgTable } from 'drizzle-orm/pg-core';
import type { ModuleName } from '@app/domain/core/modules';
import * as schema from '../db/schema/index.ts';

/** The table behind each resource of the domain registry. */
export const resourceTables: Partial<Record<ModuleName, PgTable>> = {
  admins: schema.admins,
  sectors: schema.sectors,
  areas: schema.areas,
  timeInitiatives: schema.timeInitiatives,
  'business-types': schema.businessTypes,
  'business-join-types': schema.businessJoinTypes,
  'business-joinsub-types': schema.businessJoinSubTypes,
  climbs: schema.climbs,
  companies: schema.companies,
  gtas: schema.gtas,
  workAxes: schema.workAxes,
  objectives: schema.objectives,
  axesGlobalPact: schema.axesGlobalPact,
  filters: schema.filters,
  users: schema.users,
  comments: schema.comments,
  contacts: schema.contacts,
  // Not a registry resource yet (the flashcards issue): here so comments can populate their card.
  flashcards: schema.flashcards,
};
