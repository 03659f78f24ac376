import { gtas } from '@app/domain/resources/gtas';
import * as schema from '../../db/schema/index.ts';
import type { ServerModule } from '../module.ts';
import { gtaDownloadRoutes } from './downloads-routes.ts';

export const gtasModule: ServerModule = {
  name: 'gtas',
  resources: [{ definition: gtas, table: schema.gtas }],
  routes: { beforeEngine: [gtaDownloadRoutes] },
};
