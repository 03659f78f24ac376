import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Resource } from '@app/domain/core/define-resource';
import type { FieldChange } from '@app/domain/core/history';
import { allQuerySchema, listQuerySchema } from '@app/domain/core/list-query';
import { toPage } from '@app/domain/core/page';
import { idParams, reasonSchema } from '@app/domain/core/text';
import { es } from '@app/domain/messages/es';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';
import { currentAdmin } from './auth.ts';
import { gtaScope, inGtaScope } from './gta-scope.ts';
import { writeHistory } from './history.ts';

type Row = Record<string, unknown> & { id: string; active: boolean };

/** A record as the client sees it: `_id` instead of the column name `id`, without the search column. */
export function toWire(row: Row): Record<string, unknown> {
  const { id, searchText: _searchText, ...rest } = row;
  return { _id: id, ...rest };
}

/** Matches the folded search term anywhere in the record's search column, the term's own wildcards escaped. */
export function searchCondition(searchText: PgColumn, term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${searchText} like app_fold(${pattern})`;
}

function changedFields(before: Row, patch: Record<string, unknown>): FieldChange[] {
  return Object.entries(patch)
    .filter(([field, value]) => value !== undefined && before[field] !== value)
    .map(([field, value]) => ({ field, from: before[field] ?? null, to: value }));
}

/**
 * Serves one resource definition: list, /all, /totals, get, create, update, deactivate, reactivate and,
 * where the definition allows it, hard delete. Every change writes its history row in the same transaction.
 */
export function registerCrudRoutes(app: FastifyInstance, def: Resource, table: PgTable) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const col = (name: string): PgColumn => {
    const c = columns[name];
    if (!c) throw new Error(`${def.module}: columna desconocida ${name}`);
    return c;
  };
  const idCol = col('id');
  const activeCol = col('active');
  const searchCol = col('searchText');
  const gtaCol = def.gtaField ? col(def.gtaField) : undefined;
  const scope = (request: FastifyRequest) => gtaScope(currentAdmin(request), gtaCol);
  const base = `/api/${def.apiPath}`;
  const tags = [def.module];
  const access = (op: keyof Resource['permissionFor']) => ({ module: def.module, action: def.permissionFor[op] });
  const listQuery = listQuerySchema(def);
  const totalsQuery = listQuery.pick({ search: true });

  async function findOne(request: FastifyRequest, id: string): Promise<Row> {
    const [row] = await db.select().from(table).where(and(eq(idCol, id), scope(request)));
    if (!row) throw notFound();
    return row as Row;
  }

  r.get(base, { config: { access: access('list') }, schema: { querystring: listQuery, tags } }, async (request, reply) => {
    const { page, limit, active, search, sort } = request.query;
    const where = and(
      active === undefined ? undefined : eq(activeCol, active),
      searchCondition(searchCol, search),
      scope(request),
    );
    const sortCol = col(sort.replace(/^-/, ''));
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
    return send(reply, 200, es.api.list, toPage((rows as Row[]).map(toWire), total?.n ?? 0, page, limit));
  });

  r.get(`${base}/all`, { config: { access: access('list') }, schema: { querystring: allQuerySchema, tags } }, async (request, reply) => {
    const { active, search } = request.query;
    const rows = await db
      .select()
      .from(table)
      .where(
        and(
          active === 'all' ? undefined : eq(activeCol, active === 'true'),
          searchCondition(searchCol, search),
          scope(request),
        ),
      )
      .orderBy(asc(col(def.titleField)), asc(idCol));
    return send(reply, 200, es.api.list, (rows as Row[]).map(toWire));
  });

  r.get(`${base}/totals`, { config: { access: access('list') }, schema: { querystring: totalsQuery, tags } }, async (request, reply) => {
    const [row] = await db
      .select({ total: count(), active: count(sql`case when ${activeCol} then 1 end`) })
      .from(table)
      .where(and(searchCondition(searchCol, request.query.search), scope(request)));
    const total = row?.total ?? 0;
    const active = row?.active ?? 0;
    return send(reply, 200, es.api.ok, { total, active, innactive: total - active });
  });

  r.get(`${base}/:id`, { config: { access: access('get') }, schema: { params: idParams, tags } }, async (request, reply) =>
    send(reply, 200, es.api.ok, toWire(await findOne(request, request.params.id))),
  );

  if (def.operations.create) {
    r.post(base, { config: { access: access('create') }, schema: { body: def.createSchema, tags } }, async (request, reply) => {
      const admin = currentAdmin(request);
      if (def.gtaField && !inGtaScope(admin, (request.body as Record<string, unknown>)[def.gtaField])) throw forbidden();
      const created = await db.transaction(async (tx) => {
        const [row] = (await tx.insert(table).values(request.body).returning()) as Row[];
        await writeHistory(tx, { cause: 'create', document: row!.id, module: def.module, adminId: admin.id });
        return row!;
      });
      return send(reply, 201, es.api.saved, toWire(created));
    });
  }

  if (def.operations.update) {
    const body = def.updateSchema.extend(reasonSchema.shape);
    r.put(`${base}/:id`, { config: { access: access('update') }, schema: { params: idParams, body, tags } }, async (request, reply) => {
      const admin = currentAdmin(request);
      const { historical, ...patch } = request.body as Record<string, unknown> & { historical: { description: string } };
      const updated = await db.transaction(async (tx) => {
        const [before] = (await tx
          .select()
          .from(table)
          .where(and(eq(idCol, request.params.id), scope(request)))
          .for('update')) as Row[];
        if (!before) throw notFound();
        if (def.gtaField && def.gtaField in patch && !inGtaScope(admin, patch[def.gtaField])) throw forbidden();
        const changes = changedFields(before, patch);
        const [row] = (await tx
          .update(table)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(idCol, before.id))
          .returning()) as Row[];
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
      return send(reply, 202, es.api.updated, toWire(updated));
    });
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
            return updated;
          });
          return send(reply, 202, active ? es.api.activated : es.api.deactivated, toWire(row));
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
      return send(reply, 200, es.api.deleted, toWire(row));
    });
  }
}

/** Registers the routes of every resource that has a table. */
export const crudRoutesPlugin = fp(
  async (app: FastifyInstance, opts: { resources: readonly Resource[]; tables: Partial<Record<string, PgTable>> }) => {
    for (const def of opts.resources) {
      const table = opts.tables[def.module];
      if (!table) throw new Error(`Sin tabla para el recurso ${def.module}`);
      registerCrudRoutes(app, def, table);
    }
  },
  { name: 'crud-routes', dependencies: ['auth'] },
);
