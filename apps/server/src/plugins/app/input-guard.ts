import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FieldError } from '@app/domain/core/page';
import { es } from '@app/domain/messages/es';
import { badRequest, type HttpError } from '../../lib/errors.ts';

/** NUL, or half of a UTF-16 pair on its own: no field of any route can hold them, and PostgreSQL refuses both. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The paths (`historical.description`, `permissions.0.module`) of every key or string in `value` that holds one. */
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

/** The 400 naming each path, or nothing when there is none. */
function refusal(paths: string[]): HttpError | undefined {
  if (paths.length === 0) return undefined;
  const errors: FieldError[] = [...new Set(paths)].map((path) => ({ path, msg: es.validation.nul }));
  return badRequest(es.api.validation, errors);
}

/**
 * One check for every route (issue 11 §2): a NUL byte or a lone surrogate in any query value, path parameter or body
 * field (multipart fields included) answers 400 with the field's path before any handler or query sees it. A JSON
 * body is looked at as sent, before its schema (a field the schema would drop included); query and parameters after
 * theirs, so that a value a field's own rule refuses keeps that rule's message (`page`, an id), and this catches what
 * the schemas let through (a filter's value). Multipart fields become the body only in the route's own preValidation.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    // Every request passes both: plain callbacks, without the promise an async hook costs.
    app.addHook('preValidation', (request, _reply, done) => done(refusal(unstorablePaths(request.body))));
    app.addHook('preHandler', (request, _reply, done) =>
      done(refusal(unstorablePaths(request.body, '', unstorablePaths(request.query, '', unstorablePaths(request.params))))),
    );
  },
  { name: 'input-guard' },
);
