import type { ServerModule } from '../module.ts';
import { publicContentRoutes } from './routes.ts';

/** What visitors of the public site read without an account: the resources stay with their own modules. */
export const publicContentModule: ServerModule = {
  name: 'public-content',
  routes: { afterEngine: [publicContentRoutes] },
};
