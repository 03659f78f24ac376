import type { ServerModule } from '../module.ts';
import { apiTokenRoutes } from './routes.ts';

/** Admins' API tokens for integrations: created, listed and revoked here; recognised by `plugins/app/api-tokens.ts`. */
export const tokensModule: ServerModule = {
  name: 'tokens',
  routes: { beforeEngine: [apiTokenRoutes] },
};
