import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allQuerySchema, filtersSchema, listQuerySchema } from '@app/domain/core/list-query';
import { idParams, reasonSchema, uuid, versionSchema } from '@app/domain/core/text';
import { envelopeSchema, errorSchema, pageSchema, recordSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { goodPractices as def, PRACTICE_STATUS } from '@app/domain/resources/good-practices';
import { goodPractices } from '../../db/schema/index.ts';
import { adminContext, all, list, read, runtimeOf, update } from '../../engine/records/index.ts';
import { send } from '../../lib/reply.ts';

type EditBody = Record<string, unknown> & { _id: string; historical: { description: string }; updatedAt?: string };

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export async function goodPracticeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const filters = filtersSchema(def).shape;
  const record = recordSchema(def);
  const one = envelopeSchema(record);
  const tags = ['goodPractices'];
  const { uploads } = runtimeOf(app, 'goodPractices');

  r.get(
    '/api/goodPractices/list',
    {
      config: { access: def.access.list },
      schema: { querystring: listQuerySchema(def).extend(filters), tags, response: { 200: envelopeSchema(pageSchema(record)), ...errors } },
    },
    async (request, reply) => send(reply, 200, es.api.list, await list(adminContext(request, 'goodPractices'), request.query)),
  );

  r.get(
    '/api/goodPractices/:id/admin',
    { config: { access: def.access.get }, schema: { params: idParams, tags, response: { 200: one, ...errors } } },
    async (request, reply) => send(reply, 200, es.api.ok, await read(adminContext(request, 'goodPractices'), request.params.id)),
  );

  r.get(
    '/api/getAllGoodPracticesWithOutCarousel',
    {
      config: { access: def.access.list },
      schema: { querystring: allQuerySchema.pick({ search: true }).extend(filters), tags, response: { 200: envelopeSchema(z.array(record)), ...errors } },
    },
    async (request, reply) => {
      const approvedOutside = and(eq(goodPractices.status, PRACTICE_STATUS.approved), eq(goodPractices.selected, false));
      return send(reply, 200, es.api.list, await all(adminContext(request, 'goodPractices'), { ...request.query, active: true }, { extra: approvedOutside }));
    },
  );

  const editBody = def.updateSchema
    .extend(reasonSchema.shape)
    .extend(versionSchema.shape)
    .extend({ _id: uuid });
  r.post(
    '/api/goodPractices/edit',
    {
      config: { access: def.access.update, ...uploads.config },
      schema: { body: editBody, tags, consumes: ['multipart/form-data', 'application/json'], response: { 202: one, ...errors } },
      preValidation: uploads.preValidation,
    },
    async (request, reply) => {
      const { _id, historical, updatedAt, ...patch } = request.body as EditBody;
      const edited = await update(adminContext(request, 'goodPractices'), _id, patch, { reason: historical.description, version: updatedAt });
      return send(reply, 202, def.messages?.updated ?? es.api.updated, edited);
    },
  );
}
