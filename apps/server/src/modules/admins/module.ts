import { admins } from '@app/domain/resources/admins';
import * as schema from '../../db/schema/index.ts';
import type { ServerModule } from '../module.ts';
import { adminHooks } from './hooks.ts';
import { liveSessionEvents } from './live-sessions.ts';
import { permissionRoutes } from './permission-routes.ts';

export const adminsModule: ServerModule = {
  name: 'admins',
  resources: [{ definition: admins, table: schema.admins, hooks: adminHooks }],
  routes: {
    // Looks the admins' service up per request, not while registering.
    beforeEngine: [permissionRoutes],
    afterEngine: [liveSessionEvents],
  },
};
