import { goodPractices } from '@app/domain/resources/good-practices';
import { volunteers } from '@app/domain/resources/volunteers';
import * as schema from '../../db/schema/index.ts';
import { withOptions, type ServerModule } from '../module.ts';
import { MAP_ATTRIBUTION, mapRoutes } from './map-routes.ts';
import { goodPracticeRoutes } from './routes.ts';

export const goodPracticesModule: ServerModule = {
  name: 'good-practices',
  resources: [
    {
      definition: goodPractices,
      table: schema.goodPractices,
      lists: {
        ods: schema.goodPracticeObjectives,
        axisGlobalPact: schema.goodPracticeAxesGlobalPact,
        businessJoinType: schema.goodPracticeJoinTypes,
      },
    },
    // Who signed up to join a practice on the public site.
    { definition: volunteers, table: schema.volunteers },
  ],
  routes: {
    afterEngine: [
      goodPracticeRoutes,
      withOptions(mapRoutes, ({ config }) => ({
        map: {
          tileUrl: config.mapTileUrl,
          attribution: MAP_ATTRIBUTION,
          geocoder: config.geocoderUrl !== undefined,
          publicSiteUrl: config.publicSiteUrl,
        },
        geocoderUrl: config.geocoderUrl,
        geocoderTimeoutMs: config.geocoderTimeoutMs,
      })),
    ],
  },
};
