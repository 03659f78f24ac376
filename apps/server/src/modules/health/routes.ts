import type { FastifyInstance } from 'fastify';
import { send } from '../../lib/reply.ts';

/** Readiness for the browser tests and process supervisors: answers only once the database does. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { config: { access: 'public' }, schema: { tags: ['health'] } }, async (_request, reply) => {
    await app.database.sql`select 1`;
    return send(reply, 200, 'OK', { status: 'ok' });
  });
}
