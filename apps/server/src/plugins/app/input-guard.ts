import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FieldError } from '@app/domain/core/page';
import { es } from '@app/domain/messages/es';
import { badRequest, type HttpError } from '../../lib/errors.ts';

/** PostgreSQL refuses NUL and lone surrogates. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function unstorablePaths(value: unknown, path = '', found: string[] = []): string[] {
  if (found.length >= 20) return found;
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => unstorablePaths(item, path ? `${path}.${i}` : String(i), found));
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (UNSTORABLE.test(key)) found.push(at);
      else unstorablePaths(item, at, found);
    }
  }
  return found;
}

function refusal(paths: string[]): HttpError | undefined {
  if (paths.length === 0) return undefined;
  const errors: FieldError[] = [...new Set(paths)].map((path) => ({ path, msg: es.validation.nul }));
  return badRequest(es.api.validation, errors);
}

/** A body is checked before its schema; query and params after theirs, so a field's own rule keeps its message. */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', (request, _reply, done) => done(refusal(unstorablePaths(request.body))));
    app.addHook('preHandler', (request, _reply, done) =>
      done(refusal(unstorablePaths(request.body, '', unstorablePaths(request.query, '', unstorablePaths(request.params))))),
    );
  },
  { name: 'input-guard' },
);
