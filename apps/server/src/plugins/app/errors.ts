import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { es } from '@app/domain/messages/es';
import { HttpError } from '../../lib/errors.ts';

const CLIENT_MESSAGES: Record<number, string> = {
  400: es.api.badRequest,
  401: es.api.unauthorized,
  403: es.api.forbidden,
  404: es.api.routeNotFound,
  405: es.api.badRequest,
  406: es.api.badRequest,
  413: es.api.tooLarge,
  415: es.api.unsupportedMedia,
  429: es.api.tooManyAttempts,
};

/** The SQLSTATE of a database error, also when the query builder wrapped it. */
function postgresCode(err: unknown): string | undefined {
  for (let e = err; e instanceof Error; e = e.cause) {
    if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** Every failure leaves as `{ code, message, errors? }` in Spanish; nothing internal ever reaches the client. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof HttpError) {
        return reply.code(err.statusCode).send({ code: err.statusCode, message: err.message, errors: err.errors });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const errors = err.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          msg: issue.message,
        }));
        return reply.code(400).send({ code: 400, message: es.api.validation, errors });
      }
      const pgCode = postgresCode(err);
      if (pgCode === '23503') return reply.code(409).send({ code: 409, message: es.api.inUse });
      if (pgCode === '23505') return reply.code(409).send({ code: 409, message: es.api.conflict });
      // A statement cut short by the pool's timeout: the server is too busy for it now, not broken.
      if (pgCode === '57014') {
        request.log.warn({ err }, 'consulta cancelada por tiempo');
        return reply.code(503).header('Retry-After', '1').send({ code: 503, message: es.api.busy });
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message =
          err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
            ? es.api.malformedJson
            : (CLIENT_MESSAGES[status] ?? es.api.badRequest);
        return reply.code(status).send({ code: status, message });
      }
      request.log.error({ err }, 'unhandled error');
      return reply.code(500).send({ code: 500, message: es.api.serverError });
    });
  },
  { name: 'errors' },
);
