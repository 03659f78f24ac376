import { withOptions, type ServerModule } from '../module.ts';
import { policyRoutes } from './policy-routes.ts';
import { authRoutes } from './routes.ts';
import { totpRoutes } from './totp-routes.ts';
import { sessionRoutes } from './session-routes.ts';

export const authModule: ServerModule = {
  name: 'auth',
  routes: {
    beforeEngine: [
      sessionRoutes,
      withOptions(authRoutes, ({ config, mailer }) => ({
        mailer,
        twoFactor: config.twoFactor,
        appUrl: config.appUrl,
        failureLimit: config.authFailureLimit,
        failureWindowMs: config.authFailureWindowMs,
        slowDownMs: config.authSlowDownMs,
        mailsPerWindow: config.authCodeMails,
      })),
      withOptions(totpRoutes, ({ config }) => ({
        failureLimit: config.authFailureLimit,
        failureWindowMs: config.authFailureWindowMs,
        slowDownMs: config.authSlowDownMs,
        mailsPerWindow: config.authCodeMails,
      })),
      policyRoutes,
    ],
  },
};
