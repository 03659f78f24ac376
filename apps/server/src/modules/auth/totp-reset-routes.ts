import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { totpResetQuerySchema, totpResetSchema } from '@app/domain/core/second-factor';
import { envelopeSchema, errorSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { adminSessions, adminTotp } from '../../db/schema/index.ts';
import { writeHistory } from '../../engine/history.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';
import { currentAdmin } from '../../plugins/app/auth.ts';
import { ownerOf } from './session-routes.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** A super user removes another admin's authenticator app (a lost phone), so that she can set a new one up. */
export async function totpResetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  r.delete(
    '/api/auth/admins/totp',
    {
      config: { access: 'authenticated' },
      schema: { querystring: totpResetQuerySchema, tags: ['auth'], response: { 200: envelopeSchema(totpResetSchema), ...errors } },
    },
    async (request, reply) => {
      const caller = currentAdmin(request);
      const target = request.query.admin;
      // Her own app comes off only with a proof, through «Desactivar».
      if (target === caller.id) throw badRequest(es.totpReset.ownApp, [{ path: 'admin', msg: es.totpReset.ownApp }]);
      await ownerOf(request, target);
      const ended = await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(adminTotp)
          .where(and(eq(adminTotp.adminId, target), isNotNull(adminTotp.secret)))
          .returning({ id: adminTotp.adminId });
        if (!removed) throw conflict(es.totpReset.notEnabled);
        // Her sessions end too: whoever holds the lost phone may hold one of her signed-in devices.
        const sessions = await tx
          .update(adminSessions)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(adminSessions.adminId, target), isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, sql`now()`)))
          .returning({ id: adminSessions.id });
        const description = es.totpReset.history.reset(sessions.length);
        await writeHistory(tx, { cause: 'security', description, document: target, module: 'admins', adminId: caller.id });
        return sessions.length;
      });
      app.realtime.endSessions({ admin: target }, 'ended');
      return send(reply, 200, es.totpReset.reset, { endedSessions: ended });
    },
  );
}
