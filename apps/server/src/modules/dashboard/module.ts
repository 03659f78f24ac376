import type { ServerModule } from '../module.ts';
import { dashboardRoutes } from './routes.ts';

export const dashboardModule: ServerModule = {
  name: 'dashboard',
  routes: { afterEngine: [dashboardRoutes] },
};
