import type { ServerModule } from '../module.ts';
import { publicSubmissionRoutes } from './routes.ts';

/** Good practices a signed-in user of the public site submits for review, and what became of them. */
export const publicSubmissionsModule: ServerModule = {
  name: 'public-submissions',
  routes: { afterEngine: [publicSubmissionRoutes] },
};
