import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { historyQuerySchema } from '@app/domain/core/audit-log';
import { isModuleName, isResourceName } from '@app/domain/core/modules';
import { toPage } from '@app/domain/core/page';
import { can } from '@app/domain/core/permissions';
import { es } from '@app/domain/messages/es';
import { admins, historicals, users } from '../../db/schema/index.ts';
import { countUpTo } from '../../engine/counts.ts';
import { paginate } from '../../engine/paginate.ts';
import { send } from '../../lib/reply.ts';
import { adminContext, findRow, permitsOn } from '../../engine/records/index.ts';
import { auditFilters, auditScope } from './audit-scope.ts';
import { currentAdmin } from '../../plugins/app/auth.ts';

interface Person {
  id: string;
  name: string;
  lastName: string;
  thumbnail: string | null;
  company: string | null;
}

/** The author as clients show it: `name, lastName, thumbnail, company.name`, an admin or a public-site user. */
const person = (p: Person | null) =>
  p ? { _id: p.id, name: p.name, lastName: p.lastName, thumbnail: p.thumbnail, company: p.company ? { name: p.company } : null } : null;

/**
 * GET /api/historicals: newest first, only what the admin may read. With `document`, one record's history, read under
 * the same rule as the record (its module's flags or their own record, then its GTA scope: 404 where the record is
 * 404); the history of something else (a configuration panel) under its module's read flag. Without it, the audit
 * log: every row of every module the caller may read, each within their GTA scope, filtered by module, cause, author
 * and dates.
 */
export const historyRoutes = fp(
  async (app: FastifyInstance) => {
    const { db } = app.database;

    /** Whether the caller may read this document's history; throws 404 where the record itself would. */
    async function readable(request: FastifyRequest, document: string): Promise<boolean> {
      const admin = currentAdmin(request);
      const [first] = await db.select({ module: historicals.module }).from(historicals).where(eq(historicals.document, document)).limit(1);
      if (!first) {
        // No history yet (a record loaded without one): still 404 where the record is out of the caller's scope.
        for (const { def, codec, table } of app.resources.values()) {
          if (!def.gtaField) continue;
          const [row] = await db.select({ id: codec.col('id') }).from(table).where(eq(codec.col('id'), document)).limit(1);
          if (row) await findRow(adminContext(request, def.module), document);
        }
        return true;
      }
      if (!isResourceName(first.module)) return isModuleName(first.module) ? can(admin, first.module, 'read') : admin.role === 0;
      const ctx = adminContext(request, first.module);
      if (!permitsOn(ctx, 'history', document)) return false;
      await findRow(ctx, document);
      return true;
    }

    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/historicals',
      { config: { access: 'authenticated', heavy: true }, schema: { querystring: historyQuerySchema, tags: ['historicals'] } },
      async (request, reply) => {
        const { document, page, limit } = request.query;
        if (document && !(await readable(request, document))) return send(reply, 200, es.api.list, toPage([], 0, page, limit));
        const where = and(document ? undefined : auditScope(app, request), auditFilters(request.query));
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
              .orderBy(desc(historicals.seq))
              .limit(take)
              .offset(skip);
            return rows.map(({ history: { id, seq: _seq, adminId: _adminId, userId: _userId, authorErased, tokenName, ...h }, author, user }) => ({
              _id: id,
              ...h,
              adminId: person(author),
              userId: person(user),
              // Said only of the rows it concerns (an erased author, a change through an API token): the others keep their shape.
              ...(authorErased ? { authorErased } : {}),
              ...(tokenName ? { tokenName } : {}),
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
