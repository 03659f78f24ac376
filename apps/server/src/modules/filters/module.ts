import { filters } from '@app/domain/resources/filters';
import { filterTypes } from '@app/domain/resources/filter-types';
import * as schema from '../../db/schema/index.ts';
import type { ServerModule } from '../module.ts';
import { filterTypeRoutes } from './routes.ts';

export const filtersModule: ServerModule = {
  name: 'filters',
  resources: [
    { definition: filters, table: schema.filters },
    { definition: filterTypes, table: schema.filterTypes },
  ],
  routes: { beforeEngine: [filterTypeRoutes] },
};
