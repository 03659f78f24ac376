import { and, desc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSessionSchema,
  adminSessionsQuerySchema,
  deviceText,
  endOtherSessionsQuerySchema,
} from '@app/domain/core/admin-sessions';
import { SUPER_USER_ROLE } from '@app/domain/core/roles';
import { idParams } from '@app/domain/core/text';
import { envelopeSchema, errorSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { adminSessions } from '../../db/schema/index.ts';
import { writeHistory } from '../../engine/history.ts';
import { adminContext, findRow } from '../../engine/records/index.ts';
import { forbidden, HttpError } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';
import { currentAdmin, type CurrentAdmin } from '../../plugins/app/auth.ts';

type SessionRow = typeof adminSessions.$inferSelect;
const tags = ['auth'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const path = '/api/auth/admins/sessions';
const config = { access: 'authenticated' } as const;
const live = and(isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, sql`now()`));
const isSuper = (admin: CurrentAdmin) => admin.role === SUPER_USER_ROLE;

const toWire = (row: SessionRow, caller: CurrentAdmin) => ({
  _id: row.id,
  current: row.id === caller.sessionId,
  userAgent: row.userAgent,
  address: row.address,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
});

/** Whose sessions the caller asks for: their own, or any admin's for a super user. */
export async function ownerOf(request: FastifyRequest, asked: string | undefined): Promise<string> {
  const caller = currentAdmin(request);
  if (asked === undefined || asked === caller.id) return caller.id;
  if (!isSuper(caller)) throw forbidden();
  await findRow(adminContext(request, 'admins'), asked);
  return asked;
}

export async function sessionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  /** Revokes the matching live sessions with a history row on each one's admin, then closes their sockets. */
  async function end(caller: CurrentAdmin, which: SQL | undefined): Promise<number> {
    const ended = await db.transaction(async (tx) => {
      const rows = await tx.update(adminSessions).set({ revokedAt: sql`now()` }).where(and(which, live)).returning();
      for (const row of rows) {
        const description = es.adminSessions.history.ended(deviceText(row.userAgent), row.address);
        await writeHistory(tx, { cause: 'security', description, document: row.adminId, module: 'admins', adminId: caller.id });
      }
      return rows;
    });
    for (const row of ended) app.realtime.endSessions({ session: row.id }, row.id === caller.sessionId ? 'logout' : 'ended');
    return ended.length;
  }

  r.get(
    path,
    { config, schema: { querystring: adminSessionsQuerySchema, tags, response: { 200: envelopeSchema(z.array(adminSessionSchema)), ...errors } } },
    async (request, reply) => {
      const owner = await ownerOf(request, request.query.admin);
      const rows = await db
        .select()
        .from(adminSessions)
        .where(and(eq(adminSessions.adminId, owner), live))
        .orderBy(desc(adminSessions.createdAt), desc(adminSessions.id));
      const caller = currentAdmin(request);
      return send(reply, 200, es.adminSessions.list, rows.map((row) => toWire(row, caller)));
    },
  );

  r.delete(
    `${path}/:id`,
    { config, schema: { params: idParams, tags, response: { 200: envelopeSchema(z.null()), ...errors } } },
    async (request, reply) => {
      const caller = currentAdmin(request);
      const { id } = request.params;
      const [found] = await db.select({ adminId: adminSessions.adminId }).from(adminSessions).where(and(eq(adminSessions.id, id), live));
      if (!found) throw new HttpError(404, es.adminSessions.notFound);
      if (found.adminId !== caller.id && !isSuper(caller)) throw forbidden();
      if ((await end(caller, eq(adminSessions.id, id))) === 0) throw new HttpError(404, es.adminSessions.notFound);
      return send(reply, 200, es.adminSessions.ended, null);
    },
  );

  r.delete(
    path,
    { config, schema: { querystring: endOtherSessionsQuerySchema, tags, response: { 200: envelopeSchema(z.object({ ended: z.number() })), ...errors } } },
    async (request, reply) => {
      const caller = currentAdmin(request);
      const ended = await end(caller, and(eq(adminSessions.adminId, caller.id), ne(adminSessions.id, caller.sessionId)));
      return send(reply, 200, es.adminSessions.endedOthers(ended), { ended });
    },
  );
}
