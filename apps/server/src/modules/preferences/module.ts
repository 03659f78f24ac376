import type { ServerModule } from '../module.ts';
import { preferenceRoutes } from './routes.ts';

export const preferencesModule: ServerModule = {
  name: 'preferences',
  routes: { beforeEngine: [preferenceRoutes] },
};
