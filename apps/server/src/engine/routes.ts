import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Operation } from '@app/domain/core/define-resource';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allQuerySchema, filtersSchema, listQuerySchema } from '@app/domain/core/list-query';
import { revertBodySchema } from '@app/domain/core/revert';
import { idParams, optionalReasonSchema, reasonSchema, uuid, versionSchema } from '@app/domain/core/text';
import { envelopeSchema, errorSchema, pageSchema, recordSchema, totalsSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { badRequest, forbidden } from '../lib/errors.ts';
import { FILE_PARTS } from '../plugins/external/openapi.ts';
import { send } from '../lib/reply.ts';
import type { Access } from '../plugins/app/auth.ts';
import { registerExportRoute } from './export.ts';
import { registerOptionRoutes } from './option-routes.ts';
import * as records from './records/index.ts';
import type { ResourceRuntime } from './records/index.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

type ChangeBody = Record<string, unknown> & { historical?: { description?: string }; updatedAt?: string };

const bulkIds = z
  .array(uuid, { error: es.bulk.ids })
  .min(1, { error: es.bulk.ids })
  .max(100, { error: es.bulk.ids })
  .refine((ids) => new Set(ids).size === ids.length, { error: es.bulk.repeated });
const bulkAnswer = envelopeSchema(z.object({ results: z.array(z.object({ _id: z.string(), code: z.number().int(), message: z.string() })) }));

const changeOptions = (body: ChangeBody) => ({ reason: body.historical?.description || undefined, version: body.updatedAt });

export function registerResourceRoutes(app: FastifyInstance, resource: ResourceRuntime) {
  const { def, uploads, hooks } = resource;
  const ctx = (request: FastifyRequest) => records.adminContext(request, def.module);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${def.apiPath}`;
  const tags = [def.module];
  const filters = filtersSchema(def);
  const listQuery = listQuerySchema(def).extend(filters.shape);
  const allQuery = allQuerySchema.extend(filters.shape);
  const totalsQuery = listQuery.pick({ search: true, createdFrom: true, createdTo: true }).extend(filters.shape);
  const record = recordSchema(def);
  const one = envelopeSchema(record);
  const multipart = uploads.config.multipart === true;
  const access = (requirement: Access) => ({ access: requirement });
  // With `selfRecord` the flag is checked once the id is known, so everyone reaches their own record.
  const onRecord = (operation: Operation) =>
    def.selfRecord
      ? {
          config: access('authenticated'),
          preHandler: async (request: FastifyRequest) => {
            const { id } = request.params as { id: string };
            if (!records.permitsOn(ctx(request), operation, id)) throw forbidden();
          },
        }
      : { config: access(def.access[operation]) };
  const bodyDocs = multipart
    ? { consumes: ['multipart/form-data', 'application/json'], [FILE_PARTS]: Object.fromEntries(Object.entries(def.fileFields).map(([name, f]) => [name, f.kind])) }
    : {};

  r.get(
    base,
    { config: { ...access(def.access.list), heavy: true }, schema: { querystring: listQuery, tags, response: { 200: envelopeSchema(pageSchema(record)), ...errors } } },
    async (request, reply) => send(reply, 200, es.api.list, await records.list(ctx(request), request.query)),
  );
  r.get(
    `${base}/all`,
    { config: { ...access(def.access.list), heavy: true }, schema: { querystring: allQuery, tags, response: { 200: envelopeSchema(z.array(record)), ...errors } } },
    async (request, reply) => {
      const { active, ...rest } = request.query;
      return send(reply, 200, es.api.list, await records.all(ctx(request), { ...rest, active: active === 'all' ? 'all' : active === 'true' }));
    },
  );
  r.get(
    `${base}/totals`,
    { config: { ...access(def.access.list), heavy: true }, schema: { querystring: totalsQuery, tags, response: { 200: envelopeSchema(totalsSchema(def)), ...errors } } },
    async (request, reply) => send(reply, 200, es.api.ok, await records.totals(ctx(request), request.query)),
  );
  r.get(
    `${base}/:id`,
    { ...onRecord('get'), schema: { params: idParams, tags, response: { 200: one, ...errors } } },
    async (request, reply) => send(reply, 200, es.api.ok, await records.read(ctx(request), request.params.id)),
  );

  registerOptionRoutes(app, def);
  registerExportRoute(app, def);

  if (def.operations.create) {
    const body = hooks.extraBody ? def.createSchema.extend(hooks.extraBody.shape) : def.createSchema;
    r.post(
      base,
      {
        config: { ...access(def.access.create), ...uploads.config },
        schema: { body, tags, ...bodyDocs, response: { 201: one, ...errors } },
        preValidation: uploads.preValidation,
      },
      async (request, reply) =>
        send(reply, 201, def.messages?.created ?? es.api.saved, await records.create(ctx(request), request.body as Record<string, unknown>)),
    );
  }

  if (def.operations.update) {
    // A PUT that also carries actions asks for the reason only when the body is an edit.
    const aliases = Object.keys(def.putActions ?? {});
    const aliasShape = Object.fromEntries(aliases.map((name) => [name, z.boolean({ error: es.validation.invalidValue }).optional()]));
    const body = def.updateSchema
      .extend(aliases.length > 0 ? optionalReasonSchema.shape : reasonSchema.shape)
      .extend(versionSchema.shape)
      .extend(aliasShape);
    const update = onRecord('update');
    r.put(
      `${base}/:id`,
      {
        ...update,
        config: { ...update.config, ...uploads.config },
        schema: { params: idParams, body, tags, ...bodyDocs, response: { 202: one, ...errors } },
        preValidation: uploads.preValidation,
      },
      async (request, reply) => {
        const { historical: _historical, updatedAt: _updatedAt, ...patch } = request.body as ChangeBody;
        const alias = aliases.find((name) => typeof patch[name] === 'boolean');
        if (alias) {
          const name = def.putActions![alias]![String(patch[alias]) as 'true' | 'false'];
          const changed = await records.act(ctx(request), request.params.id, name, changeOptions(request.body as ChangeBody));
          return send(reply, 202, def.actionDefs[name]!.message, changed);
        }
        const options = changeOptions(request.body as ChangeBody);
        if (!options.reason) throw badRequest(es.api.validation, [{ path: 'historical', msg: es.validation.reasonRequired }]);
        for (const name of aliases) delete patch[name];
        return send(reply, 202, def.messages?.updated ?? es.api.updated, await records.update(ctx(request), request.params.id, patch, options));
      },
    );
    r.post(
      `${base}/:id/revert`,
      { ...update, schema: { params: idParams, body: revertBodySchema, tags, response: { 202: one, ...errors } } },
      async (request, reply) => {
        const { history, historical, updatedAt } = request.body;
        const restored = await records.revert(ctx(request), request.params.id, { history, reason: historical.description, version: updatedAt });
        return send(reply, 202, es.revert.restored, restored);
      },
    );
  }

  for (const [name, action] of Object.entries(def.actionDefs)) {
    const body = (action.reason === 'required' ? reasonSchema : optionalReasonSchema).extend(versionSchema.shape);
    const requirement = action.owner ? def.access.get : action.permission;
    r.put(
      `${base}/:id/${name}`,
      {
        config: access(requirement),
        // Clients send some actions without a body at all.
        schema: { params: idParams, body: z.preprocess((value) => value ?? {}, body), tags, response: { 202: one, ...errors } },
      },
      async (request, reply) => {
        const changed = await records.act(ctx(request), request.params.id, name, changeOptions(request.body));
        return send(reply, 202, action.message, changed);
      },
    );
    r.post(
      `${base}/bulk/${name}`,
      { config: access(requirement), schema: { body: body.omit({ updatedAt: true }).extend({ ids: bulkIds }), tags, response: { 200: bulkAnswer, ...errors } } },
      async (request, reply) => {
        const results = await records.actMany(ctx(request), request.body.ids, name, changeOptions(request.body));
        return send(reply, 200, es.bulk.done, { results });
      },
    );
  }

  if (def.operations.delete) {
    r.delete(
      `${base}/:id`,
      { config: access(def.access.delete), schema: { params: idParams, tags, response: { 200: one, ...errors } } },
      async (request, reply) => send(reply, 200, es.api.deleted, await records.remove(ctx(request), request.params.id)),
    );
  }
}
