import type { ServerModule } from '../module.ts';
import { searchRoutes } from './routes.ts';

/** One search across every module the admin may read, by title, within their GTA. */
export const searchModule: ServerModule = {
  name: 'search',
  routes: { afterEngine: [searchRoutes] },
};
