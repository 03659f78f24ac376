import { users } from '@app/domain/resources/users';
import * as schema from '../../db/schema/index.ts';
import type { ServerModule } from '../module.ts';
import { userActivityRoutes } from './activity-routes.ts';
import { userHooks } from './hooks.ts';

/** The public site's users: the back office lists and toggles them and reads what each one did. */
export const usersModule: ServerModule = {
  name: 'users',
  resources: [{ definition: users, table: schema.users, hooks: userHooks }],
  routes: { afterEngine: [userActivityRoutes] },
};
