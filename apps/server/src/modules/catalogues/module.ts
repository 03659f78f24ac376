import { axesGlobalPact } from '@app/domain/resources/axes-global-pact';
import {
  areas,
  businessJoinSubTypes,
  businessJoinTypes,
  businessTypes,
  climbs,
  sectors,
  timeInitiatives,
} from '@app/domain/resources/catalogues';
import { companies } from '@app/domain/resources/companies';
import { objectives } from '@app/domain/resources/objectives';
import { workAxes } from '@app/domain/resources/work-axes';
import * as schema from '../../db/schema/index.ts';
import type { ServerModule } from '../module.ts';

/** Reference data the cards and practices point at: the engine alone serves them, with no rules or routes of their own. */
export const cataloguesModule: ServerModule = {
  name: 'catalogues',
  resources: [
    { definition: sectors, table: schema.sectors },
    { definition: areas, table: schema.areas },
    { definition: timeInitiatives, table: schema.timeInitiatives },
    { definition: businessTypes, table: schema.businessTypes },
    { definition: businessJoinTypes, table: schema.businessJoinTypes },
    { definition: businessJoinSubTypes, table: schema.businessJoinSubTypes },
    { definition: climbs, table: schema.climbs },
    { definition: companies, table: schema.companies },
    { definition: workAxes, table: schema.workAxes },
    { definition: objectives, table: schema.objectives },
    { definition: axesGlobalPact, table: schema.axesGlobalPact },
  ],
};
