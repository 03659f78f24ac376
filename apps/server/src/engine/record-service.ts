import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idOf, inActionState, mayAct, type ActionDef } from '@app/domain/core/actions';
import type { Operation, Resource } from '@app/domain/core/define-resource';
import type { ReferenceField } from '@app/domain/core/fields';
import type { ResourceName } from '@app/domain/core/modules';
import { toPage, type Page } from '@app/domain/core/page';
import { allows } from '@app/domain/core/permissions';
import { es } from '@app/domain/messages/es';
import type { Executor, Tx } from '../db/connect.ts';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors.ts';
import { currentAdmin, type CurrentAdmin } from '../plugins/app/auth.ts';
import { createCodec } from './codec.ts';
import type { RecordEvent } from './events.ts';
import { inGtaScope } from './gta-scope.ts';
import { writeHistory } from './history.ts';
import type { HookContext, ResourceHooks } from './hooks.ts';
import { countUpTo, createCounts } from './counts.ts';
import { boundedPage } from './paginate.ts';
import { createSearchSample, searchCondition } from './search.ts';
import { validatePlaces } from './places.ts';
import type { ResourceStore, Row, Stores, Wire } from './store.ts';
import { createUploads } from './uploads.ts';

export interface ListInput {
  page?: number;
  limit?: number;
  active?: boolean | 'all';
  search?: string;
  sort?: string;
  createdFrom?: string;
  createdTo?: string;
  after?: string;
  before?: string;
  [param: string]: unknown;
}

export interface ServiceRegistry {
  get(module: ResourceName): RecordService | undefined;
}

export interface ListOptions {
  everyone?: boolean;
}

interface ChangeOptions {
  /** The `updatedAt` the change was based on: an older one answers 409. */
  version?: string;
  reason?: string;
}

