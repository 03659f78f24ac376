import { axesGlobalPact } from '@app/domain/resources/axes-global-pact';
import * as catalogues from '@app/domain/resources/catalogues';
import { companies } from '@app/domain/resources/companies';
import { objectives } from '@app/domain/resources/objectives';
import { workAxes } from '@app/domain/resources/work-axes';
import * as schema from '../../db/schema/index.ts';
import type { ServerModule } from '../module.ts';

/** Reference data the cards and practices point at: the engine alone serves them, with no rules or routes of their own. */
export const cataloguesModule: ServerModule = {
  name: 'catalogues',
  resources: [
    { definition: catalogues.sectors, table: schema.sectors },
    { definition: catalogues.areas, table: schema.areas },
    { definition: catalogues.timeInitiatives, table: schema.timeInitiatives },
    { definition: catalogues.businessTypes, table: schema.businessTypes },
    { definition: catalogues.businessJoinTypes, table: schema.businessJoinTypes },
    { definition: catalogues.businessJoinSubTypes, table: schema.businessJoinSubTypes },
    { definition: catalogues.climbs, table: schema.climbs },
    { definition: companies, table: schema.companies },
    { definition: workAxes, table: schema.workAxes },
    { definition: objectives, table: schema.objectives },
    { definition: axesGlobalPact, table: schema.axesGlobalPact },
  ],
};
