import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listQuerySchema } from '@app/domain/core/list-query';
import { isModuleName, isResourceName } from '@app/domain/core/modules';
import { toPage } from '@app/domain/core/page';
import { allows, can } from '@app/domain/core/permissions';
import { uuid } from '@app/domain/core/text';
import { es } from '@app/domain/messages/es';
import { admins, historicals, users } from '../../db/schema/index.ts';
import { countUpTo } from '../../engine/counts.ts';
import { paginate } from '../../engine/paginate.ts';
import { send } from '../../lib/reply.ts';
import { currentAdmin, type CurrentAdmin } from '../../plugins/app/auth.ts';

const historyQuery = listQuerySchema({ sortable: ['createdAt'] })
  .pick({ page: true, limit: true })
  .extend({ document: uuid });

interface Person {
  id: string;
  name: string;
  lastName: string;
  thumbnail: string | null;
  company: string | null;
}

/** The author as CONTRACT shows it: `name, lastName, thumbnail, company.name`, an admin or a public-site user. */
const person = (p: Person | null) =>
  p ? { _id: p.id, name: p.name, lastName: p.lastName, thumbnail: p.thumbnail, company: p.company ? { name: p.company } : null } : null;

/**
 * GET /api/historicals?document=: newest first, only of records the admin may read. A registry record's history is
 * read under the same rule as the record (its module's flags, then its GTA scope: 404 where the record is 404); the
 * history of something else (a configuration panel) under its module's read flag.
 */
export const historyRoutes = fp(
  async (app: FastifyInstance) => {
    const { db } = app.database;

    /** Whether the caller may read this document's history; throws 404 where the record itself would. */
    async function readable(admin: CurrentAdmin, document: string): Promise<boolean> {
      const [first] = await db.select({ module: historicals.module }).from(historicals).where(eq(historicals.document, document)).limit(1);
      if (!first) return true;
      const service = isResourceName(first.module) ? app.services.get(first.module) : undefined;
      if (!service) return isModuleName(first.module) ? can(admin, first.module, 'read') : admin.role === 0;
      if (!allows(admin, service.def.access.history)) return false;
      await service.findRow(db, admin, document);
      return true;
    }

    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/historicals',
      { config: { access: 'authenticated', heavy: true }, schema: { querystring: historyQuery, tags: ['historicals'] } },
      async (request, reply) => {
        const { document, page, limit } = request.query;
        if (!(await readable(currentAdmin(request), document))) return send(reply, 200, es.api.list, toPage([], 0, page, limit));
        const where = eq(historicals.document, document);
        const result = await paginate(
          { page, limit },
          async (take, skip) => {
            const rows = await db
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
              .limit(take)
              .offset(skip);
            return rows.map(({ history: { id, adminId: _adminId, userId: _userId, ...h }, author, user }) => ({
              _id: id,
              ...h,
              adminId: person(author),
              userId: person(user),
            }));
          },
          () => countUpTo(db, db.select({ one: sql`1` }).from(historicals).where(where).$dynamic()),
        );
        return send(reply, 200, es.api.list, result);
      },
    );
  },
  { name: 'history-routes', dependencies: ['engine'] },
);
