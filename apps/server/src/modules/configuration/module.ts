import { withOptions, type ServerModule } from '../module.ts';
import { reasonTemplatesRoutes } from './reason-templates.ts';
import { configurationRoutes } from './routes.ts';

export const configurationModule: ServerModule = {
  name: 'configuration',
  routes: { beforeEngine: [withOptions(configurationRoutes, ({ settingsBox }) => ({ box: settingsBox })), reasonTemplatesRoutes] },
};
