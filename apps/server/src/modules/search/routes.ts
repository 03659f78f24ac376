import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchGroupSchema, searchQuerySchema } from '@app/domain/core/search';
import { envelopeSchema, errorSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { send } from '../../lib/reply.ts';
import { searchEverywhere } from './search.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

export async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/search',
    {
      // Every signed-in admin may search: each module is searched only when the admin may read it.
      config: { access: 'authenticated', heavy: true },
      schema: { querystring: searchQuerySchema, tags: ['search'], response: { 200: envelopeSchema(z.array(searchGroupSchema)), ...errors } },
    },
    async (request, reply) => send(reply, 200, es.search.results, await searchEverywhere(request, request.query.q)),
  );
}
