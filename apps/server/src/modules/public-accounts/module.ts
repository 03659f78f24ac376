import type { Config } from '../../config.ts';
import type { AuthLimitOptions } from '../../lib/auth-limits.ts';
import { withOptions, type ServerModule } from '../module.ts';
import { accountRoutes } from './account-routes.ts';
import { meRoutes } from './me-routes.ts';
import { recoverRoutes } from './recover-routes.ts';

const limitsOf = (config: Config): AuthLimitOptions => ({
  failureLimit: config.authFailureLimit,
  failureWindowMs: config.authFailureWindowMs,
  slowDownMs: config.authSlowDownMs,
  mailsPerWindow: config.authCodeMails,
});

/** The public site's accounts: registration, sign-in, recovery and the user's own data. */
export const publicAccountsModule: ServerModule = {
  name: 'public-accounts',
  routes: {
    beforeEngine: [
      withOptions(accountRoutes, ({ config }) => ({ ...limitsOf(config), publicSiteUrl: config.publicSiteUrl })),
      withOptions(recoverRoutes, ({ config }) => ({ ...limitsOf(config), publicSiteUrl: config.publicSiteUrl })),
    ],
    afterEngine: [withOptions(meRoutes, ({ config }) => limitsOf(config))],
  },
};
