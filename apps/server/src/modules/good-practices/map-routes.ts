import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GEOCODER_MESSAGES, geocodeQuerySchema, geocodeResultSchema, mapConfigSchema, type MapConfig } from '@app/domain/core/maps';
import { es } from '@app/domain/messages/es';
import { goodPractices } from '@app/domain/resources/good-practices';
import { envelopeSchema, errorSchema } from '@app/domain/core/wire';
import { HttpError } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';
import { createGeocoder } from './geocoder.ts';

export const MAP_ATTRIBUTION = '&copy; colaboradores de <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export interface MapRoutesOptions {
  map: MapConfig;
  geocoderUrl: string | undefined;
  geocoderTimeoutMs: number;
}

export async function mapRoutes(app: FastifyInstance, opts: MapRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['maps'];
  const geocoder = opts.geocoderUrl ? createGeocoder({ baseUrl: opts.geocoderUrl, timeoutMs: opts.geocoderTimeoutMs }) : undefined;

  r.get(
    '/api/public-config',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: envelopeSchema(mapConfigSchema), 401: errorSchema } } },
    async (_request, reply) => send(reply, 200, es.api.ok, opts.map),
  );

  r.get(
    '/api/geocoder/search',
    {
      config: { access: goodPractices.access.update },
      schema: {
        querystring: geocodeQuerySchema,
        tags,
        response: { 200: envelopeSchema(z.array(geocodeResultSchema)), 400: errorSchema, 401: errorSchema, 403: errorSchema, 502: errorSchema, 503: errorSchema, 504: errorSchema },
      },
    },
    async (request, reply) => {
      if (!geocoder) throw new HttpError(503, GEOCODER_MESSAGES.notConfigured);
      const places = await geocoder.search(request.query.q);
      return send(reply, 200, GEOCODER_MESSAGES.found, places);
    },
  );
}

export function tileImageSource(template: string): string | undefined {
  const origin = /^(https?:\/\/[^/?#]+)/.exec(template)?.[1];
  return origin?.replace('{s}', '*');
}
