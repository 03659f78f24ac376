import type { ServerModule } from '../module.ts';
import { savedCardRoutes } from './routes.ts';

export const savedCardsModule: ServerModule = {
  name: 'saved-cards',
  routes: { beforeEngine: [savedCardRoutes] },
};
