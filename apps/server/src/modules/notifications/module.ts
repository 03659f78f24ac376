import { withOptions, type ServerModule } from '../module.ts';
import { notificationsPlugin } from './plugin.ts';

export const notificationsModule: ServerModule = {
  name: 'notifications',
  routes: {
    // A rule is kept only when the engine serves its resource.
    afterEngine: [
      withOptions(notificationsPlugin, ({ config, notificationRules }) => ({
        retentionDays: config.notificationRetentionDays,
        rules: notificationRules,
      })),
    ],
  },
};
