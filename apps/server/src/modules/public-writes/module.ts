import type { ServerModule } from '../module.ts';
import { publicWriteRoutes } from './routes.ts';

/** What a signed-in user of the public site does with cards: comments, saved cards and GTA guides. */
export const publicWritesModule: ServerModule = {
  name: 'public-writes',
  routes: { afterEngine: [publicWriteRoutes] },
};
