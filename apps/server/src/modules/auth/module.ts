import { withOptions, type ServerModule } from '../module.ts';
import { passkeyLoginRoutes } from './passkey-login-routes.ts';
import { passkeyRoutes } from './passkey-routes.ts';
import { policyRoutes } from './policy-routes.ts';
import { authRoutes } from './routes.ts';
import { totpResetRoutes } from './totp-reset-routes.ts';
import { totpRoutes } from './totp-routes.ts';
import { totpBox } from './totp.ts';
import { sessionRoutes } from './session-routes.ts';
import { ssoPasswordGuard } from './sso-password-guard.ts';
import { ssoRoutes } from './sso-routes.ts';

export const authModule: ServerModule = {
  name: 'auth',
  routes: {
    beforeEngine: [
      withOptions(ssoPasswordGuard, ({ config }) => ({ oidc: config.oidc })),
      sessionRoutes,
      withOptions(authRoutes, ({ config, mailer }) => ({
        mailer,
        twoFactor: config.twoFactor,
        appUrl: config.appUrl,
        failureLimit: config.authFailureLimit,
        failureWindowMs: config.authFailureWindowMs,
        slowDownMs: config.authSlowDownMs,
        mailsPerWindow: config.authCodeMails,
        totpBox: totpBox(config.settingsSecret),
      })),
      withOptions(totpRoutes, ({ config }) => ({
        box: totpBox(config.settingsSecret),
        failureLimit: config.authFailureLimit,
        failureWindowMs: config.authFailureWindowMs,
        slowDownMs: config.authSlowDownMs,
        mailsPerWindow: config.authCodeMails,
      })),
      policyRoutes,
      totpResetRoutes,
      withOptions(ssoRoutes, ({ config }) => ({ oidc: config.oidc, appUrl: config.appUrl, secret: config.jwtSecret })),
      withOptions(passkeyRoutes, ({ config }) => ({ appUrl: config.appUrl })),
      withOptions(passkeyLoginRoutes, ({ config }) => ({
        appUrl: config.appUrl,
        enabled: config.passkeyLogin,
        failureLimit: config.authFailureLimit,
        failureWindowMs: config.authFailureWindowMs,
        slowDownMs: config.authSlowDownMs,
        mailsPerWindow: config.authCodeMails,
      })),
    ],
  },
};
