import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { secondFactorPolicySchema } from '@app/domain/core/second-factor';
import { envelopeSchema, errorSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { configuration } from '../../db/schema/index.ts';
import { writeHistory } from '../../engine/history.ts';
import { send } from '../../lib/reply.ts';
import { currentAdmin } from '../../plugins/app/auth.ts';
import { POLICY_KEY, readPolicy } from './totp.ts';

// Not a record, so its history rows hang on a fixed document id beside the other configuration panels.
const DOCUMENT = '00000000-0000-4000-8000-000000000c06';
const tags = ['configuration'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** Which second factor each role must use to sign in, set by super users in Configuración. */
export async function policyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  r.get(
    '/api/configuration/second-factor',
    { config: { access: 'superuser' }, schema: { tags, response: { 200: envelopeSchema(secondFactorPolicySchema), ...errors } } },
    async (_request, reply) => send(reply, 200, es.totp.policyRead, await readPolicy(db)),
  );

  r.put(
    '/api/configuration/second-factor',
    {
      config: { access: 'superuser' },
      schema: { body: secondFactorPolicySchema, tags, response: { 202: envelopeSchema(secondFactorPolicySchema), ...errors } },
    },
    async (request, reply) => {
      const value = request.body;
      await db.transaction(async (tx) => {
        const before = await readPolicy(tx);
        await tx
          .insert(configuration)
          .values({ key: POLICY_KEY, value })
          .onConflictDoUpdate({ target: configuration.key, set: { value, updatedAt: new Date() } });
        const changes = Object.entries(value)
          .filter(([role, level]) => before[role as keyof typeof before] !== level)
          .map(([role, level]) => ({ field: `role${role}`, from: before[role as keyof typeof before], to: level }));
        await writeHistory(tx, {
          cause: 'edit',
          description: es.totp.history.policy,
          document: DOCUMENT,
          module: 'configuration',
          changes,
          adminId: currentAdmin(request).id,
        });
      });
      return send(reply, 202, es.totp.policySaved, value);
    },
  );
}
