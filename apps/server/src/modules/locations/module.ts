import type { ServerModule } from '../module.ts';
import { locationRoutes } from './routes.ts';

export const locationsModule: ServerModule = {
  name: 'locations',
  routes: { beforeEngine: [locationRoutes] },
};
