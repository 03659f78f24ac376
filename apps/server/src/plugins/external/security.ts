import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { es } from '@app/domain/messages/es';
import { redisRateStore } from '../../lib/redis-rate-store.ts';
import { markRateLimited } from '../app/request-log.ts';

const LIMIT_LOG_INTERVAL_MS = 60_000;

export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { requestsPerMinute: number; imageSources?: readonly string[]; hsts?: boolean }) => {
    const lastLogged = new Map<string, number>();
    // Before the rate limiter, so errors and 429s carry the headers.
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI (emotion) injects style elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
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
      // On plain http the header would strand the browser.
      strictTransportSecurity: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    // Set up front, so error answers and the rate limiter's carry it too.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
      done();
    });
    await app.register(rateLimit, {
      max: opts.requestsPerMinute,
      timeWindow: '1 minute',
      // Shared by every server through Redis; while Redis is down requests pass uncounted rather than fail.
      ...(app.redis ? { store: redisRateStore(app.redis), skipOnError: true } : {}),
      // The socket address can be gone when a client has already hung up.
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
  { name: 'security', dependencies: ['redis'] },
);
