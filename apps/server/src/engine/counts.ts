import { and, count, eq, getTableName, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Resource } from '@app/domain/core/define-resource';
import type { ReferenceField } from '@app/domain/core/fields';
import type { Db, Executor, Sql } from '../db/connect.ts';
import { recordCounts } from '../db/schema/counters.ts';
import type { RecordCodec } from './codec.ts';
import { serverKind } from './kinds.ts';

/** Past this many matching rows a count stops reading and says so, so a search over a million rows stays fast. */
export const COUNT_CAP = 10_000;

export async function countUpTo(db: Executor, query: PgSelect): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(query.limit(COUNT_CAP + 1).as('capped'))
    .prepare('count')
    .execute();
  return row?.n ?? 0;
}

export type Restriction = Readonly<Record<string, readonly unknown[]>>;

interface Group {
  key: Record<string, unknown>;
  n: number;
}

interface CountQuery {
  active?: boolean | 'all';
  search?: string;
  [param: string]: unknown;
}

/** Exact counters per combination of counting dimensions, kept by triggers in each change's transaction. */
export function createCounts(db: Db, def: Resource, codec: RecordCodec) {
  const tableName = getTableName(codec.table);
  const columnOf = (name: string): PgColumn => (name === 'active' ? codec.col('active') : codec.fieldColumn(name));
  const gtaField = def.gtaField ? (def.fields[def.gtaField] as ReferenceField) : undefined;
  const directGta = gtaField?.target === 'gtas' ? def.gtaField : undefined;
  const owner = def.ownerScope ? def.ownerField : undefined;
  const dimFields = [
    ...new Set(['active', ...def.counterDefs.flatMap((c) => Object.keys(c.where)), ...(directGta ? [directGta] : []), ...(owner ? [owner] : [])]),
  ];
  const dims = dimFields.map((name) => columnOf(name).name);
  const dimOf = new Map(dimFields.map((name, i) => [name, dims[i]!]));

  const matches = (key: Record<string, unknown>, restriction: Restriction) =>
    Object.entries(restriction).every(([column, values]) => values.some((v) => String(v) === String(key[column])));

  const groupsQuery = db
    .select({ key: recordCounts.key, n: recordCounts.n })
    .from(recordCounts)
    .where(and(eq(recordCounts.tableName, tableName), ne(recordCounts.n, 0)))
    .prepare(`groups_${tableName}`);
  const groups = async () => (await groupsQuery.execute()) as Group[];

  return {
    dims,

    async track(client: Sql) {
      await client`select app_track_counts(${tableName}, ${dims}::text[])`;
    },

    restriction(admin: { id: string | null; gta: string | null }, query: CountQuery, everyone = false): Restriction | undefined {
      if (query.search || query.createdFrom !== undefined || query.createdTo !== undefined) return undefined;
      const restriction: Record<string, readonly unknown[]> = {};
      if (query.active !== undefined && query.active !== 'all') restriction[dimOf.get('active')!] = [query.active];
      for (const { param, field } of def.filterParams) {
        const value = query[param];
        if (value === undefined) continue;
        const column = dimOf.get(field);
        if (!column || !serverKind(def.fields[field]!).countable) return undefined;
        restriction[column] = Array.isArray(value) ? value : [value];
      }
      if (admin.gta !== null && def.gtaField) {
        if (!directGta) return undefined;
        const column = dimOf.get(directGta)!;
        const asked = restriction[column];
        restriction[column] = asked ? asked.filter((v) => v === admin.gta) : [admin.gta];
      }
      if (owner && !everyone && admin.id !== null) {
        const column = dimOf.get(owner)!;
        const asked = restriction[column];
        restriction[column] = asked ? asked.filter((v) => v === admin.id) : [admin.id];
      }
      return restriction;
    },

    async count(restriction: Restriction): Promise<number> {
      return (await groups()).reduce((sum, g) => (matches(g.key, restriction) ? sum + g.n : sum), 0);
    },

    async totals(restriction: Restriction): Promise<Record<string, number>> {
      const found = await groups();
      return Object.fromEntries(
        def.counterDefs.map((c) => {
          const where = { ...restriction };
          for (const [name, value] of Object.entries(c.where)) {
            const column = dimOf.get(name)!;
            where[column] = (where[column] ?? [value]).filter((v) => String(v) === String(value));
          }
          return [c.key, found.reduce((sum, g) => (matches(g.key, where) ? sum + g.n : sum), 0)];
        }),
      );
    },

    async readTotals(db: Db, where: SQL | undefined): Promise<{ counts: Record<string, number>; capped: boolean }> {
      const sample = db
        .select(Object.fromEntries(dimFields.map((name) => [name, columnOf(name)])))
        .from(codec.table)
        .where(where)
        .limit(COUNT_CAP + 1)
        .as('sample');
      const sampled = sample as unknown as Record<string, PgColumn>; // the subquery's columns, by field name
      const selection = Object.fromEntries(
        def.counterDefs.map((c) => {
          const conditions = Object.entries(c.where).map(([name, value]) => eq(sampled[name]!, value));
          return [c.key, conditions.length > 0 ? count(sql`case when ${and(...conditions)} then 1 end`) : count()];
        }),
      );
      const [row] = await db.select({ ...selection, all: count() }).from(sample);
      const { all, ...counts } = row ?? { all: 0 };
      const capped = Number(all) > COUNT_CAP;
      return {
        counts: Object.fromEntries(def.counterDefs.map((c) => [c.key, capped && Object.keys(c.where).length === 0 ? COUNT_CAP : Number(counts[c.key as keyof typeof counts] ?? 0)])),
        capped,
      };
    },
  };
}

export type Counts = ReturnType<typeof createCounts>;
