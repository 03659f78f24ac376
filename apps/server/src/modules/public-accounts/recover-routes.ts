import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recoverRequestSchema, recoverSchema } from '@app/domain/core/auth';
import { es } from '@app/domain/messages/es';
import { users, userSessions } from '../../db/schema/index.ts';
import { writeHistory } from '../../engine/history.ts';
import { authLimits } from '../../lib/auth-limits.ts';
import { badRequest } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';
import { digest, hashPassword, recoveryToken } from '../../lib/secrets.ts';
import type { PublicAccountOptions } from './account-routes.ts';
import { mailLater } from './mail.ts';
import { emptySchema, errors, tags } from './schemas.ts';

const RECOVERY_TTL_MINUTES = 60;

/** The admins' recovery, for the public site's users: the same limits, answers and single-use links. */
export async function recoverRoutes(app: FastifyInstance, opts: PublicAccountOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const limits = authLimits(app, opts);
  const byEmail = (email: string) => eq(sql`lower(${users.email})`, email);

  r.post(
    '/api/public/auth/request-recover',
    { config: { access: 'public' }, schema: { body: recoverRequestSchema, tags, response: { 200: emptySchema, ...errors } } },
    async (request, reply) => {
      const { email } = request.body;
      // The answer never says whether the address exists, so every request counts.
      await limits.attempt('public-request-recover', request, email);
      const token = recoveryToken();
      const [user] = await db
        .update(users)
        .set({ recoverTokenHash: digest(token), recoverExpires: sql`now() + make_interval(mins => ${RECOVERY_TTL_MINUTES})` })
        .where(and(byEmail(email), eq(users.active, true)))
        .returning({ email: users.email });
      if (user && (await limits.mayMail('public-recover', email))) {
        const link = `${opts.publicSiteUrl}/recuperar/${token}?email=${encodeURIComponent(user.email)}`;
        mailLater(request, { to: user.email, subject: es.auth.recoverMailSubject, text: es.auth.recoverMailText(link) });
      }
      return send(reply, 200, es.auth.recoverRequested, null);
    },
  );

  r.post(
    '/api/public/auth/recover',
    { config: { access: 'public' }, schema: { body: recoverSchema, tags, response: { 200: emptySchema, ...errors } } },
    async (request, reply) => {
      const { email, recoverPasswordToken, password } = request.body;
      await limits.attempt('public-recover', request, email);
      const passwordHash = await hashPassword(password);
      const updated = await db.transaction(async (tx) => {
        // The mailed link proves the address, so it also confirms an account never confirmed.
        const [row] = await tx
          .update(users)
          .set({ passwordHash, confirmedAt: sql`coalesce(${users.confirmedAt}, now())`, recoverTokenHash: null, recoverExpires: null, updatedAt: new Date() })
          .where(
            and(
              byEmail(email),
              eq(users.recoverTokenHash, digest(recoverPasswordToken)),
              gt(users.recoverExpires, sql`now()`),
              eq(users.active, true),
            ),
          )
          .returning({ id: users.id });
        if (!row) return undefined;
        await tx.update(userSessions).set({ revokedAt: sql`now()` }).where(eq(userSessions.userId, row.id));
        await writeHistory(tx, { cause: 'edit', description: es.auth.passwordUpdated, document: row.id, module: 'users', userId: row.id });
        return row;
      });
      if (!updated) throw badRequest(es.auth.recoverInvalid, [{ path: 'recoverPasswordToken', msg: es.auth.recoverInvalid }]);
      await limits.succeeded('public-recover', request, email);
      return send(reply, 200, es.auth.passwordUpdated, null);
    },
  );
}
