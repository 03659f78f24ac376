import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reasonActionParamsSchema,
  reasonActions,
  reasonTemplatesBodySchema,
  reasonTemplatesEntrySchema,
  reasonTemplatesQuerySchema,
  reasonTemplatesSchema,
  type ReasonTemplatesEntry,
} from '@app/domain/core/reason-templates';
import { envelopeSchema, errorSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import type { Executor } from '../../db/connect.ts';
import { configuration } from '../../db/schema/index.ts';
import { writeHistory } from '../../engine/history.ts';
import { forbidden } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';
import { currentAdmin } from '../../plugins/app/auth.ts';

type Stored = Partial<Record<string, Partial<Record<string, string[]>>>>;

const KEY = 'reasonTemplates';
// Not a record, so its history rows hang on a fixed document id beside the other configuration panels.
const DOCUMENT = '00000000-0000-4000-8000-000000000c05';
const tags = ['configuration'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

async function readStored(db: Executor, forUpdate = false): Promise<Stored> {
  const query = db.select({ value: configuration.value }).from(configuration).where(eq(configuration.key, KEY));
  const [row] = forUpdate ? await query.for('update') : await query;
  return (row?.value as Stored | undefined) ?? {};
}

export async function reasonTemplatesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  r.get(
    '/api/reason-templates',
    {
      // Any admin reads one pair's templates to justify with them; the overview of every pair is the super user's.
      config: { access: 'authenticated' },
      schema: {
        querystring: reasonTemplatesQuerySchema,
        tags,
        response: { 200: envelopeSchema(z.union([reasonTemplatesSchema, z.array(reasonTemplatesEntrySchema)])), ...errors },
      },
    },
    async (request, reply) => {
      const { module, action } = request.query;
      const stored = await readStored(db);
      if (module !== undefined && action !== undefined) return send(reply, 200, es.reasonTemplates.read, stored[module]?.[action] ?? []);
      if (currentAdmin(request).role !== 0) throw forbidden();
      const entries: ReasonTemplatesEntry[] = reasonActions().map((pair) => ({ ...pair, templates: stored[pair.module]?.[pair.action] ?? [] }));
      return send(reply, 200, es.reasonTemplates.read, entries);
    },
  );

  r.put(
    '/api/reason-templates/:module/:action',
    {
      config: { access: 'superuser' },
      schema: { params: reasonActionParamsSchema, body: reasonTemplatesBodySchema, tags, response: { 202: envelopeSchema(reasonTemplatesSchema), ...errors } },
    },
    async (request, reply) => {
      const { module, action } = request.params;
      const { templates } = request.body;
      await db.transaction(async (tx) => {
        const stored = await readStored(tx, true);
        const before = stored[module]?.[action] ?? [];
        const value = { ...stored, [module]: { ...stored[module], [action]: templates } };
        await tx
          .insert(configuration)
          .values({ key: KEY, value })
          .onConflictDoUpdate({ target: configuration.key, set: { value, updatedAt: new Date() } });
        await writeHistory(tx, {
          cause: 'edit',
          description: es.reasonTemplates.history,
          document: DOCUMENT,
          module: 'configuration',
          changes: [{ field: `${module}.${action}`, from: before, to: templates }],
          adminId: currentAdmin(request).id,
        });
      });
      return send(reply, 202, es.reasonTemplates.saved, templates);
    },
  );
}
