import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_THEME, preferencesSchema } from '@app/domain/core/preferences';
import { envelopeSchema, errorSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { adminPreferences } from '../../db/schema/index.ts';
import { send } from '../../lib/reply.ts';
import { currentAdmin } from '../../plugins/app/auth.ts';

const tags = ['auth'];
const one = envelopeSchema(preferencesSchema);
const errors = { 400: errorSchema, 401: errorSchema };

/** The signed-in admin's own preferences: the path names no admin, so nobody reads or changes another's. */
export async function preferenceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  r.get(
    '/api/auth/admins/me/preferences',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: one, ...errors } } },
    async (request, reply) => {
      const [row] = await db
        .select({ theme: adminPreferences.theme })
        .from(adminPreferences)
        .where(eq(adminPreferences.adminId, currentAdmin(request).id));
      return send(reply, 200, es.preferences.read, preferencesSchema.parse({ theme: row?.theme ?? DEFAULT_THEME }));
    },
  );

  r.put(
    '/api/auth/admins/me/preferences',
    { config: { access: 'authenticated' }, schema: { body: preferencesSchema, tags, response: { 202: one, ...errors } } },
    async (request, reply) => {
      const { theme } = request.body;
      const adminId = currentAdmin(request).id;
      await db
        .insert(adminPreferences)
        .values({ adminId, theme })
        .onConflictDoUpdate({ target: adminPreferences.adminId, set: { theme, updatedAt: new Date() } });
      // The admin's other open devices take the choice at once.
      app.realtime.preferences(adminId, { theme });
      return send(reply, 202, es.preferences.saved, { theme });
    },
  );
}
