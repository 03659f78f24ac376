import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OTHER_HISTORY_MODULES, type HistoryQuery } from '@app/domain/core/audit-log';
import { allows } from '@app/domain/core/permissions';
import { rangeEnd, rangeStart } from '@app/domain/resources/priorization-answers';
import { historicals } from '../../db/schema/index.ts';
import { adminContext, gtaCondition } from '../../engine/records/index.ts';
import { currentAdmin } from '../../plugins/app/auth.ts';

/**
 * The rows the audit log may show the caller: per module they may read, the rows of records within their GTA; of
 * a module they may not read, only their own record's (Mi perfil); the configuration's for a super user.
 */
export function auditScope(app: FastifyInstance, request: FastifyRequest): SQL {
  const { db } = app.database;
  const admin = currentAdmin(request);
  const parts: SQL[] = [];
  for (const service of app.resources.values()) {
    const module = eq(historicals.module, service.def.module);
    if (allows(admin, service.def.access.history)) {
      const gta = gtaCondition(adminContext(request, service.def.module));
      const inScope = gta
        ? inArray(historicals.document, db.select({ id: service.codec.col('id') }).from(service.table).where(gta))
        : undefined;
      // A record the caller may reach as their own, out of their GTA scope otherwise (an admin's own record).
      const own = service.def.selfRecord ? eq(historicals.document, admin.id) : undefined;
      parts.push(and(module, inScope && own ? or(inScope, own) : inScope)!);
    } else if (service.def.selfRecord) {
      parts.push(and(module, eq(historicals.document, admin.id))!);
    }
  }
  if (admin.role === 0) parts.push(inArray(historicals.module, [...OTHER_HISTORY_MODULES]));
  return parts.length > 0 ? or(...parts)! : sql`false`;
}

/** The query's own filters, beside the scope. */
export function auditFilters(query: Omit<HistoryQuery, 'page' | 'limit'>): SQL | undefined {
  return and(
    query.document ? eq(historicals.document, query.document) : undefined,
    query.module ? eq(historicals.module, query.module) : undefined,
    query.cause ? eq(historicals.cause, query.cause) : undefined,
    query.author ? eq(historicals.adminId, query.author) : undefined,
    query.from ? gte(historicals.createdAt, rangeStart(query.from)) : undefined,
    query.to ? lt(historicals.createdAt, rangeEnd(query.to)) : undefined,
  );
}
