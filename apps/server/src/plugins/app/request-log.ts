import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Requests the general rate limiter refused: counted apart, never logged one by one. */
const limited = new WeakSet<FastifyRequest>();

export function markRateLimited(request: FastifyRequest): void {
  limited.add(request);
}

/**
 * One log line per request (issue 11 §3), written once it is answered: method, path, status, time and who. Fastify's
 * own two lines per request are off (`disableRequestLogging`). A request the rate limiter refused is left out: a flood
 * would otherwise flood the log too; the limiter logs one line per client and window instead (security.ts).
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      if (limited.has(request)) return;
      const line = {
        req: request,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        admin: request.admin?.id,
      };
      if (reply.statusCode >= 500) request.log.error(line, 'solicitud');
      else request.log.info(line, 'solicitud');
    });
  },
  { name: 'request-log' },
);
