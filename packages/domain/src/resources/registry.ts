import type { Resource } from '../core/define-resource.ts';
import { axesGlobalPact } from './axes-global-pact.ts';
import {
  areas,
  businessJoinSubTypes,
  businessJoinTypes,
  businessTypes,
  climbs,
  sectors,
  timeInitiatives,
} from './catalogues.ts';
import { companies } from './companies.ts';
import { filters } from './filters.ts';
import { gtas } from './gtas.ts';
import { objectives } from './objectives.ts';
import { workAxes } from './work-axes.ts';

/** Every resource the generic engine serves. */
export const resources: readonly Resource[] = [
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
] as unknown as readonly Resource[];

export function resourceByModule(module: string): Resource | undefined {
  return resources.find((r) => r.module === module);
}
