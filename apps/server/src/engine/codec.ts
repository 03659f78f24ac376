import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Resource } from '@app/domain/core/define-resource';
import { isReferenceKind, type FieldDef, type ReferenceField, type ReferencesField } from '@app/domain/core/fields';
import type { FieldChange } from '@app/domain/core/history';
import type { Executor } from '../db/connect.ts';
import type { ReferenceListTable } from '../db/schema/columns.ts';
import { serverKind, type KindReads, type Populated } from './kinds.ts';
import type { ResourceStore, Row, Stores, Wire } from './store.ts';

export const columnKey = (name: string, field: FieldDef) => serverKind(field).column(name);

/** Translates between a resource's wire shape and its table's rows, so services never deal with column names. */
export function createCodec(def: Resource, store: ResourceStore, stores: Stores) {
  const { table } = store;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const col = (key: string): PgColumn => {
    const c = columns[key];
    if (!c) throw new Error(`${def.module}: columna desconocida ${key}`);
    return c;
  };
  const fields = Object.entries(def.fields);
  const lists = fields.filter(([, field]) => serverKind(field).list);
  const inColumns = fields.filter(([, field]) => !serverKind(field).list);
  const keys = new Map(inColumns.map(([name, field]) => [name, columnKey(name, field)]));
  // Lists last: the order missing references are reported in.
  const references = [...inColumns, ...lists].filter((e): e is [string, ReferenceField | ReferencesField] => isReferenceKind(e[1]));
  const dependents = references.filter((e): e is [string, ReferenceField] => 'dependsOn' in e[1]);
  const targetOf = (field: ReferenceField | ReferencesField): PgTable => {
    const target = stores[field.target]?.table;
    if (!target) throw new Error(`${def.module}: sin tabla para la referencia a ${field.target}`);
    return target;
  };
  const listTable = (name: string): ReferenceListTable => {
    const list = store.lists?.[name];
    if (!list) throw new Error(`${def.module}: sin tabla de la lista ${name}`);
    return list;
  };
  for (const key of keys.values()) col(key);
  for (const [name, field] of references) {
    targetOf(field);
    if (serverKind(field).list) listTable(name);
  }

  const reads = (db: Executor): KindReads => ({
    async lookup(field, ids) {
      if (ids.length === 0) return new Map();
      const targetCols = getTableColumns(targetOf(field)) as Record<string, PgColumn>;
      const selection: Record<string, PgColumn> = { _id: targetCols.id! };
      for (const key of field.display) selection[key] = targetCols[key]!;
      const found = (await db.select(selection).from(targetOf(field)).where(inArray(targetCols.id!, ids))) as Populated[];
      return new Map(found.map((r) => [r._id, r]));
    },
    async listsOf(name, field, ownerIds) {
      const byOwner = new Map<string, Populated[]>();
      if (ownerIds.length === 0) return byOwner;
      const list = listTable(name);
      const target = targetOf(field);
      const targetCols = getTableColumns(target) as Record<string, PgColumn>;
      const selection: Record<string, PgColumn> = { owner: list.ownerId, _id: targetCols.id! };
      for (const key of field.display) selection[key] = targetCols[key]!;
      const rows = (await db
        .select(selection)
        .from(list)
        .innerJoin(target, eq(targetCols.id!, list.targetId))
        .where(inArray(list.ownerId, ownerIds))
        .orderBy(asc(list.ownerId), asc(list.position))) as (Populated & { owner: string })[];
      for (const { owner, ...item } of rows) byOwner.set(owner, [...(byOwner.get(owner) ?? []), item as Populated]);
      return byOwner;
    },
  });

  const computed = Object.entries(def.computed ?? {}).map(([name, c]) => [name, c.value] as const);

  return {
    table,
    col,
    fieldColumn: (name: string) => col(columnKey(name, def.fields[name]!)),
    listTable,

    toRow(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
      const row: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(values)) {
        const key = keys.get(name);
        if (key !== undefined && value !== undefined) row[key] = value;
      }
      return row;
    },

    fieldValues(row: Row): Record<string, unknown> {
      const values: Record<string, unknown> = { _id: row.id, active: row.active };
      for (const [name, key] of keys) values[name] = row[key] ?? null;
      return values;
    },

    async toWire(db: Executor, rows: Row[]): Promise<Wire[]> {
      const bound = reads(db);
      const readers = await Promise.all(fields.map(([name, field]) => serverKind(field).wire(bound, name, field, rows)));
      // Only what the definition declares leaves the server: a table may hold secrets (an admin's password hash).
      return rows.map((row) => {
        const record: Wire = { _id: row.id, active: row.active, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
        fields.forEach(([name], i) => (record[name] = readers[i]!(row)));
        for (const [name, value] of computed) record[name] = value(record);
        return record;
      });
    },

    async missingReferences(db: Executor, values: Readonly<Record<string, unknown>>): Promise<string[]> {
      const missing: string[] = [];
      for (const [name, field] of references) {
        const value = values[name];
        const ids = [...new Set(Array.isArray(value) ? value : typeof value === 'string' ? [value] : [])] as string[];
        if (ids.length === 0) continue;
        const found = await reads(db).lookup(field, ids);
        if (ids.some((id) => !found.has(id))) missing.push(name);
      }
      return missing;
    },

    async mismatchedDependents(db: Executor, values: Readonly<Record<string, unknown>>, targetFilter: (field: ReferenceField) => PgColumn) {
      const wrong: string[] = [];
      for (const [name, field] of dependents) {
        const on = field.dependsOn;
        const id = values[name];
        if (!on || typeof id !== 'string') continue;
        const sibling = values[on.field];
        const targetId = (getTableColumns(targetOf(field)) as Record<string, PgColumn>).id!;
        const [ok] = await db
          .select({ one: sql`1` })
          .from(targetOf(field))
          .where(and(eq(targetId, id), typeof sibling === 'string' ? eq(targetFilter(field), sibling) : sql`false`))
          .limit(1);
        if (!ok) wrong.push(name);
      }
      return wrong;
    },

    async writeLists(db: Executor, ownerId: string, values: Readonly<Record<string, unknown>>): Promise<void> {
      for (const [name] of lists) {
        const ids = values[name];
        if (!Array.isArray(ids)) continue;
        const list = listTable(name);
        await db.delete(list).where(eq(list.ownerId, ownerId));
        if (ids.length > 0) {
          await db.insert(list).values(ids.map((targetId, position) => ({ ownerId, targetId: String(targetId), position })));
        }
      }
    },

    async changes(db: Executor, before: Row, patch: Readonly<Record<string, unknown>>): Promise<FieldChange[]> {
      const changes: FieldChange[] = [];
      for (const [name, value] of Object.entries(patch)) {
        const field = def.fields[name];
        const change = field && value !== undefined ? await serverKind(field).change(reads(db), name, field, before, value) : undefined;
        if (change) changes.push(change);
      }
      return changes;
    },
  };
}

export type RecordCodec = ReturnType<typeof createCodec>;
