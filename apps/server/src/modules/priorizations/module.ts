import { priorizations } from '@app/domain/resources/priorizations';
import * as schema from '../../db/schema/index.ts';
import type { ServerModule } from '../module.ts';
import { priorizationHooks } from './hooks.ts';
import { priorizationRoutes } from './routes.ts';

export const priorizationsModule: ServerModule = {
  name: 'priorizations',
  resources: [{ definition: priorizations, table: schema.priorizations, hooks: priorizationHooks }],
  routes: { afterEngine: [priorizationRoutes] },
};
