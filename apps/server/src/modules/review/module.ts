import type { ServerModule } from '../module.ts';
import { reviewRoutes } from './routes.ts';

/** What waits for the caller's decision across modules, and what resembles an item under review. */
export const reviewModule: ServerModule = {
  name: 'review',
  routes: { afterEngine: [reviewRoutes] },
};
