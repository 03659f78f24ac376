import { carouselCards } from '@app/domain/resources/carousel-cards-resource';
import * as schema from '../../db/schema/index.ts';
import type { ServerModule } from '../module.ts';
import { carouselHooks } from './hooks.ts';
import { carouselRoutes } from './routes.ts';

export const carouselModule: ServerModule = {
  name: 'carousel',
  resources: [{ definition: carouselCards, table: schema.carouselCards, hooks: carouselHooks }],
  routes: { afterEngine: [carouselRoutes] },
};
