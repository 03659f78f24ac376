import type { FastifyInstance } from 'fastify';
import { es } from '@app/domain/messages/es';
import { HttpError } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';

/** How long the main pool may take to run a `select 1` before the server reports that it cannot serve. */
export const MAIN_POOL_WAIT_MS = 2_000;

/**
 * Readiness for the browser tests and process supervisors: answers 200 only once the database answers (on the quick
 * pool) and the main pool, which every list, form and sign-in needs, serves a statement within 2 s; 503 otherwise.
 */
export async function healthRoutes(app: FastifyInstance) {
  // One probe of the main pool at a time: while it cannot serve, repeated checks do not pile up in its queue.
  let probe: Promise<unknown> | undefined;
  const mainPool = () => (probe ??= app.database.sql`select 1`.finally(() => (probe = undefined)));

  app.get('/api/health', { config: { access: 'public' }, schema: { tags: ['health'] } }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const tooLate = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new HttpError(503, es.api.unavailable)), MAIN_POOL_WAIT_MS);
    });
    try {
      await Promise.all([app.database.quick`select 1`, Promise.race([mainPool(), tooLate])]);
    } finally {
      clearTimeout(timer);
    }
    return send(reply, 200, 'OK', { status: 'ok' });
  });
}
