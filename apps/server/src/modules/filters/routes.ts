import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { es } from '@app/domain/messages/es';
import { filterTypes } from '../../db/schema/index.ts';
import { send } from '../../lib/reply.ts';

export async function filterTypeRoutes(app: FastifyInstance) {
  const { db } = app.database;
  app.get(
    '/api/filters/types',
    { config: { access: { module: 'filters', action: 'read' } }, schema: { tags: ['filters'] } },
    async (_request, reply) => {
      const rows = await db
        .select({ _id: filterTypes.id, value: filterTypes.value, name: filterTypes.name })
        .from(filterTypes)
        .where(eq(filterTypes.active, true))
        .orderBy(asc(filterTypes.name));
      return send(reply, 200, es.api.list, rows);
    },
  );
}
