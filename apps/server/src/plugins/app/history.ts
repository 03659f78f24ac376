import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FieldChange, HistoryCause } from '@app/domain/core/history';
import { listQuerySchema } from '@app/domain/core/list-query';
import { toPage } from '@app/domain/core/page';
import { uuid } from '@app/domain/core/text';
import { es } from '@app/domain/messages/es';
import { resources } from '@app/domain/resources/registry';
import { and, count, desc, eq, exists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { admins, historicals, modules, permissions, users } from '../../db/schema/index.ts';
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

/** The module whose read flag lets an admin see a history row: the resource's access module (comments → users). */
const aliases = resources.filter((r) => r.permissionModule !== undefined);
const historyAccessModule =
  aliases.length === 0
    ? historicals.module
    : sql`case ${historicals.module} ${sql.join(
        aliases.map((r) => sql`when ${r.module} then ${r.accessModule}`),
        sql` `,
      )} else ${historicals.module} end`;

interface Person {
  id: string;
  name: string;
  lastName: string;
  thumbnail: string | null;
  company: string | null;
}

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
                  .where(and(eq(permissions.adminId, admin.id), eq(modules.name, historyAccessModule), eq(permissions.read, true))),
              );
        const where = and(eq(historicals.document, document), readable);
        const [rows, [total]] = await Promise.all([
          db
            .select({
              history: historicals,
              author: { id: admins.id, name: admins.name, lastName: admins.lastName, thumbnail: admins.thumbnail, company: admins.company },
              user: { id: users.id, name: users.name, lastName: users.lastName, thumbnail: users.thumbnail, company: users.company },
            })
            .from(historicals)
            .leftJoin(admins, eq(admins.id, historicals.adminId))
            .leftJoin(users, eq(users.id, historicals.userId))
            .where(where)
            .orderBy(desc(historicals.createdAt), desc(historicals.id))
            .limit(limit)
            .offset((page - 1) * limit),
          db.select({ n: count() }).from(historicals).where(where),
        ]);
        // The author as CONTRACT shows it: `name, lastName, thumbnail, company.name`, an admin or a public-site user.
        const person = (p: Person | null) =>
          p ? { _id: p.id, name: p.name, lastName: p.lastName, thumbnail: p.thumbnail, company: p.company ? { name: p.company } : null } : null;
        const docs = rows.map(({ history: { id, adminId: _adminId, userId: _userId, ...h }, author, user }) => ({
          _id: id,
          ...h,
          adminId: person(author),
          userId: person(user),
        }));
        return send(reply, 200, es.api.list, toPage(docs, total?.n ?? 0, page, limit));
      },
    );
  },
  { name: 'history-routes', dependencies: ['auth'] },
);
