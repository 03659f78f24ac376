import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { comments, goodPractices, historicals, notifications, users } from '../../db/schema/index.ts';
import { change, read, remove, runtimeOf, systemContext, update } from '../../engine/records/index.ts';
import { authLimits, type AuthLimitOptions } from '../../lib/auth-limits.ts';
import { badRequest } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';
import { verifyPassword } from '../../lib/secrets.ts';
import { FILE_PARTS } from '../../plugins/external/openapi.ts';
import { currentUser, userContext } from '../../plugins/app/public-auth.ts';
import { exportSchema, personalData } from './export.ts';
import { emptySchema, errors, eraseSchema, profileSchema, tags, userSchema } from './schemas.ts';

/** After the engine: the profile is the user's own record of the `users` resource. */
export async function meRoutes(app: FastifyInstance, opts: AuthLimitOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const limits = authLimits(app, opts);
  const { uploads } = runtimeOf(app, 'users');
  const one = envelopeSchema(userSchema);
  const bodyDocs = { consumes: ['multipart/form-data', 'application/json'], [FILE_PARTS]: { thumbnail: 'image' } };

  r.get('/api/public/me', { config: { access: 'user' }, schema: { tags, response: { 200: one, ...errors } } }, async (request, reply) =>
    send(reply, 200, es.publicAccounts.profile, await read(userContext(request, 'users'), currentUser(request).id)),
  );

  r.put(
    '/api/public/me',
    {
      config: { access: 'user', ...uploads.config },
      schema: { body: profileSchema, tags, ...bodyDocs, response: { 200: one, ...errors } },
      preValidation: uploads.preValidation,
    },
    async (request, reply) => {
      const profile = await update(userContext(request, 'users'), currentUser(request).id, request.body, {});
      return send(reply, 200, es.publicAccounts.profileUpdated, profile);
    },
  );

  r.get(
    '/api/public/me/export',
    { config: { access: 'user' }, schema: { tags, response: { 200: envelopeSchema(exportSchema), ...errors } } },
    async (request, reply) => {
      const profile = await read(userContext(request, 'users'), currentUser(request).id);
      const data = await personalData(db, profile._id as string, profile.email as string);
      return send(reply, 200, es.publicAccounts.exported, { profile, ...data });
    },
  );

  r.delete(
    '/api/public/me',
    { config: { access: 'user' }, schema: { body: eraseSchema, tags, response: { 200: emptySchema, ...errors } } },
    async (request, reply) => {
      const { id } = currentUser(request);
      const [user] = await db
        .select({ email: users.email, passwordHash: users.passwordHash, name: users.name, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, id));
      await limits.attempt('public-erase', request, user!.email.toLowerCase());
      if (!(await verifyPassword(user!.passwordHash, request.body.password))) {
        throw badRequest(es.publicAccounts.wrongPassword, [{ path: 'password', msg: es.publicAccounts.wrongPassword }]);
      }
      await limits.succeeded('public-erase', request, user!.email.toLowerCase());
      // Saved cards and sessions go with the row; comments, practices, downloads and notifications stay without the name.
      await change(systemContext(app, 'users'), async (tx) => {
        await tx.tx.update(historicals).set({ userId: null, authorErased: true }).where(eq(historicals.userId, id));
        await tx.tx.delete(historicals).where(and(eq(historicals.module, 'users'), eq(historicals.document, id)));
        const authored = or(
          inArray(notifications.document, tx.tx.select({ id: comments.id }).from(comments).where(eq(comments.createdById, id))),
          inArray(notifications.document, tx.tx.select({ id: goodPractices.id }).from(goodPractices).where(eq(goodPractices.createdById, id))),
        );
        const name = `${user!.name} ${user!.lastName}`;
        await tx.tx
          .update(notifications)
          .set({ description: sql`replace(${notifications.description}, ${name}, ${es.userActivity.erasedUser})` })
          .where(and(authored, sql`strpos(${notifications.description}, ${name}) > 0`));
        await remove(tx, id);
      });
      return send(reply, 200, es.publicAccounts.erased, null);
    },
  );
}