export function createRecordService(
  app: FastifyInstance,
  def: Resource,
  store: ResourceStore,
  stores: Stores,
  registry: ServiceRegistry,
  hooks: ResourceHooks = {},
) {
  const { db } = app.database;
  const codec = createCodec(def, store, stores);
  const uploads = createUploads(app, def, Object.keys(hooks.extraBody?.shape ?? {}));
  const table = store.table;
  const idCol = codec.col('id');
  const activeCol = codec.col('active');
  const searchCol = (() => {
    try {
      return codec.col('searchText');
    } catch {
      return undefined;
    }
  })();
  const ownerCol = def.ownerField ? codec.fieldColumn(def.ownerField) : undefined;
  const counts = createCounts(def, codec);
  const searchSample = createSearchSample(db, table);

  function gtaCondition(admin: CurrentAdmin): SQL | undefined {
    if (!def.gtaField || admin.gta === null) return undefined;
    const field = def.fields[def.gtaField] as ReferenceField;
    const column = codec.fieldColumn(def.gtaField);
    if (field.target === 'gtas') return eq(column, admin.gta);
    const parent = registry.get(field.target);
    if (!parent) throw new Error(`${def.module}: sin servicio para ${field.target}`);
    return inArray(column, db.select({ id: parent.codec.col('id') }).from(parent.table).where(parent.gtaCondition(admin)));
  }

  function scope(admin: CurrentAdmin, everyone = false): SQL | undefined {
    return and(gtaCondition(admin), def.ownerScope && ownerCol && !everyone ? eq(ownerCol, admin.id) : undefined);
  }

  function filterConditions(query: ListInput): (SQL | undefined)[] {
    return def.filterParams.map(({ param, field: name }) => {
      const value = query[param];
      if (value === undefined) return undefined;
      const field = def.fields[name]!;
      if (field.kind === 'email') return sql`lower(${codec.fieldColumn(name)}) = ${String(value).toLowerCase()}`;
      if (field.kind === 'boolean') return eq(codec.fieldColumn(name), value as boolean);
      const values = value as unknown[];
      if (field.kind === 'references') {
        const list = codec.listTable(name);
        return sql`exists (select 1 from ${list} where ${list.ownerId} = ${idCol} and ${inArray(list.targetId, values as string[])})`;
      }
      return inArray(codec.fieldColumn(name), values);
    });
  }

  function conditions(request: FastifyRequest, query: ListInput, extra?: SQL, options: ListOptions = {}): SQL | undefined {
    const active = query.active;
    return and(
      active === undefined || active === 'all' ? undefined : eq(activeCol, active),
      searchCondition(searchCol, query.search, searchSample),
      typeof query.createdFrom === 'string' ? gte(codec.col('createdAt'), new Date(query.createdFrom)) : undefined,
      typeof query.createdTo === 'string' ? lte(codec.col('createdAt'), new Date(query.createdTo)) : undefined,
      scope(currentAdmin(request), options.everyone),
      ...filterConditions(query),
      extra,
    );
  }

  const wire = (rows: Row[], executor: Executor = db) => codec.toWire(executor, rows);
  const wireOne = async (row: Row, executor: Executor = db) => (await wire([row], executor))[0]!;

  const isSelf = (admin: CurrentAdmin, id: string) => def.selfRecord === true && id === admin.id;

  function allowsOn(admin: CurrentAdmin, operation: Operation, id: string): boolean {
    return isSelf(admin, id) || allows(admin, def.access[operation]);
  }

  async function findRow(executor: Executor, admin: CurrentAdmin, id: string, lock = false): Promise<Row> {
    const query = executor
      .select()
      .from(table)
      .where(and(eq(idCol, id), isSelf(admin, id) ? undefined : gtaCondition(admin)));
    const [row] = (lock ? await query.for('update') : await query) as Row[];
    if (!row) throw notFound();
    return row;
  }

  async function checkReferences(executor: Executor, values: Readonly<Record<string, unknown>>) {
    const missing = await codec.missingReferences(executor, values);
    if (missing.length > 0) throw badRequest(es.api.validation, missing.map((path) => ({ path, msg: es.api.referenceNotFound })));
  }

  async function checkDependents(executor: Executor, values: Readonly<Record<string, unknown>>) {
    const wrong = await codec.mismatchedDependents(executor, values, (field) => {
      const target = registry.get(field.target);
      const param = field.dependsOn?.param ?? field.dependsOn!.field;
      const filter = target?.def.filterParams.find((f) => f.param === param);
      if (!target || !filter) throw new Error(`${def.module}: ${field.target} no filtra por ${param}`);
      return target.codec.fieldColumn(filter.field);
    });
    if (wrong.length > 0) {
      throw badRequest(
        es.api.validation,
        wrong.map((path) => {
          const field = def.fields[path] as ReferenceField;
          return { path, msg: es.api.dependentMismatch(def.fields[field.dependsOn!.field]!.label) };
        }),
      );
    }
  }

  async function checkUnique(executor: Executor, values: Readonly<Record<string, unknown>>, exceptId?: string) {
    for (const [name, field] of Object.entries(def.fields)) {
      const value = values[name];
      if (field.kind !== 'email' || !field.uniqueMessage || typeof value !== 'string' || value === '') continue;
      const column = codec.fieldColumn(name);
      const [taken] = await executor
        .select({ id: idCol })
        .from(table)
        .where(and(sql`lower(${column}) = ${value.toLowerCase()}`, exceptId ? sql`${idCol} <> ${exceptId}` : undefined))
        .limit(1);
      if (taken) throw conflict(field.uniqueMessage);
    }
  }

  function checkRules(values: Readonly<Record<string, unknown>>) {
    const errors = def.check?.(values) ?? [];
    if (errors.length > 0) throw badRequest(errors[0]!.msg, errors);
  }

  function pageOrder(sort: string, reverse: boolean): [SQL, SQL] {
    const direction = sort.startsWith('-') !== reverse ? desc : asc;
    return [direction(sortColumn(sort)), direction(idCol)];
  }

  async function pageRows(where: SQL | undefined, sort: string, limit: number, offset: number, reverse: boolean, edge?: SQL): Promise<Row[]> {
    return (await db
      .select()
      .from(table)
      .where(and(where, edge))
      .orderBy(...pageOrder(sort, reverse))
      .limit(limit)
      .offset(offset)) as Row[];
  }

  async function updateRow(executor: Executor, id: string, values: Record<string, unknown>): Promise<Row> {
    const [row] = (await executor.update(table).set(values).where(eq(idCol, id)).returning()) as Row[];
    if (!row) throw notFound();
    return row;
  }

  function checkVersion(row: Row, version: string | undefined) {
    if (version !== undefined && row.updatedAt.getTime() !== Date.parse(version)) throw conflict(es.api.stale);
  }

  async function transaction<T>(request: FastifyRequest, work: (ctx: HookContext) => Promise<T>): Promise<T> {
    const admin = currentAdmin(request);
    const deferred: (() => Promise<void> | void)[] = [];
    const result = await db.transaction((tx: Tx) => work({ request, admin, tx, afterCommit: (fn) => deferred.push(fn) }));
    for (const fn of deferred) {
      try {
        await fn();
      } catch (err) {
        request.log.error({ err }, 'tarea posterior al cambio no realizada');
      }
    }
    return result;
  }

  async function emit(ctx: HookContext, event: Omit<RecordEvent, 'module' | 'actor'>) {
    const { id, role, gta } = ctx.admin;
    const happened = { ...event, module: def.module, actor: { id, role, gta } };
    const told = await app.events.store(ctx.tx, happened);
    ctx.afterCommit(() => {
      for (const tell of told) tell();
      app.events.emit(happened);
    });
  }

  const sortColumn = (sort: string) => {
    const name = sort.replace(/^-/, '');
    return name in def.fields ? codec.fieldColumn(name) : codec.col(name);
  };

  /** Keyset conditions need a sort column without nulls: a row comparison with a null matches nothing. */
  async function keyset(anchorId: string | undefined, sort: string) {
    const column = sortColumn(sort);
    if (anchorId === undefined || !column.notNull) return undefined;
    const [anchor] = await db.select({ id: idCol }).from(table).where(eq(idCol, anchorId));
    if (!anchor) return undefined;
    const edge = sql`(select ${column}, ${idCol} from ${table} where ${idCol} = ${anchorId})`;
    const later = sql`(${column}, ${idCol}) > ${edge}`;
    const earlier = sql`(${column}, ${idCol}) < ${edge}`;
    return sort.startsWith('-') ? { after: earlier, before: later } : { after: later, before: earlier };
  }

  const service = {
    def,
    codec,
    table,
    uploads,
    gtaCondition,
    scope,
    counts,
    findRow,
    allowsOn,
    wire,
    wireOne,
    transaction,
    conditions,
    sortColumn,

    /** Lists restricted only by counted dimensions get an exact total and read a far page from the end backwards. */
    async list(
      request: FastifyRequest,
      query: ListInput & { page: number; limit: number; sort: string },
      extra?: SQL,
      options: ListOptions = {},
    ): Promise<Page<Wire>> {
      const where = conditions(request, query, extra, options);
      const { page, limit } = query;
      const offset = (page - 1) * limit;
      const restriction = extra ? undefined : counts.restriction(currentAdmin(request), query, options.everyone);
      const byKey = page > 1 ? await keyset(query.after ?? query.before, query.sort) : undefined;
      if (byKey) {
        const next = query.after !== undefined;
        const found = next ? await pageRows(where, query.sort, limit + 1, 0, false, byKey.after) : await pageRows(where, query.sort, limit, 0, true, byKey.before);
        const docs = next ? found.slice(0, limit) : found.reverse();
        const hasNext = next ? found.length > limit : true;
        if (restriction) return toPage(await wire(docs), await counts.count(db, restriction), page, limit, { hasNext });
        const counted = await countUpTo(db, db.select({ one: sql`1` }).from(table).where(where).$dynamic());
        return boundedPage(await wire(docs), hasNext, counted, page, limit);
      }
      if (!restriction) {
        const [found, counted] = await Promise.all([
          pageRows(where, query.sort, limit + 1, offset, false),
          countUpTo(db, db.select({ one: sql`1` }).from(table).where(where).$dynamic()),
        ]);
        return boundedPage(await wire(found.slice(0, limit)), found.length > limit, counted, page, limit);
      }
      if (page === 1) {
        const [found, total] = await Promise.all([pageRows(where, query.sort, limit, 0, false), counts.count(db, restriction)]);
        return toPage(await wire(found), total, page, limit);
      }
      const total = await counts.count(db, restriction);
      if (offset >= total) return toPage([], total, page, limit);
      // From whichever end is nearer: the last page of a million rows reads ten, not a million.
      const fromEnd = total - offset - limit;
      const found = offset <= fromEnd ? await pageRows(where, query.sort, limit, offset, false) : (await pageRows(where, query.sort, limit + Math.min(0, fromEnd), Math.max(0, fromEnd), true)).reverse();
      return toPage(await wire(found), total, page, limit);
    },

    async all(request: FastifyRequest, query: ListInput, extra?: SQL): Promise<Wire[]> {
      // A record titled by a reference has no text to sort by: newest first then.
      const order = def.fields[def.titleField]?.kind === 'reference' ? desc(codec.col('createdAt')) : asc(codec.fieldColumn(def.titleField));
      const rows = await db
        .select()
        .from(table)
        .where(conditions(request, query, extra))
        .orderBy(order, asc(idCol));
      return wire(rows as Row[]);
    },

    async totals(request: FastifyRequest, query: ListInput, extra?: SQL): Promise<Record<string, number | true>> {
      const unfiltered = { ...query, active: undefined };
      const restriction = extra ? undefined : counts.restriction(currentAdmin(request), unfiltered);
      if (restriction) return counts.totals(db, restriction);
      const { counts: found, capped } = await counts.readTotals(db, conditions(request, unfiltered, extra));
      return capped ? { ...found, capped: true } : found;
    },

    async get(request: FastifyRequest, id: string): Promise<Wire> {
      return wireOne(await findRow(db, currentAdmin(request), id));
    },

    async create(request: FastifyRequest, body: Record<string, unknown>): Promise<Wire> {
      const admin = currentAdmin(request);
      const values = def.normalize ? def.normalize({ ...body }) : { ...body };
      if (def.ownerField) values[def.ownerField] = admin.id;
      await assertWritableScope(db, admin, values);
      uploads.requireOnCreate(request);
      checkRules(values);
      await checkReferences(db, values);
      await checkDependents(db, values);
      await checkUnique(db, values);
      validatePlaces(def, values);
      const stored = await uploads.store(request);
      try {
        return await transaction(request, (ctx) => service.insertWithin(ctx, { ...values, ...stored.values }));
      } catch (err) {
        await stored.discard();
        throw err;
      }
    },

    async insertWithin(ctx: HookContext, values: Record<string, unknown>): Promise<Wire> {
      await hooks.beforeCreate?.(ctx, values);
      const [row] = (await ctx.tx.insert(table).values(codec.toRow(values)).returning()) as Row[];
      await codec.writeLists(ctx.tx, row!.id, values);
      await hooks.afterCreate?.(ctx, row!, values);
      await writeHistory(ctx.tx, {
        cause: 'create',
        description: def.messages?.createdHistory,
        document: row!.id,
        module: def.module,
        adminId: ctx.admin.id,
      });
      const record = await wireOne(row!, ctx.tx);
      await emit(ctx, { operation: 'create', record });
      return record;
    },

    async update(request: FastifyRequest, id: string, patch: Record<string, unknown>, opts: ChangeOptions): Promise<Wire> {
      const admin = currentAdmin(request);
      await checkReferences(db, patch);
      await checkUnique(db, patch, id);
      const stored = await uploads.store(request);
      let replaced: unknown[] = [];
      try {
        const updated = await transaction(request, async (ctx) => {
          const before = await findRow(ctx.tx, admin, id, true);
          checkVersion(before, opts.version);
          const previous = codec.fieldValues(before);
          if (def.rules?.update && !def.rules.update(admin, previous)) throw forbidden();
          if (def.gtaField && def.gtaField in patch) await assertWritableScope(ctx.tx, admin, patch);
          const merged = { ...previous, ...patch };
          const normalized = def.normalize ? def.normalize({ ...merged }) : merged;
          // What the client sent plus what the definition's rules derived from it.
          const changes = { ...patch, ...pick(normalized, changedBy(merged, normalized)) };
          checkRules({ ...previous, ...changes });
          if (dependentTouched(def, changes)) await checkDependents(ctx.tx, { ...previous, ...changes });
          validatePlaces(def, changes, before);
          await hooks.beforeUpdate?.(ctx, before, changes);
          const fieldChanges = await codec.changes(ctx.tx, before, { ...changes, ...stored.values });
          replaced = Object.keys(stored.values).map((name) => before[name]);
          // Both go to the server in one pipelined write.
          const [row] = await Promise.all([
            updateRow(ctx.tx, before.id, { ...codec.toRow(changes), ...stored.values, updatedAt: new Date() }),
            writeHistory(ctx.tx, {
              cause: 'edit',
              description: opts.reason,
              document: before.id,
              module: def.module,
              changes: fieldChanges,
              adminId: admin.id,
            }),
          ]);
          await codec.writeLists(ctx.tx, row.id, changes);
          await hooks.afterUpdate?.(ctx, row, before);
          const record = await wireOne(row, ctx.tx);
          await emit(ctx, { operation: 'update', record, previous, reason: opts.reason });
          return record;
        });
        await uploads.removeReplaced(replaced);
        return updated;
      } catch (err) {
        await stored.discard();
        throw err;
      }
    },

    async act(request: FastifyRequest, id: string, name: string, opts: ChangeOptions): Promise<{ record: Wire; action: ActionDef }> {
      const action = def.actionDefs[name];
      if (!action) throw notFound();
      if (!(action.field ?? def.status)) throw new Error(`${def.module}.${name}: sin campo de estado`);
      if (action.reason === 'required' && !opts.reason) {
        throw badRequest(es.api.validation, [{ path: 'historical', msg: es.validation.reasonRequired }]);
      }
      const record = await transaction(request, (ctx) => service.actWithin(ctx, id, name, opts));
      return { record, action };
    },

    async actWithin(ctx: HookContext, id: string, name: string, opts: ChangeOptions): Promise<Wire> {
      const action = def.actionDefs[name]!;
      const field = (action.field ?? def.status)!;
      const before = await findRow(ctx.tx, ctx.admin, id, true);
      const previous = codec.fieldValues(before);
      const owner = def.ownerField ? idOf(previous[def.ownerField]) : undefined;
      const target = { state: previous, owner };
      if (!mayAct(ctx.admin, action, target)) throw forbidden();
      await hooks.beforeAction?.(ctx, name, before);
      checkVersion(before, opts.version);
      if (!inActionState(action, def.status, target)) throw conflict(action.conflict);
      const [row] = await Promise.all([
        updateRow(ctx.tx, before.id, { ...(field === 'active' ? { active: action.to } : codec.toRow({ [field]: action.to })), updatedAt: new Date() }),
        writeHistory(ctx.tx, {
          cause: action.cause,
          description: opts.reason || action.description || '',
          document: before.id,
          module: def.module,
          changes: [{ field, from: previous[field] ?? null, to: action.to }],
          adminId: ctx.admin.id,
        }),
      ]);
      await hooks.afterAction?.(ctx, name, row);
      const wired = await wireOne(row, ctx.tx);
      await emit(ctx, { operation: name, record: wired, previous, reason: opts.reason });
      return wired;
    },

    async remove(request: FastifyRequest, id: string): Promise<Wire> {
      const admin = currentAdmin(request);
      const record = await transaction(request, async (ctx) => {
        const row = await findRow(ctx.tx, admin, id, true);
        const wired = await wireOne(row, ctx.tx);
        await ctx.tx.delete(table).where(eq(idCol, row.id));
        await emit(ctx, { operation: 'delete', record: wired });
        return { wired, row };
      });
      await uploads.removeReplaced(Object.keys(def.fileFields).map((name) => record.row[name]));
      return record.wired;
    },
  };

  async function assertWritableScope(executor: Executor, admin: CurrentAdmin, values: Readonly<Record<string, unknown>>) {
    if (!def.gtaField || admin.gta === null) return;
    const field = def.fields[def.gtaField] as ReferenceField;
    const value = values[def.gtaField];
    if (field.target === 'gtas') {
      if (!inGtaScope(admin, value)) throw forbidden();
      return;
    }
    const parent = registry.get(field.target);
    if (parent && typeof value === 'string') await parent.findRow(executor, admin, value).catch(() => Promise.reject(forbidden()));
  }

  return service;
}

export type RecordService = ReturnType<typeof createRecordService>;

function pick(values: Record<string, unknown>, names: string[]): Record<string, unknown> {
  return Object.fromEntries(names.filter((n) => n in values).map((n) => [n, values[n]]));
}

function changedBy(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((name) => after[name] !== before[name]);
}

function dependentTouched(def: Resource, changes: Record<string, unknown>): boolean {
  return Object.entries(def.fields).some(
    ([name, field]) => field.kind === 'reference' && field.dependsOn && (name in changes || field.dependsOn.field in changes),
  );
}
