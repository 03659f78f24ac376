import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allQuerySchema } from '@app/domain/core/list-query';
import { text } from '@app/domain/core/text';
import { es } from '@app/domain/messages/es';
import { modules } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { send, withWireId } from '../../lib/reply.ts';


const moduleBody = z.object({ name: text({ min: 2, max: 50 }) });

export async function moduleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['modules'];

  r.get(
    '/api/modules/all',
    { config: { access: 'authenticated' }, schema: { querystring: allQuerySchema.pick({ active: true }), tags } },
    async (request, reply) => {
      const { active } = request.query;
      const rows = await db
        .select()
        .from(modules)
        .where(and(active === 'all' ? undefined : eq(modules.active, active === 'true')))
        .orderBy(asc(modules.name));
      return send(reply, 200, es.api.list, rows.map(withWireId));
    },
  );

  r.post('/api/modules', { config: { access: 'superuser' }, schema: { body: moduleBody, tags } }, async (request, reply) => {
    const [row] = await db.insert(modules).values({ name: request.body.name }).onConflictDoNothing().returning();
    if (!row) throw conflict();
    return send(reply, 201, es.api.saved, withWireId(row));
  });
}
