import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Row, Wire } from '../store.ts';
import type { RecordContext } from './context.ts';
import { conditions, orderBy, type ListInput } from './list.ts';
import { wire } from './scope.ts';

const BATCH = 500;
const EXPORT_TIMEOUT_MS = 15 * 60 * 1000;

/** The list's records in its order, read through a cursor `BATCH` at a time, never all of them in memory. */
export async function* exportBatches(ctx: RecordContext, query: ListInput & { sort: string }): AsyncGenerator<Wire[]> {
  const { table } = ctx.resource;
  const { sql } = ctx.app.database;
  const { sql: text, params } = ctx.db
    .select()
    .from(table)
    .where(conditions(ctx, query))
    .orderBy(...orderBy(ctx, query.sort))
    .toSQL();
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>);
  const toRow = (raw: Record<string, unknown>) =>
    Object.fromEntries(columns.map(([key, column]) => [key, raw[column.name] === null ? null : column.mapFromDriverValue(raw[column.name])])) as Row;
  // The pool's per-request timeout would cut a long cursor short: it gets a connection of its own.
  const reserved = await sql.reserve();
  try {
    await reserved.unsafe(`set statement_timeout = ${EXPORT_TIMEOUT_MS}`);
    for await (const batch of reserved.unsafe(text, params as never[]).cursor(BATCH)) {
      yield await wire(ctx, batch.map((raw) => toRow(raw as Record<string, unknown>)));
    }
  } finally {
    await reserved.unsafe('reset statement_timeout').catch(() => undefined);
    reserved.release();
  }
}
