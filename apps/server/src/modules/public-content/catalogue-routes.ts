import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Resource } from '@app/domain/core/define-resource';
import { envelopeSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { axesGlobalPact } from '@app/domain/resources/axes-global-pact';
import { areas, businessJoinSubTypes, businessJoinTypes, businessTypes, climbs, timeInitiatives } from '@app/domain/resources/catalogues';
import { gtas } from '@app/domain/resources/gtas';
import { objectives } from '@app/domain/resources/objectives';
import { workAxes } from '@app/domain/resources/work-axes';
import { all, publicContext } from '../../engine/records/index.ts';
import { send } from '../../lib/reply.ts';
import { ANONYMOUS, PUBLIC_ERRORS, PUBLIC_TAGS, projection } from './schemas.ts';

const NAMED = ['name', 'description'];

/** Each catalogue under its API path, with the fields the public site shows (a GTA's guide is a signed-in download). */
const CATALOGUES: readonly [Resource, readonly string[]][] = [
  [gtas, ['title', 'subtitle', 'goal', 'actionLines', 'nomenclature', 'author', 'position', 'color', 'number', 'logo', 'logoColor', 'imageColor']],
  [workAxes, ['gta', 'objective', 'position', 'image']],
  [objectives, ['title', 'objective', 'color', 'logo']],
  [areas, NAMED],
  [climbs, ['nomenclature', ...NAMED]],
  [timeInitiatives, NAMED],
  [businessTypes, NAMED],
  [businessJoinTypes, NAMED],
  [businessJoinSubTypes, NAMED],
  [axesGlobalPact, ['logo', ...NAMED]],
];

/** Every active entry of a catalogue, as the public site's forms and filters offer them; another name is no route (404). */
export async function publicCatalogueRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [def, fields] of CATALOGUES) {
    r.get(
      `/api/public/catalogues/${def.apiPath}`,
      { config: ANONYMOUS, schema: { tags: PUBLIC_TAGS, security: [], response: { 200: envelopeSchema(z.array(projection(def, fields))), ...PUBLIC_ERRORS } } },
      async (request, reply) => send(reply, 200, es.api.list, await all(publicContext(request, def.module, null), {})),
    );
  }
}
