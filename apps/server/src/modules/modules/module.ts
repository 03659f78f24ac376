import type { ServerModule } from '../module.ts';
import { moduleRoutes } from './routes.ts';

/** The permission modules: the rows the permission matrix is made of. */
export const modulesModule: ServerModule = {
  name: 'modules',
  routes: { beforeEngine: [moduleRoutes] },
};
