import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { toPage, type Page } from '@app/domain/core/page';
import type { Executor } from '../../db/connect.ts';
import { countUpTo } from '../counts.ts';
import { filterCondition } from '../kinds.ts';
import { boundedPage } from '../paginate.ts';
import { searchCondition } from '../search.ts';
import type { Row, Wire } from '../store.ts';
import { adminIdOf, gtaOf } from './actor.ts';
import type { RecordContext, ResourceRuntime } from './context.ts';
import { scope, wire } from './scope.ts';

export interface ListInput {
  active?: boolean | 'all';
  search?: string;
  createdFrom?: string;
  createdTo?: string;
  [param: string]: unknown;
}

export type PageInput = ListInput & { page: number; limit: number; sort: string };

/** `extra` narrows a module's own list (a date range, the cards outside the carousel); `everyone` lifts owner scope. */
export interface ListOptions {
  extra?: SQL;
  everyone?: boolean;
}

export function conditions(ctx: RecordContext, query: ListInput, options: ListOptions = {}): SQL | undefined {
  const { def, codec } = ctx.resource;
  const { active, search, createdFrom, createdTo } = query;
  return and(
    active === undefined || active === 'all' ? undefined : eq(codec.col('active'), active),
    searchCondition(ctx.resource.searchText, search),
    createdFrom === undefined ? undefined : gte(codec.col('createdAt'), new Date(createdFrom)),
    createdTo === undefined ? undefined : lte(codec.col('createdAt'), new Date(createdTo)),
    scope(ctx, options),
    ...def.filterParams.map(({ param, field }) => (query[param] === undefined ? undefined : filterCondition(def, codec, field, query[param]))),
    options.extra,
  );
}

export function sortColumn(ctx: RecordContext, sort: string): PgColumn {
  const name = sort.replace(/^-/, '');
  return name in ctx.resource.def.fields ? ctx.resource.codec.fieldColumn(name) : ctx.resource.codec.col(name);
}

export function orderBy(ctx: RecordContext, sort: string): [SQL, SQL] {
  const direction = sort.startsWith('-') ? desc : asc;
  return [direction(sortColumn(ctx, sort)), direction(ctx.resource.codec.col('id'))];
}

/** The counters' restriction for what the actor asks and may see; none when the counters cannot answer it. */
function restrictionFor(ctx: RecordContext, query: ListInput, everyone?: boolean) {
  if (ctx.actor.kind === 'user') return undefined;
  return ctx.resource.counts.restriction({ id: adminIdOf(ctx.actor), gta: gtaOf(ctx.actor) }, query, everyone);
}

interface PageQuery {
  execute(page: { limit: number; offset: number }): Promise<unknown>;
}

/** The page's ids first, from the list's index alone (a far page skips rows without reading them), then their rows. */
function pageQuery(db: Executor, { table, codec }: ResourceRuntime, where: SQL | undefined, order: SQL[]): PageQuery {
  const ids = db
    .select({ id: codec.col('id') })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return db.select().from(table).where(inArray(codec.col('id'), ids)).orderBy(...order).prepare('page');
}

/** A list nobody narrowed, the way every module opens, is built once per order and runs with only its page to fill in. */
const plainPages = new WeakMap<ResourceRuntime, Map<string, PageQuery>>();

function plainPageQuery(ctx: RecordContext, sort: string): PageQuery {
  let pages = plainPages.get(ctx.resource);
  if (!pages) plainPages.set(ctx.resource, (pages = new Map()));
  let query = pages.get(sort);
  if (!query) pages.set(sort, (query = pageQuery(ctx.app.database.db, ctx.resource, undefined, orderBy(ctx, sort))));
  return query;
}

/** One page by OFFSET. Totals come from the counters when only counted dimensions restrict the list, else a capped count. */
export async function list(ctx: RecordContext, query: PageInput, options: ListOptions = {}): Promise<Page<Wire>> {
  const { table, counts } = ctx.resource;
  const { page, limit } = query;
  const where = conditions(ctx, query, options);
  const plain = where === undefined && ctx.db === ctx.app.database.db;
  const pageRows = plain ? plainPageQuery(ctx, query.sort) : pageQuery(ctx.db, ctx.resource, where, orderBy(ctx, query.sort));
  const rows = pageRows.execute({ limit: limit + 1, offset: (page - 1) * limit }).then((found) => found as Row[]);
  const restriction = options.extra ? undefined : restrictionFor(ctx, query, options.everyone);
  if (restriction) {
    const [found, total] = await Promise.all([rows, counts.count(restriction)]);
    return toPage(await wire(ctx, found.slice(0, limit)), total, page, limit, { hasNext: found.length > limit });
  }
  const [found, counted] = await Promise.all([rows, countUpTo(ctx.db, ctx.db.select({ one: sql`1` }).from(table).where(where).$dynamic())]);
  return boundedPage(await wire(ctx, found.slice(0, limit)), found.length > limit, counted, page, limit);
}

/** Every matching record, for choices in a form: by title, or newest first when the title is a reference. */
export async function all(ctx: RecordContext, query: ListInput, options: ListOptions = {}): Promise<Wire[]> {
  const { def, codec, table } = ctx.resource;
  const order = def.fields[def.titleField]?.kind === 'reference' ? desc(codec.col('createdAt')) : asc(codec.fieldColumn(def.titleField));
  const rows = await ctx.db
    .select()
    .from(table)
    .where(conditions(ctx, query, options))
    .orderBy(order, asc(codec.col('id')));
  return wire(ctx, rows as Row[]);
}

/** The list's counters (active, inactive, per status…) whatever the `active` filter says. */
export async function totals(ctx: RecordContext, query: ListInput): Promise<Record<string, number | true>> {
  const { counts } = ctx.resource;
  const unfiltered = { ...query, active: undefined };
  const restriction = restrictionFor(ctx, unfiltered);
  if (restriction) return counts.totals(restriction);
  const { counts: found, capped } = await counts.readTotals(ctx.db, conditions(ctx, unfiltered));
  return capped ? { ...found, capped: true } : found;
}
