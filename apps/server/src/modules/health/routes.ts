import type { FastifyInstance } from 'fastify';
import { es } from '@app/domain/messages/es';
import { HttpError } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';

export const MAIN_POOL_WAIT_MS = 2_000;

export async function healthRoutes(app: FastifyInstance) {
  // One probe at a time: while the main pool cannot serve, repeated checks do not pile up in its queue.
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
