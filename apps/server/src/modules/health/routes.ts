import type { FastifyInstance } from 'fastify';
import { send } from '../../lib/reply.ts';

/** Readiness for the browser tests and process supervisors: answers only once the database does. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { config: { access: 'public' }, schema: { tags: ['health'] } }, async (_request, reply) => {
    // On the quick pool: a busy list pool must not make the server look down.
    await app.database.quick`select 1`;
    return send(reply, 200, 'OK', { status: 'ok' });
  });
}
