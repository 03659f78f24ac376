import { Column, Param, Placeholder, getTableColumns, is } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PostgresJsSession } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import type { Executor } from '../db/connect.ts';
import type { Row } from './store.ts';

/** A drizzle statement builder (select, insert, update…): its text and its parameters, placeholders included. */
interface Buildable {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * A statement of fixed shape whose text drizzle builds once, with `sql.placeholder(name)` where each run's values go.
 * drizzle otherwise rebuilds a statement's text from its parts on every call; for an edit's lock, update and history
 * row that was about 200 µs of CPU, the largest cost of a request that a bare route running the same SQL does not
 * have. Each run hands the same text and its values (encoded by their columns, as drizzle would) straight to the
 * driver: even a text of a few parts costs drizzle ~9 µs to assemble again (its `sqlToQuery`), per statement.
 */
export class Compiled {
  readonly #text: string;
  readonly #params: unknown[];

  constructor(query: Buildable) {
    const { sql, params } = query.toSQL();
    // Each parameter must be a placeholder: a value fixed when the text was built (a literal, a column's
    // `$defaultFn`) would be sent by every run.
    if (!params.every((p) => is(p, Placeholder) || (is(p, Param) && is(p.value, Placeholder)))) throw new Error(`Sentencia con valores fijos: ${sql}`);
    this.#text = sql;
    this.#params = params;
  }

  /** Runs it on the pool or inside a transaction; the rows as the driver reads them (by column name). */
  async run(executor: Executor, values: Record<string, unknown> = {}): Promise<Record<string, unknown>[]> {
    return clientOf(executor).unsafe(this.#text, this.#params.map((param) => bind(param, values)) as postgres.ParameterOrJSON<never>[]);
  }
}

/**
 * The driver's client behind the pool or a transaction: the same one drizzle would send the statement through, with
 * its parsers (dates left as text for the columns to decode) and the prepared-statement choice of `openDatabase`.
 */
function clientOf(executor: Executor): postgres.Sql | postgres.TransactionSql {
  const session = executor._.session;
  if (!is(session, PostgresJsSession)) throw new Error('Sesión de base de datos inesperada');
  return session.client;
}

/**
 * Statements of one family (an update per set of columns, a page per order), each built on first use of its shape.
 * Past `limit` shapes the rarer ones are built on each use: clients choosing which fields to send cannot grow it.
 */
export function byShape(limit = 64): (shape: string, build: () => Buildable) => Compiled {
  const built = new Map<string, Compiled>();
  return (shape, build) => {
    const known = built.get(shape);
    if (known) return known;
    const statement = new Compiled(build());
    if (built.size < limit) built.set(shape, statement);
    return statement;
  };
}

/**
 * A placeholder's value, encoded by its column when it has one (a date as text, JSON as JSON), null left as null:
 * drizzle's own `fillPlaceholders` hands null to the column's encoder, which a date column cannot take.
 */
function bind(param: unknown, values: Record<string, unknown>): unknown {
  const placeholder = (is(param, Param) ? param.value : param) as Placeholder;
  if (!(placeholder.name in values)) throw new Error(`Falta el valor de ${placeholder.name}`);
  const value = values[placeholder.name];
  return value === null || value === undefined || !is(param, Param) ? (value ?? null) : param.encoder.mapToDriverValue(value);
}

/** A row read by column name into the table's row (column keys, values decoded by their columns), as drizzle's own. */
export function rowReader(table: PgTable): (raw: Record<string, unknown>) => Row {
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).map(([key, column]) => ({
    key,
    name: column.name,
    decode: decoderOf(column),
  }));
  return (raw) => {
    const row: Record<string, unknown> = {};
    for (const { key, name, decode } of columns) {
      const value = raw[name];
      row[key] = value === null || value === undefined ? null : decode ? decode(value) : value;
    }
    return row as Row;
  };
}

/** How a column's driver value becomes the row's; none where the column takes it as it is (text, uuid, boolean). */
function decoderOf(column: PgColumn): ((value: unknown) => unknown) | undefined {
  if (column.mapFromDriverValue === Column.prototype.mapFromDriverValue) return undefined;
  return (value) => column.mapFromDriverValue(value);
}
