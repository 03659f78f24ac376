import { withOptions, type ServerModule } from '../module.ts';
import { publicFormRoutes } from './routes.ts';

/** What visitors of the public site send without an account: contact messages and volunteers. */
export const publicFormsModule: ServerModule = {
  name: 'public-forms',
  routes: { afterEngine: [withOptions(publicFormRoutes, ({ config }) => ({ formLimit: config.publicFormLimit }))] },
};
