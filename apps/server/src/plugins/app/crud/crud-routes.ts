import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Resource } from '@app/domain/core/define-resource';
import { allQuerySchema, listQuerySchema } from '@app/domain/core/list-query';
import { toPage } from '@app/domain/core/page';
import { idParams, reasonSchema, uuid } from '@app/domain/core/text';
import { es } from '@app/domain/messages/es';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import { send } from '../../../lib/reply.ts';
import { currentAdmin } from '../auth.ts';
import { gtaScope, inGtaScope } from '../gta-scope.ts';
import { writeHistory } from '../history.ts';
import { validatePlaces } from './places.ts';
import type { ResourceHooks } from './hooks.ts';
import { createCodec, type Row, type Tables } from './record-codec.ts';
import { createUploads } from './uploads.ts';

/** Matches the folded search term anywhere in the record's search column, the term's own wildcards escaped. */
export function searchCondition(searchText: PgColumn, term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${searchText} like app_fold(${pattern})`;
}

/**
 * The module's own equality filters (`?gta=<id>`), with empty values ignored like every filter. Typed without keys:
 * handlers read them by name through `moduleFilters`, and the common query keeps its precise type.
 */
function filterSchema(def: Resource): z.ZodObject<Record<never, z.ZodType>> {
  const shape: Record<string, z.ZodType> = {};
  for (const name of def.filters ?? []) {
    const field = def.fields[name];
    let value: z.ZodType;
    if (field?.kind === 'select') {
      const choice = z.enum(field.options.map((o) => o.value) as [string, ...string[]], { error: es.validation.invalidValue });
      value = field.numeric ? choice.transform(Number) : choice;
    } else if (field?.kind === 'email') {
      value = z.string().trim().max(254, { error: es.validation.invalidValue });
    } else {
      value = uuid;
    }
    shape[name] = z.preprocess((v) => (v === '' || v === 'null' ? undefined : v), value.optional());
  }
  return z.object(shape);
}

/**
 * Serves one resource definition: list, /all, /totals, get, create, update, deactivate, reactivate and,
 * where the definition allows it, hard delete. Every change writes its history row in the same transaction.
 */
export function registerCrudRoutes(app: FastifyInstance, def: Resource, table: PgTable, tables: Tables, hooks: ResourceHooks = {}) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const codec = createCodec(def, table, tables, hooks.wire);
  const uploads = createUploads(app, def, Object.keys(hooks.extraBody?.shape ?? {}));
  const idCol = codec.col('id');
  const activeCol = codec.col('active');
  const searchCol = codec.col('searchText');
  const gtaCol = def.gtaField ? codec.fieldColumn(def.gtaField) : undefined;
  const base = `/api/${def.apiPath}`;
  const tags = [def.module];
  const access = (op: keyof Resource['permissionFor']) => ({ module: def.accessModule, action: def.permissionFor[op] });
  const filters = filterSchema(def);
  const listQuery = listQuerySchema(def).extend(filters.shape);
  const totalsQuery = listQuery.pick({ search: true }).extend(filters.shape);
  const allQuery = allQuerySchema.extend(filters.shape);

  const scope = (request: FastifyRequest) => gtaScope(currentAdmin(request), gtaCol);
  const moduleFilters = (query: Record<string, unknown>) =>
    (def.filters ?? []).map((name) => {
      const value = query[name];
      if (value === undefined) return undefined;
      const column = codec.fieldColumn(name);
      return def.fields[name]?.kind === 'email' ? sql`lower(${column}) = ${String(value).toLowerCase()}` : eq(column, value);
    });
  const wire = async (rows: Row[]) => codec.toWire(db, rows);
  const wireOne = async (row: Row) => (await wire([row]))[0]!;

  async function findOne(request: FastifyRequest, id: string): Promise<Row> {
    const [row] = await db.select().from(table).where(and(eq(idCol, id), scope(request)));
    if (!row) throw notFound();
    return row as Row;
  }

  async function checkReferences(values: Record<string, unknown>) {
    const missing = await codec.missingReferences(db, values);
    if (missing.length > 0) {
      throw badRequest(es.api.validation, missing.map((path) => ({ path, msg: es.api.referenceNotFound })));
    }
  }

  /** 409 with the field's own message when a unique e-mail is taken by another record (case-insensitive). */
  async function checkUnique(values: Record<string, unknown>, exceptId?: string) {
    for (const [name, field] of Object.entries(def.fields)) {
      const value = values[name];
      if (field.kind !== 'email' || !field.uniqueMessage || typeof value !== 'string' || value === '') continue;
      const column = codec.fieldColumn(name);
      const [taken] = await db
        .select({ id: idCol })
        .from(table)
        .where(and(sql`lower(${column}) = ${value.toLowerCase()}`, exceptId ? sql`${idCol} <> ${exceptId}` : undefined))
        .limit(1);
      if (taken) throw conflict(field.uniqueMessage);
    }
  }

  r.get(base, { config: { access: access('list') }, schema: { querystring: listQuery, tags } }, async (request, reply) => {
    const { page, limit, active, search, sort } = request.query;
    const where = and(
      active === undefined ? undefined : eq(activeCol, active),
      searchCondition(searchCol, search),
      scope(request),
      ...moduleFilters(request.query),
    );
    const sortName = sort.replace(/^-/, '');
    const sortCol = sortName in def.fields ? codec.fieldColumn(sortName) : codec.col(sortName);
    const direction = sort.startsWith('-') ? desc : asc;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(table)
        .where(where)
        .orderBy(direction(sortCol), direction(idCol))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(table).where(where),
    ]);
    return send(reply, 200, es.api.list, toPage(await wire(rows as Row[]), total?.n ?? 0, page, limit));
  });

  r.get(`${base}/all`, { config: { access: access('list') }, schema: { querystring: allQuery, tags } }, async (request, reply) => {
    const { active, search } = request.query;
    const rows = await db
      .select()
      .from(table)
      .where(
        and(
          active === 'all' ? undefined : eq(activeCol, active === 'true'),
          searchCondition(searchCol, search),
          scope(request),
          ...moduleFilters(request.query),
        ),
      )
      .orderBy(asc(codec.fieldColumn(def.titleField)), asc(idCol));
    return send(reply, 200, es.api.list, await wire(rows as Row[]));
  });

  r.get(`${base}/totals`, { config: { access: access('list') }, schema: { querystring: totalsQuery, tags } }, async (request, reply) => {
    const [row] = await db
      .select({ total: count(), active: count(sql`case when ${activeCol} then 1 end`) })
      .from(table)
      .where(and(searchCondition(searchCol, request.query.search), scope(request), ...moduleFilters(request.query)));
    const total = row?.total ?? 0;
    const active = row?.active ?? 0;
    return send(reply, 200, es.api.ok, { total, active, innactive: total - active });
  });

  r.get(`${base}/:id`, { config: { access: access('get') }, schema: { params: idParams, tags } }, async (request, reply) =>
    send(reply, 200, es.api.ok, await wireOne(await findOne(request, request.params.id))),
  );

  if (def.operations.create) {
    r.post(
      base,
      {
        config: { access: access('create'), ...uploads.config },
        schema: { body: hooks.extraBody ? def.createSchema.extend(hooks.extraBody.shape) : def.createSchema, tags },
        preValidation: uploads.preValidation,
      },
      async (request, reply) => {
        const admin = currentAdmin(request);
        const values = request.body as Record<string, unknown>;
        if (def.gtaField && !inGtaScope(admin, values[def.gtaField])) throw forbidden();
        uploads.requireOnCreate(request);
        await checkReferences(values);
        await checkUnique(values);
        validatePlaces(def, values);
        const stored = await uploads.store(request);
        try {
          const created = await db.transaction(async (tx) => {
            const ctx = { request, admin, tx };
            await hooks.beforeCreate?.(ctx, values);
            const [row] = (await tx
              .insert(table)
              .values({ ...codec.toRow(values), ...stored.values })
              .returning()) as Row[];
            await hooks.afterCreate?.(ctx, row!, values);
            await writeHistory(tx, { cause: 'create', document: row!.id, module: def.module, adminId: admin.id });
            return row!;
          });
          await hooks.afterCommitCreate?.(request, created);
          return send(reply, 201, es.api.saved, await wireOne(created));
        } catch (err) {
          await stored.discard();
          throw err;
        }
      },
    );
  }

  if (def.operations.update) {
    const body = def.updateSchema.extend(reasonSchema.shape);
    r.put(
      `${base}/:id`,
      {
        config: { access: access('update'), ...uploads.config },
        schema: { params: idParams, body, tags },
        preValidation: uploads.preValidation,
      },
      async (request, reply) => {
        const admin = currentAdmin(request);
        const { historical, ...patch } = request.body as Record<string, unknown> & { historical: { description: string } };
        await checkReferences(patch);
        await checkUnique(patch, request.params.id);
        const stored = await uploads.store(request);
        let replaced: unknown[] = [];
        try {
          const updated = await db.transaction(async (tx) => {
            const [before] = (await tx
              .select()
              .from(table)
              .where(and(eq(idCol, request.params.id), scope(request)))
              .for('update')) as Row[];
            if (!before) throw notFound();
            if (def.gtaField && def.gtaField in patch && !inGtaScope(admin, patch[def.gtaField])) throw forbidden();
            validatePlaces(def, patch, before);
            const ctx = { request, admin, tx };
            await hooks.beforeUpdate?.(ctx, before, patch);
            const changes = await codec.changes(tx, before, { ...patch, ...stored.values });
            replaced = Object.keys(stored.values).map((name) => before[name]);
            const [row] = (await tx
              .update(table)
              .set({ ...codec.toRow(patch), ...stored.values, updatedAt: new Date() })
              .where(eq(idCol, before.id))
              .returning()) as Row[];
            await hooks.afterUpdate?.(ctx, row!, before);
            await writeHistory(tx, {
              cause: 'edit',
              description: historical.description,
              document: before.id,
              module: def.module,
              changes,
              adminId: admin.id,
            });
            return row!;
          });
          await uploads.removeReplaced(replaced);
          return send(reply, 202, es.api.updated, await wireOne(updated));
        } catch (err) {
          await stored.discard();
          throw err;
        }
      },
    );
  }

  if (def.operations.toggle) {
    for (const [suffix, active] of [
      ['deactivate', false],
      ['reactivate', true],
    ] as const) {
      r.put(
        `${base}/:id/${suffix}`,
        { config: { access: access('toggle') }, schema: { params: idParams, body: reasonSchema, tags } },
        async (request, reply) => {
          const admin = currentAdmin(request);
          const row = await db.transaction(async (tx) => {
            const ctx = { request, admin, tx };
            await hooks.beforeToggle?.(ctx, request.params.id, active);
            const [updated] = (await tx
              .update(table)
              .set({ active, updatedAt: new Date() })
              .where(and(eq(idCol, request.params.id), eq(activeCol, !active), scope(request)))
              .returning()) as Row[];
            if (!updated) {
              await findOne(request, request.params.id);
              throw conflict(active ? es.api.alreadyActive : es.api.alreadyInactive);
            }
            await writeHistory(tx, {
              cause: active ? 'activate' : 'deactivate',
              description: request.body.historical.description,
              document: updated.id,
              module: def.module,
              changes: [{ field: 'active', from: !active, to: active }],
              adminId: admin.id,
            });
            await hooks.afterToggle?.(ctx, updated, active);
            return updated;
          });
          const messages = def.toggleMessages ?? { activated: es.api.activated, deactivated: es.api.deactivated };
          return send(reply, 202, active ? messages.activated : messages.deactivated, await wireOne(row));
        },
      );
    }
  }

  if (def.operations.delete) {
    r.delete(`${base}/:id`, { config: { access: access('delete') }, schema: { params: idParams, tags } }, async (request, reply) => {
      const [row] = (await db
        .delete(table)
        .where(and(eq(idCol, request.params.id), scope(request)))
        .returning()) as Row[];
      if (!row) throw notFound();
      await uploads.removeReplaced(Object.keys(def.fileFields).map((name) => row[name]));
      return send(reply, 200, es.api.deleted, await wireOne(row));
    });
  }
}

/** Registers the routes of every resource that has a table. */
export const crudRoutesPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { resources: readonly Resource[]; tables: Tables; hooks?: Partial<Record<string, ResourceHooks>> },
  ) => {
    for (const def of opts.resources) {
      const table = opts.tables[def.module];
      if (!table) throw new Error(`Sin tabla para el recurso ${def.module}`);
      registerCrudRoutes(app, def, table, opts.tables, opts.hooks?.[def.module]);
    }
  },
  { name: 'crud-routes', dependencies: ['auth'] },
);
