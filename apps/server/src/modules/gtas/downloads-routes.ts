import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listQuerySchema } from '@app/domain/core/list-query';
import { es } from '@app/domain/messages/es';
import { gtaDocDownloads, gtas, users } from '../../db/schema/index.ts';
import { send } from '../../lib/reply.ts';
import { currentAdmin } from '../../plugins/app/auth.ts';
import { gtaScope } from '../../engine/gta-scope.ts';
import { countUpTo } from '../../engine/counts.ts';
import { paginate } from '../../engine/paginate.ts';

const downloadsQuery = listQuerySchema({ sortable: ['createdAt'] }).pick({ page: true, limit: true });

export async function gtaDownloadRoutes(app: FastifyInstance) {
  const { db } = app.database;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/gtasDocsDownloads',
    { config: { access: { module: 'gtas', action: 'read' }, heavy: true }, schema: { querystring: downloadsQuery, tags: ['gtas'] } },
    async (request, reply) => {
      const { page, limit } = request.query;
      const where = gtaScope(currentAdmin(request), gtaDocDownloads.gtaId);
      const result = await paginate(
        { page, limit },
        async (take, skip) => {
          const rows = await db
            .select({
              _id: gtaDocDownloads.id,
              createdAt: gtaDocDownloads.createdAt,
              gta: { _id: gtas.id, title: gtas.title },
              userId: users.id,
              userName: users.name,
              userLastName: users.lastName,
            })
            .from(gtaDocDownloads)
            .innerJoin(gtas, eq(gtas.id, gtaDocDownloads.gtaId))
            .leftJoin(users, eq(users.id, gtaDocDownloads.userId))
            .where(where)
            .orderBy(desc(gtaDocDownloads.createdAt), desc(gtaDocDownloads.id))
            .limit(take)
            .offset(skip);
          return rows.map(({ userId, userName, userLastName, ...row }) => ({
            ...row,
            user: userId ? { _id: userId, name: userName, lastName: userLastName } : null,
          }));
        },
        () => countUpTo(db, db.select({ one: sql`1` }).from(gtaDocDownloads).where(where).$dynamic()),
      );
      return send(reply, 200, es.api.list, result);
    },
  );
}
