import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginSchema } from '@app/domain/core/auth';
import { es } from '@app/domain/messages/es';
import { users as usersDef } from '@app/domain/resources/users';
import { users, userSessions } from '../../db/schema/index.ts';
import { writeHistory } from '../../engine/history.ts';
import { validatePlaces } from '../../engine/places.ts';
import { change, insert, publicContext, read } from '../../engine/records/index.ts';
import { authLimits, type AuthLimitOptions } from '../../lib/auth-limits.ts';
import { badRequest, HttpError, unauthorized } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';
import { digest, hashPassword, recoveryToken, verifyPassword } from '../../lib/secrets.ts';
import { currentUser } from '../../plugins/app/public-auth.ts';
import { mailLater } from './mail.ts';
import { confirmSchema, emptySchema, errors, registerSchema, signedInSchema, tags } from './schemas.ts';

const CONFIRM_TTL_HOURS = 24;

export interface PublicAccountOptions extends AuthLimitOptions {
  publicSiteUrl: string;
}

export async function accountRoutes(app: FastifyInstance, opts: PublicAccountOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const limits = authLimits(app, opts);
  const byEmail = (email: string) => eq(sql`lower(${users.email})`, email);

  async function signIn(request: FastifyRequest, userId: string) {
    const token = await app.issuePublicToken(userId);
    const user = await read(publicContext(request, 'users', userId), userId);
    return { token, user };
  }

  r.post(
    '/api/public/auth/register',
    { config: { access: 'public' }, schema: { body: registerSchema, tags, response: { 202: emptySchema, ...errors } } },
    async (request, reply) => {
      const { password, acceptTerms: _accepted, ...profile } = request.body;
      const { email } = profile;
      await limits.attempt('public-register', request, email);
      // Hashed for a known address too, so that both answers take the same time.
      const passwordHash = await hashPassword(password);
      const token = recoveryToken();
      const confirm = { confirmTokenHash: digest(token), confirmExpires: sql`now() + make_interval(hours => ${CONFIRM_TTL_HOURS})` };
      const [known] = await db.select({ id: users.id, confirmedAt: users.confirmedAt }).from(users).where(byEmail(email));
      if (known?.confirmedAt) {
        if (await limits.mayMail('public-notice', email)) {
          mailLater(request, { to: email, subject: es.publicAccounts.noticeMailSubject, text: es.publicAccounts.noticeMailText(opts.publicSiteUrl) });
        }
        return send(reply, 202, es.publicAccounts.registered, null);
      }
      if (known) {
        // Never the new password: whoever typed it has not shown they own the address.
        await db.update(users).set(confirm).where(eq(users.id, known.id));
      } else {
        // The place is optional, but whole and real when given.
        if (['country', 'state', 'city'].some((k) => k in profile)) validatePlaces(usersDef, profile);
        await change(publicContext(request, 'users', null), async (tx) => {
          const record = await insert(tx, profile);
          await tx.tx.update(users).set({ passwordHash, termsAcceptedAt: new Date(), ...confirm }).where(eq(users.id, record._id));
        });
      }
      if (await limits.mayMail('public-confirm', email)) {
        const link = `${opts.publicSiteUrl}/confirmar/${token}`;
        mailLater(request, { to: email, subject: es.publicAccounts.confirmMailSubject, text: es.publicAccounts.confirmMailText(link) });
      }
      return send(reply, 202, es.publicAccounts.registered, null);
    },
  );

  r.post(
    '/api/public/auth/confirm',
    { config: { access: 'public' }, schema: { body: confirmSchema, tags, response: { 200: signedInSchema, ...errors } } },
    async (request, reply) => {
      const userId = await db.transaction(async (tx) => {
        // Clearing the token in the same statement makes the link single-use under concurrent requests.
        const [row] = await tx
          .update(users)
          .set({ confirmedAt: new Date(), confirmTokenHash: null, confirmExpires: null })
          .where(and(eq(users.confirmTokenHash, digest(request.body.token)), gt(users.confirmExpires, sql`now()`), eq(users.active, true)))
          .returning({ id: users.id });
        if (!row) return undefined;
        await writeHistory(tx, { cause: 'edit', description: es.publicAccounts.confirmedHistory, document: row.id, module: 'users', userId: row.id });
        return row.id;
      });
      if (!userId) throw badRequest(es.publicAccounts.confirmInvalid, [{ path: 'token', msg: es.publicAccounts.confirmInvalid }]);
      return send(reply, 200, es.publicAccounts.confirmed, await signIn(request, userId));
    },
  );

  r.post(
    '/api/public/auth/login',
    { config: { access: 'public' }, schema: { body: loginSchema, tags, response: { 200: signedInSchema, ...errors } } },
    async (request, reply) => {
      const { email, password } = request.body;
      await limits.attempt('public-login', request, email);
      const [user] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, active: users.active, confirmedAt: users.confirmedAt })
        .from(users)
        .where(byEmail(email));
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      // A deactivated account answers like a wrong password: anything else would confirm a guessed one.
      if (!user || !ok || !user.active) throw unauthorized(es.auth.badCredentials);
      await limits.succeeded('public-login', request, email);
      if (!user.confirmedAt) throw new HttpError(403, es.publicAccounts.confirmFirst);
      return send(reply, 200, es.auth.loggedIn, await signIn(request, user.id));
    },
  );

  r.put(
    '/api/public/auth/logout',
    { config: { access: 'user' }, schema: { tags, response: { 200: emptySchema, ...errors } } },
    async (request, reply) => {
      await db.update(userSessions).set({ revokedAt: sql`now()` }).where(eq(userSessions.id, currentUser(request).sessionId));
      return send(reply, 200, es.auth.loggedOut, null);
    },
  );
}
