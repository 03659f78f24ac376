import type { ServerModule } from '../module.ts';
import { savedViewRoutes } from './routes.ts';

/** Lists' search, filters, sort and columns saved under a name, personal or shared with a GTA. */
export const viewsModule: ServerModule = {
  name: 'views',
  routes: { beforeEngine: [savedViewRoutes] },
};
