import { withOptions, type ServerModule } from '../module.ts';
import { webhooksPlugin } from './plugin.ts';

/** Signed webhooks of the stored changes, managed by super users in Configuración. */
export const webhooksModule: ServerModule = {
  name: 'webhooks',
  routes: {
    // Records its deliveries through the engine's events.
    afterEngine: [
      withOptions(webhooksPlugin, ({ config, webhooks }) => ({
        settingsSecret: config.settingsSecret,
        allowPrivate: config.webhookAllowPrivate,
        timings: webhooks,
      })),
    ],
  },
};
