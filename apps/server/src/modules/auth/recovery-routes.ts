import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recoverRequestSchema, recoverSchema } from '@app/domain/core/auth';
import { es } from '@app/domain/messages/es';
import { admins, adminSessions } from '../../db/schema/index.ts';
import type { authLimits } from '../../lib/auth-limits.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { send } from '../../lib/reply.ts';
import { digest, hashPassword, recoveryToken } from '../../lib/secrets.ts';
import { writeHistory } from '../../engine/history.ts';

const RECOVERY_TTL_MINUTES = 60;

interface RecoveryOptions {
  mailer: Mailer;
  /** Where the mailed link leads. */
  appUrl: string;
  /** The login's own limits, so these routes share its counters and mail cap. */
  limits: ReturnType<typeof authLimits>;
}

/** A forgotten password: a link by mail to whoever asks for a known, active address, then a new password with it. */
export async function recoveryRoutes(app: FastifyInstance, { mailer, appUrl, limits }: RecoveryOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['auth'];

  r.post(
    '/api/auth/admins/request-recover',
    { config: { access: 'public' }, schema: { body: recoverRequestSchema, tags } },
    async (request, reply) => {
      const { email } = request.body;
      // The answer never says whether the address exists, so every request counts.
      await limits.attempt('request-recover', request, email);
      const token = recoveryToken();
      const [admin] = await db
        .update(admins)
        .set({ recoverTokenHash: digest(token), recoverExpires: sql`now() + make_interval(mins => ${RECOVERY_TTL_MINUTES})` })
        .where(and(eq(sql`lower(${admins.email})`, email), eq(admins.active, true)))
        .returning({ email: admins.email });
      if (admin && (await limits.mayMail('recover', email))) {
        const link = `${appUrl}/user/updatepassword/${token}&${encodeURIComponent(admin.email)}`;
        // Not awaited: a slower answer for known addresses would tell which ones exist.
        mailer
          .send({ to: admin.email, subject: es.auth.recoverMailSubject, text: es.auth.recoverMailText(link) })
          .catch((err: unknown) => request.log.error({ err }, 'no se pudo enviar el correo de recuperación'));
      }
      return send(reply, 200, es.auth.recoverRequested, null);
    },
  );

  r.post(
    '/api/auth/admins/recover',
    { config: { access: 'public' }, schema: { body: recoverSchema, tags } },
    async (request, reply) => {
      const { email, recoverPasswordToken, password } = request.body;
      await limits.attempt('recover', request, email);
      const passwordHash = await hashPassword(password);
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(admins)
          .set({ passwordHash, validated: true, recoverTokenHash: null, recoverExpires: null, updatedAt: new Date() })
          .where(
            and(
              eq(sql`lower(${admins.email})`, email),
              eq(admins.recoverTokenHash, digest(recoverPasswordToken)),
              gt(admins.recoverExpires, sql`now()`),
              eq(admins.active, true),
            ),
          )
          .returning({ id: admins.id });
        if (!row) return undefined;
        await tx.update(adminSessions).set({ revokedAt: sql`now()` }).where(eq(adminSessions.adminId, row.id));
        await writeHistory(tx, {
          cause: 'edit',
          description: es.auth.passwordUpdated,
          document: row.id,
          module: 'admins',
          adminId: row.id,
        });
        return row;
      });
      if (!updated) {
        throw badRequest(es.auth.recoverInvalid, [{ path: 'recoverPasswordToken', msg: es.auth.recoverInvalid }]);
      }
      app.realtime.endSessions({ admin: updated.id }, 'password');
      await limits.succeeded('recover', request, email);
      return send(reply, 200, es.auth.passwordUpdated, null);
    },
  );
}
