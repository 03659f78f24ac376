import type { ServerModule } from '../module.ts';
import { healthRoutes } from './routes.ts';

export const healthModule: ServerModule = {
  name: 'health',
  routes: { beforeEngine: [healthRoutes] },
};
