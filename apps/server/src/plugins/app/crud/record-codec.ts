import { getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Resource } from '@app/domain/core/define-resource';
import type { FieldDef, ReferenceField } from '@app/domain/core/fields';
import type { FieldChange } from '@app/domain/core/history';
import type { Executor } from '../../../db/connect.ts';

export type Row = Record<string, unknown> & { id: string; active: boolean };
export type Tables = Partial<Record<string, PgTable>>;

/** The column key that holds a field: references keep the target's id in `<field>Id`. */
export const columnKey = (name: string, field: FieldDef) => (field.kind === 'reference' ? `${name}Id` : name);

/**
 * Translates between the wire shape of a resource (`_id`, references populated as `{ _id, name }`)
 * and the rows of its table, so the route handlers never deal with column names.
 */
export function createCodec(
  def: Resource,
  table: PgTable,
  tables: Tables,
  /** Values a module adds to each record beyond its fields (an admin's thumbnail). */
  extraWire?: (row: Row) => Record<string, unknown>,
) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const col = (key: string): PgColumn => {
    const c = columns[key];
    if (!c) throw new Error(`${def.module}: columna desconocida ${key}`);
    return c;
  };
  const fields = Object.entries(def.fields);
  const references = fields.filter((e): e is [string, ReferenceField] => e[1].kind === 'reference');
  for (const [name, field] of fields) col(columnKey(name, field));
  for (const [, ref] of references) {
    if (!tables[ref.target]) throw new Error(`${def.module}: sin tabla para la referencia a ${ref.target}`);
  }

  /** `{ _id, ...display }` of each referenced id, one query per reference field. */
  async function lookup(db: Executor, ref: ReferenceField, ids: string[]): Promise<Map<string, Record<string, unknown>>> {
    const target = tables[ref.target]!;
    const targetCols = getTableColumns(target) as Record<string, PgColumn>;
    if (ids.length === 0) return new Map();
    const selection: Record<string, PgColumn> = { _id: targetCols.id! };
    for (const key of ref.display) selection[key] = targetCols[key]!;
    const found = await db.select(selection).from(target).where(inArray(targetCols.id!, ids));
    return new Map(found.map((r) => [r._id as string, r]));
  }

  return {
    col,
    fieldColumn: (name: string) => col(columnKey(name, def.fields[name]!)),

    /** Body values (wire names) to column values. */
    toRow(values: Record<string, unknown>): Record<string, unknown> {
      const row: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(values)) {
        const field = def.fields[name];
        if (field && value !== undefined) row[columnKey(name, field)] = value;
      }
      return row;
    },

    /** Rows to wire records, references populated. */
    async toWire(db: Executor, rows: Row[]): Promise<Record<string, unknown>[]> {
      const populated = await Promise.all(
        references.map(async ([name, ref]) => {
          const key = columnKey(name, ref);
          const ids = [...new Set(rows.map((r) => r[key]).filter((v): v is string => typeof v === 'string'))];
          return [name, key, await lookup(db, ref, ids)] as const;
        }),
      );
      const refs = new Map(populated.map(([name, key, found]) => [name, { key, found }]));
      // Only what the definition declares leaves the server: a table may hold secrets (an admin's password hash).
      return rows.map((row) => {
        const record: Record<string, unknown> = {
          _id: row.id,
          active: row.active,
          createdAt: row.createdAt,
          updatedAt: row.updatedAt,
        };
        for (const [name, field] of fields) {
          const ref = refs.get(name);
          if (ref) record[name] = typeof row[ref.key] === 'string' ? (ref.found.get(row[ref.key] as string) ?? null) : null;
          else record[name] = row[columnKey(name, field)] ?? null;
        }
        return extraWire ? { ...record, ...extraWire(row) } : record;
      });
    },

    /** Referenced ids that do not exist, as field errors' paths. */
    async missingReferences(db: Executor, values: Record<string, unknown>): Promise<string[]> {
      const missing: string[] = [];
      for (const [name, ref] of references) {
        const id = values[name];
        if (typeof id === 'string' && !(await lookup(db, ref, [id])).has(id)) missing.push(name);
      }
      return missing;
    },

    /** What an edit changes, in the history's terms: references by their label, files by URL. */
    async changes(db: Executor, before: Row, patch: Record<string, unknown>): Promise<FieldChange[]> {
      const changes: FieldChange[] = [];
      for (const [name, value] of Object.entries(patch)) {
        const field = def.fields[name];
        if (!field || value === undefined) continue;
        const old = before[columnKey(name, field)] ?? null;
        if (old === value) continue;
        if (field.kind === 'reference') {
          const ids = [old, value].filter((v): v is string => typeof v === 'string');
          const found = await lookup(db, field, ids);
          const label = (id: unknown) => (typeof id === 'string' ? (found.get(id)?.[field.display[0]] ?? null) : null);
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
