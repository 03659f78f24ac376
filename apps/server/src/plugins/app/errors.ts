import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { permissionsOf } from '@app/domain/core/permissions';
import { es } from '@app/domain/messages/es';
import { isDatabaseUnavailable, postgresCode } from '../../lib/database-errors.ts';
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

function logRefusal(request: FastifyRequest, status: number) {
  const access = request.routeOptions.config?.access;
  const required = access === undefined || typeof access === 'string' ? [access ?? 'public'] : permissionsOf(access).map((p) => `${p.module}.${p.action}`);
  const params = request.params as Record<string, unknown> | undefined;
  request.log.warn(
    { admin: request.admin?.id ?? null, required, method: request.method, route: request.routeOptions.url, target: params?.id ?? params?.adminId ?? null, status },
    'acceso denegado',
  );
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof HttpError) {
        if (err.statusCode === 403) logRefusal(request, 403);
        if (err.statusCode === 503) reply.header('retry-after', String(err.retryAfter ?? 2));
        return reply.code(err.statusCode).send({ code: err.statusCode, message: err.message, errors: err.errors });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const errors = err.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          msg: issue.message,
        }));
        return reply.code(400).send({ code: 400, message: es.api.validation, errors });
      }
      if (isDatabaseUnavailable(err)) {
        request.log.warn({ err: { message: err.message, code: err.code } }, 'base de datos no disponible');
        return reply.code(503).header('retry-after', '2').send({ code: 503, message: es.api.unavailable });
      }
      const pgCode = postgresCode(err);
      if (pgCode === '23503') return reply.code(409).send({ code: 409, message: es.api.inUse });
      if (pgCode === '23505') return reply.code(409).send({ code: 409, message: es.api.conflict });
      // Class 22: a value PostgreSQL cannot take is the input's fault, never a 500.
      if (pgCode?.startsWith('22')) return reply.code(400).send({ code: 400, message: es.api.badRequest });
      // Cut short by the pool's timeout: the server is too busy now, not broken.
      if (pgCode === '57014') {
        request.log.warn({ err }, 'consulta cancelada por tiempo');
        return reply.code(503).header('retry-after', '1').send({ code: 503, message: es.api.busy });
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

export function answerClientError(err: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const reason = status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request';
  const body = JSON.stringify({ code: status, message: es.api.badRequest });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
