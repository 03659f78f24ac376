import type { ServerModule } from '../module.ts';
import { historyExportRoute } from './export-route.ts';
import { historyRoutes } from './routes.ts';

export const historicalsModule: ServerModule = {
  name: 'historicals',
  routes: { afterEngine: [historyRoutes, historyExportRoute] },
};
