import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Resource } from '@app/domain/core/define-resource';
import { allQuerySchema, filtersSchema } from '@app/domain/core/list-query';
import { envelopeSchema, errorSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { send } from '../lib/reply.ts';
import { currentAdmin } from '../plugins/app/auth.ts';
import { gtaScope } from './gta-scope.ts';
import { adminContext, all } from './records/index.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

function optionFields(def: Resource): [string, { target: string; display: readonly string[] }][] {
  return Object.entries(def.fields).flatMap(([name, field]): [string, { target: string; display: readonly string[] }][] => {
    if (field.serverOwned) return [];
    if (field.kind === 'reference' || field.kind === 'references') return [[name, { target: field.target, display: field.display }]];
    if ((field.kind === 'text' || field.kind === 'textarea') && field.suggestFrom) return [[name, { target: field.suggestFrom, display: ['name'] }]];
    return [];
  });
}

/** A form needs its choices without the read flag of the target module; the target's GTA scope still applies. */
export function registerOptionRoutes(app: FastifyInstance, def: Resource) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uses = { anyOf: [def.access.list, def.access.create, def.access.update].flatMap((req) => ('anyOf' in req ? req.anyOf : [req])) };
  for (const [name, { target, display }] of optionFields(def)) {
    const targetResource = app.resources.get(target as Resource['module']);
    if (!targetResource) continue;
    const option = z.object({ _id: z.string(), ...Object.fromEntries(display.map((key) => [key, z.unknown()])) });
    r.get(
      `/api/${def.apiPath}/options/${name}`,
      {
        config: { access: uses },
        schema: {
          querystring: allQuerySchema.extend(filtersSchema(targetResource.def).shape),
          tags: [def.module],
          response: { 200: envelopeSchema(z.array(option)), ...errors },
        },
      },
      async (request, reply) => {
        const { active, ...rest } = request.query;
        // An admin bound to a GTA writes and filters only within it: that GTA is the one choice.
        const ownGta = target === 'gtas' ? gtaScope(currentAdmin(request), targetResource.codec.col('id')) : undefined;
        const ctx = adminContext(request, targetResource.def.module);
        const records = await all(ctx, { ...rest, active: active === 'all' ? 'all' : active === 'true' }, { extra: ownGta });
        return send(reply, 200, es.api.list, records);
      },
    );
  }
}
