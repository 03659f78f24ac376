import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { es } from '@app/domain/messages/es';

/** Security headers on every answer, a general request ceiling per client, and no caching of API data. */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { requestsPerMinute: number; imageSources?: readonly string[] }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI (emotion) injects style elements at run time; scripts stay strictly same-origin.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Beside our own: the map tiles' host (MAP_TILE_URL), for images only.
          imgSrc: ["'self'", 'data:', 'blob:', ...(opts.imageSources ?? [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // Served over plain http on localhost by default: forcing https would break every asset.
          upgradeInsecureRequests: null,
        },
      },
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    await app.register(rateLimit, {
      max: opts.requestsPerMinute,
      timeWindow: '1 minute',
      // The socket address can be gone when a client has already hung up; the default key would then throw.
      keyGenerator: (request) => request.ip ?? 'sin-direccion',
      errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, code: 429, message: es.api.tooManyAttempts }),
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api')) reply.header('Cache-Control', 'no-store');
    });
  },
  { name: 'security' },
);
