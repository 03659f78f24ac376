import type { ResourceName } from '@app/domain/core/modules';
import * as schema from '../db/schema/index.ts';
import type { ResourceStore } from '../engine/store.ts';

export const resourceStores: Partial<Record<ResourceName, ResourceStore>> = {
  admins: { table: schema.admins },
  sectors: { table: schema.sectors },
  areas: { table: schema.areas },
  timeInitiatives: { table: schema.timeInitiatives },
  'business-types': { table: schema.businessTypes },
  'business-join-types': { table: schema.businessJoinTypes },
  'business-joinsub-types': { table: schema.businessJoinSubTypes },
  climbs: { table: schema.climbs },
  companies: { table: schema.companies },
  gtas: { table: schema.gtas },
  workAxes: { table: schema.workAxes },
  objectives: { table: schema.objectives },
  axesGlobalPact: { table: schema.axesGlobalPact },
  filters: { table: schema.filters },
  users: { table: schema.users },
  comments: { table: schema.comments },
  contacts: { table: schema.contacts },
  flashcards: {
    table: schema.flashcards,
    lists: { businessType: schema.flashcardBusinessTypes, area: schema.flashcardAreas, climb: schema.flashcardClimbs },
  },
  carouselCards: { table: schema.carouselCards },
  priorizations: { table: schema.priorizations },
  goodPractices: {
    table: schema.goodPractices,
    lists: { ods: schema.goodPracticeObjectives, axisGlobalPact: schema.goodPracticeAxesGlobalPact, businessJoinType: schema.goodPracticeJoinTypes },
  },
  volunteers: { table: schema.volunteers },
  filterTypes: { table: schema.filterTypes },
};
