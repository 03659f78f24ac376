import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FieldChange, HistoryCause } from '@app/domain/core/history';
import { listQuerySchema } from '@app/domain/core/list-query';
import { toPage } from '@app/domain/core/page';
import { uuid } from '@app/domain/core/text';
import { es } from '@app/domain/messages/es';
import { and, count, desc, eq, exists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { admins, historicals, modules, permissions } from '../../db/schema/index.ts';
import { send } from '../../lib/reply.ts';
import { currentAdmin } from './auth.ts';

export interface HistoryInput {
  cause: HistoryCause;
  description?: string;
  document: string;
  module: string;
  changes?: FieldChange[];
  adminId?: string | null;
  userId?: string | null;
}

/** Called with the transaction of the change it records, so both land or neither does. */
export async function writeHistory(tx: Executor, entry: HistoryInput): Promise<void> {
  await tx.insert(historicals).values({
    cause: entry.cause,
    description: entry.description ?? '',
    document: entry.document,
    module: entry.module,
    changes: entry.changes ?? [],
    adminId: entry.adminId ?? null,
    userId: entry.userId ?? null,
  });
}

const historyQuery = listQuerySchema({ sortable: ['createdAt'] })
  .pick({ page: true, limit: true })
  .extend({ document: uuid });

/** GET /api/historicals?document=: newest first, only of modules the admin may read. */
export const historyRoutes = fp(
  async (app: FastifyInstance) => {
    const { db } = app.database;
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/historicals',
      { config: { access: 'authenticated' }, schema: { querystring: historyQuery, tags: ['historicals'] } },
      async (request, reply) => {
        const admin = currentAdmin(request);
        const { document, page, limit } = request.query;
        const readable =
          admin.role === 0
            ? undefined
            : exists(
                db
                  .select({ one: sql`1` })
                  .from(permissions)
                  .innerJoin(modules, eq(modules.id, permissions.moduleId))
                  .where(and(eq(permissions.adminId, admin.id), eq(modules.name, historicals.module), eq(permissions.read, true))),
              );
        const where = and(eq(historicals.document, document), readable);
        const [rows, [total]] = await Promise.all([
          db
            .select({
              history: historicals,
              author: { id: admins.id, name: admins.name, lastName: admins.lastName, thumbnail: admins.thumbnail, company: admins.company },
            })
            .from(historicals)
            .leftJoin(admins, eq(admins.id, historicals.adminId))
            .where(where)
            .orderBy(desc(historicals.createdAt), desc(historicals.id))
            .limit(limit)
            .offset((page - 1) * limit),
          db.select({ n: count() }).from(historicals).where(where),
        ]);
        const docs = rows.map(({ history: { id, adminId: _adminId, userId, ...h }, author }) => ({
          _id: id,
          ...h,
          adminId: author
            ? {
                _id: author.id,
                name: author.name,
                lastName: author.lastName,
                thumbnail: author.thumbnail,
                company: author.company ? { name: author.company } : null,
              }
            : null,
          userId: userId ? { _id: userId } : null,
        }));
        return send(reply, 200, es.api.list, toPage(docs, total?.n ?? 0, page, limit));
      },
    );
  },
  { name: 'history-routes', dependencies: ['auth'] },
);
