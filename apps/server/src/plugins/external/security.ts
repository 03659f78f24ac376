import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { es } from '@app/domain/messages/es';
import { markRateLimited } from '../app/request-log.ts';

/** How often one client's refusals by the general limiter are logged: one line per client and minute. */
const LIMIT_LOG_INTERVAL_MS = 60_000;

/** Security headers on every answer, a general request ceiling per client, and no caching of API data. */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { requestsPerMinute: number; imageSources?: readonly string[]; hsts?: boolean }) => {
    const lastLogged = new Map<string, number>();
    const headers = fixedHeaders({
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
      // Only behind a proxy that terminates HTTPS (TRUST_PROXY): on plain http the header would strand the browser.
      strictTransportSecurity: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    // API data is never cached: set with the others up front, so error answers and the rate limiter's carry it too.
    const apiHeaders = { ...headers, 'cache-control': 'no-store' };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api') ? apiHeaders : headers);
      done();
    });
    await app.register(rateLimit, {
      max: opts.requestsPerMinute,
      timeWindow: '1 minute',
      // The socket address can be gone when a client has already hung up; the default key would then throw.
      keyGenerator: (request) => request.ip ?? 'sin-direccion',
      errorResponseBuilder: (request, context) => {
        markRateLimited(request);
        return { statusCode: context.statusCode, code: 429, message: es.api.tooManyAttempts };
      },
      onExceeded: (request, key) => {
        const now = Date.now();
        if ((lastLogged.get(key) ?? 0) + LIMIT_LOG_INTERVAL_MS > now) return;
        if (lastLogged.size > 10_000) lastLogged.clear();
        lastLogged.set(key, now);
        request.log.warn({ client: key, limit: opts.requestsPerMinute }, 'límite de solicitudes superado; se rechazan sin registrarlas una a una');
      },
    });
  },
  { name: 'security' },
);

/**
 * The headers helmet sets, worked out once: they depend on no request, and helmet's Fastify plugin rebuilt its whole
 * configuration (the policy parsed again) on every request.
 */
function fixedHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  // helmet's middleware only sets and removes headers on the response; nothing else of either object is read.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}
