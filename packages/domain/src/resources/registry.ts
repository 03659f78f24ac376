import type { Resource } from '../core/define-resource.ts';
import {
  areas,
  businessJoinSubTypes,
  businessJoinTypes,
  businessTypes,
  climbs,
  sectors,
  timeInitiatives,
} from './catalogues.ts';

/** Every resource the generic engine serves, in sidebar order within each menu group. */
export const resources: readonly Resource[] = [
  timeInitiatives,
  businessJoinTypes,
  businessJoinSubTypes,
  businessTypes,
  sectors,
  climbs,
  areas,
] as unknown as readonly Resource[];

export function resourceByModule(module: string): Resource | undefined {
  return resources.find((r) => r.module === module);
}
