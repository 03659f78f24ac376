import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Resource } from '@app/domain/core/define-resource';
import type { FieldDef, FieldFor, FieldKind, ReferenceField, ReferencesField } from '@app/domain/core/fields';
import type { FieldChange } from '@app/domain/core/history';
import { referenceText, valueText } from '@app/domain/resources/record-text';
import type { ReferenceListTable } from '../db/schema/columns.ts';
import type { RecordCodec } from './codec.ts';
import type { Row } from './store.ts';

export type Populated = Record<string, unknown> & { _id: string };

/** The codec's reads of other tables, bound to one executor. */
export interface KindReads {
  lookup(field: ReferenceField | ReferencesField, ids: string[]): Promise<Map<string, Populated>>;
  listsOf(name: string, field: ReferencesField, ownerIds: string[]): Promise<Map<string, Populated[]>>;
}

type Reader = (row: Row) => unknown;

/** What the server does with one field kind; `On` is what its filter reads, its column or its list table. */
interface ServerKind<F extends FieldDef = FieldDef, On = PgColumn> {
  column(name: string): string;
  /** Stored in a list table (owner, target, position), not in a column. */
  list?: true;
  filter(on: On, id: PgColumn, value: unknown): SQL;
  /** Reads the values of all the rows at once, so a page costs one query per reference. */
  wire(reads: KindReads, name: string, field: F, rows: Row[]): Reader | Promise<Reader>;
  /** Undefined when the patch leaves the value as it was. */
  change(reads: KindReads, name: string, field: F, before: Row, value: unknown): Promise<FieldChange | undefined>;
  /** Null leaves the column out of exports. */
  exportText: ((value: unknown, at: { def: Resource; name: string; appUrl: string; timeZone: string }) => string) | null;
  /** A filter on it matches stored values exactly, so the counters can answer it when it is one of their dimensions. */
  countable?: true;
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const stored = (row: Row, key: string) => iso(row[key]) ?? null;
const ids = (values: unknown[]) => [...new Set(values.filter((v): v is string => typeof v === 'string'))];

// A person reads by their full name, a CLIMB by nomenclature and name, as every screen shows the reference.
const labelOf = (field: ReferenceField | ReferencesField, item: Populated | undefined) =>
  item === undefined ? null : (referenceText(field, item) ?? null);

const plain: ServerKind = {
  column: (name) => name,
  filter: (column, _id, values) => inArray(column, values as unknown[]),
  wire: (_reads, name) => (row) => stored(row, name),
  async change(_reads, name, _field, before, value) {
    const old = stored(before, name);
    return old === value ? undefined : { field: name, from: old, to: value };
  },
  exportText: (value, { def, name, timeZone }) => valueText(def, name, value, { timeZone }),
};

const reference: ServerKind<ReferenceField> = {
  ...plain,
  column: (name) => `${name}Id`,
  async wire(reads, name, field, rows) {
    const key = `${name}Id`;
    const found = await reads.lookup(field, ids(rows.map((r) => r[key])));
    return (row) => (typeof row[key] === 'string' ? (found.get(row[key]) ?? null) : null);
  },
  async change(reads, name, field, before, value) {
    const old = stored(before, `${name}Id`);
    if (old === value) return undefined;
    const found = await reads.lookup(field, ids([old, value]));
    const label = (id: unknown) => (typeof id === 'string' ? labelOf(field, found.get(id)) : null);
    return { field: name, from: label(old), to: label(value) };
  },
  countable: true,
};

const references: ServerKind<ReferencesField, ReferenceListTable> = {
  ...plain,
  list: true,
  filter: (list, id, values) => sql`exists (select 1 from ${list} where ${list.ownerId} = ${id} and ${inArray(list.targetId, values as string[])})`,
  async wire(reads, name, field, rows) {
    const lists = await reads.listsOf(name, field, rows.map((r) => r.id));
    return (row) => lists.get(row.id) ?? [];
  },
  async change(reads, name, field, before, value) {
    const old = ((await reads.listsOf(name, field, [before.id])).get(before.id) ?? []).map((item) => item._id);
    const next = (value as string[]).map(String);
    if (old.length === next.length && old.every((id, i) => id === next[i])) return undefined;
    const found = await reads.lookup(field, [...old, ...next]);
    const labels = (list: string[]) => list.map((id) => labelOf(field, found.get(id))).join(', ');
    return { field: name, from: labels(old), to: labels(next) };
  },
};

const KINDS: { [K in FieldKind]: ServerKind<FieldFor<K>, PgColumn | ReferenceListTable> } = {
  text: plain,
  textarea: plain,
  email: { ...plain, filter: (column: PgColumn, _id, value) => sql`lower(${column}) = ${String(value).toLowerCase()}` },
  number: plain,
  color: plain,
  select: { ...plain, countable: true },
  reference,
  references,
  boolean: { ...plain, filter: (column: PgColumn, _id, value) => eq(column, value as boolean), countable: true },
  date: plain,
  // A thumbnail means nothing in a spreadsheet.
  image: { ...plain, exportText: null },
  pdf: { ...plain, exportText: (value, { appUrl }) => (typeof value === 'string' && value !== '' ? new URL(value, appUrl).href : '') },
  country: plain,
  state: plain,
  city: plain,
};

// Each entry is typed for its own kind; looked up by a field's kind it is that field's entry.
export const serverKind = (field: FieldDef) => KINDS[field.kind] as ServerKind<FieldDef, PgColumn | ReferenceListTable>;

/** A list filter on the field `name`, from its parsed query value. */
export function filterCondition(def: Resource, codec: RecordCodec, name: string, value: unknown): SQL {
  const kind = serverKind(def.fields[name]!);
  return kind.filter(kind.list ? codec.listTable(name) : codec.fieldColumn(name), codec.col('id'), value);
}

/** How a list column reads in an export (a record's own columns read as plain values); undefined leaves it out. */
export function exportText(def: Resource, name: string, appUrl: string, timeZone: string): ((value: unknown) => string) | undefined {
  const field = def.fields[name];
  const text = (field ? serverKind(field) : plain).exportText;
  return text ? (value) => text(value, { def, name, appUrl, timeZone }) : undefined;
}
