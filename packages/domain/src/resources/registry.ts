import type { Resource } from '../core/define-resource.ts';
import { admins } from './admins.ts';
import { axesGlobalPact } from './axes-global-pact.ts';
import { carouselCards } from './carousel-cards-resource.ts';
import {
  areas,
  businessJoinSubTypes,
  businessJoinTypes,
  businessTypes,
  climbs,
  sectors,
  timeInitiatives,
} from './catalogues.ts';
import { comments } from './comments.ts';
import { companies } from './companies.ts';
import { contacts } from './contacts.ts';
import { filterTypes } from './filter-types.ts';
import { filters } from './filters.ts';
import { flashcards } from './flashcards.ts';
import { goodPractices } from './good-practices.ts';
import { gtas } from './gtas.ts';
import { objectives } from './objectives.ts';
import { priorizations } from './priorizations.ts';
import { users } from './users.ts';
import { volunteers } from './volunteers.ts';
import { workAxes } from './work-axes.ts';

export const resources: readonly Resource[] = [
  admins,
  timeInitiatives,
  businessJoinTypes,
  businessJoinSubTypes,
  axesGlobalPact,
  businessTypes,
  sectors,
  companies,
  gtas,
  workAxes,
  objectives,
  climbs,
  areas,
  filters,
  users,
  comments,
  contacts,
  flashcards,
  carouselCards,
  priorizations,
  goodPractices,
  volunteers,
  filterTypes,
];

export function resourceByModule(module: string): Resource | undefined {
  return resources.find((r) => r.module === module);
}
