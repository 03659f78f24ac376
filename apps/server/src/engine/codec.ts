import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Resource } from '@app/domain/core/define-resource';
import type { FieldDef, ReferenceField, ReferencesField } from '@app/domain/core/fields';
import type { FieldChange } from '@app/domain/core/history';
import { referenceText } from '@app/domain/resources/record-text';
import type { Executor } from '../db/connect.ts';
import type { ReferenceListTable } from '../db/schema/columns.ts';
import type { ResourceStore, Row, Stores, Wire } from './store.ts';

export const columnKey = (name: string, field: FieldDef) => (field.kind === 'reference' ? `${name}Id` : name);

type Populated = Record<string, unknown> & { _id: string };

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

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
  const references = fields.filter((e): e is [string, ReferenceField] => e[1].kind === 'reference');
  const lists = fields.filter((e): e is [string, ReferencesField] => e[1].kind === 'references');
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
  for (const [name, field] of fields) if (field.kind !== 'references') col(columnKey(name, field));
  for (const [name, field] of [...references, ...lists]) {
    targetOf(field);
    if (field.kind === 'references') listTable(name);
  }

  async function lookup(db: Executor, field: ReferenceField | ReferencesField, ids: string[]): Promise<Map<string, Populated>> {
    if (ids.length === 0) return new Map();
    const targetCols = getTableColumns(targetOf(field)) as Record<string, PgColumn>;
    const selection: Record<string, PgColumn> = { _id: targetCols.id! };
    for (const key of field.display) selection[key] = targetCols[key]!;
    const found = (await db.select(selection).from(targetOf(field)).where(inArray(targetCols.id!, ids))) as Populated[];
    return new Map(found.map((r) => [r._id, r]));
  }

  async function listsOf(db: Executor, name: string, field: ReferencesField, ownerIds: string[]): Promise<Map<string, Populated[]>> {
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
  }

  const plan = fields.map(([name, field]) => ({ name, key: columnKey(name, field), kind: field.kind === 'reference' || field.kind === 'references' ? field.kind : 'value' }));
  const computed = Object.entries(def.computed ?? {}).map(([name, c]) => [name, c.value] as const);

  // A person reads by their full name, a CLIMB by nomenclature and name, as every screen shows the reference.
  const labelOf = (field: ReferenceField | ReferencesField, item: Populated | undefined) =>
    item === undefined ? null : (referenceText(field, item) ?? null);

  return {
    table,
    col,
    fieldColumn: (name: string) => col(columnKey(name, def.fields[name]!)),
    listTable,

    toRow(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
      const row: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(values)) {
        const field = def.fields[name];
        if (field && field.kind !== 'references' && value !== undefined) row[columnKey(name, field)] = value;
      }
      return row;
    },

    fieldValues(row: Row): Record<string, unknown> {
      const values: Record<string, unknown> = { _id: row.id, active: row.active };
      for (const [name, field] of fields) if (field.kind !== 'references') values[name] = row[columnKey(name, field)] ?? null;
      return values;
    },

    async toWire(db: Executor, rows: Row[]): Promise<Wire[]> {
      const [populated, listed] =
        references.length + lists.length === 0
          ? [[], []]
          : await Promise.all([
              Promise.all(
                references.map(async ([name, field]) => {
                  const key = columnKey(name, field);
                  const ids = [...new Set(rows.map((r) => r[key]).filter((v): v is string => typeof v === 'string'))];
                  return [name, await lookup(db, field, ids)] as const;
                }),
              ),
              Promise.all(lists.map(async ([name, field]) => [name, await listsOf(db, name, field, rows.map((r) => r.id))] as const)),
            ]);
      const refs = new Map(populated);
      const listMaps = new Map(listed);
      // Only what the definition declares leaves the server: a table may hold secrets (an admin's password hash).
      return rows.map((row) => {
        const record: Wire = { _id: row.id, active: row.active, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
        for (const { name, key, kind } of plan) {
          if (kind === 'value') record[name] = iso(row[key]) ?? null;
          else if (kind === 'reference') record[name] = typeof row[key] === 'string' ? (refs.get(name)!.get(row[key]) ?? null) : null;
          else record[name] = listMaps.get(name)!.get(row.id) ?? [];
        }
        for (const [name, value] of computed) record[name] = value(record);
        return record;
      });
    },

    async missingReferences(db: Executor, values: Readonly<Record<string, unknown>>): Promise<string[]> {
      const missing: string[] = [];
      for (const [name, field] of [...references, ...lists]) {
        const value = values[name];
        const ids = [...new Set(Array.isArray(value) ? value : typeof value === 'string' ? [value] : [])] as string[];
        if (ids.length === 0) continue;
        const found = await lookup(db, field, ids);
        if (ids.some((id) => !found.has(id))) missing.push(name);
      }
      return missing;
    },

    async mismatchedDependents(db: Executor, values: Readonly<Record<string, unknown>>, targetFilter: (field: ReferenceField) => PgColumn) {
      const wrong: string[] = [];
      for (const [name, field] of references) {
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
        if (!field || value === undefined) continue;
        if (field.kind === 'references') {
          const old = ((await listsOf(db, name, field, [before.id])).get(before.id) ?? []).map((item) => item._id);
          const next = (value as string[]).map(String);
          if (old.length === next.length && old.every((id, i) => id === next[i])) continue;
          const found = await lookup(db, field, [...old, ...next]);
          const labels = (ids: string[]) => ids.map((id) => labelOf(field, found.get(id))).join(', ');
          changes.push({ field: name, from: labels(old), to: labels(next) });
          continue;
        }
        const old = iso(before[columnKey(name, field)]) ?? null;
        if (old === value) continue;
        if (field.kind === 'reference') {
          const ids = [old, value].filter((v): v is string => typeof v === 'string');
          const found = await lookup(db, field, ids);
          const label = (id: unknown) => (typeof id === 'string' ? labelOf(field, found.get(id)) : null);
          changes.push({ field: name, from: label(old), to: label(value) });
        } else {
          changes.push({ field: name, from: old, to: value });
        }
      }
      return changes;
    },
  };
}

export type RecordCodec = ReturnType<typeof createCodec>;
