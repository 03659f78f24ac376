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

/** Shown on every map: the tiles' data is OpenStreetMap's, whoever serves them. */
export const MAP_ATTRIBUTION = '&copy; colaboradores de <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export interface MapRoutesOptions {
  map: MapConfig;
  /** `GEOCODER_URL`; undefined: no address lookup, coordinates by hand. */
  geocoderUrl: string | undefined;
  geocoderTimeoutMs: number;
}

/**
 * What the practices' maps need from the server (CONTRACT "Maps and addresses"): the tile source and links, and the
 * address lookup, which only the server calls so that the browser never talks to an outside service.
 */
export async function mapRoutes(app: FastifyInstance, opts: MapRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['maps'];
  const geocoder = opts.geocoderUrl ? createGeocoder({ baseUrl: opts.geocoderUrl, timeoutMs: opts.geocoderTimeoutMs }) : undefined;

  r.get(
    '/api/public-config',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: envelopeSchema(mapConfigSchema), 401: errorSchema } } },
    async (_request, reply) => send(reply, 200, es.api.ok, opts.map),
  );

  // Looking an address up is part of editing a practice: it needs what the edit needs.
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

/**
 * The origin the tiles come from, as a CSP image source (`https://*.tile.example.org` for a `{s}` subdomain
 * template); none when they are served by this server itself.
 */
export function tileImageSource(template: string): string | undefined {
  const origin = /^(https?:\/\/[^/?#]+)/.exec(template)?.[1];
  return origin?.replace('{s}', '*');
}
