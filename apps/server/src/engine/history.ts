import type { FieldChange, HistoryCause } from '@app/domain/core/history';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/connect.ts';
import { historicals } from '../db/schema/index.ts';
import { Compiled } from './compiled.ts';

export interface HistoryInput {
  cause: HistoryCause;
  description?: string;
  document: string;
  module: string;
  changes?: FieldChange[];
  adminId?: string | null;
  userId?: string | null;
}

/** Every change writes one: its statement is built once (on first use, from the executor at hand). */
let insert: Compiled | undefined;

/** Called with the transaction of the change it records, so both land or neither does. */
export async function writeHistory(tx: Executor, entry: HistoryInput): Promise<void> {
  const p = sql.placeholder;
  insert ??= new Compiled(
    tx.insert(historicals).values({
      cause: p('cause'),
      description: p('description'),
      document: p('document'),
      module: p('module'),
      changes: p('changes'),
      adminId: p('adminId'),
      userId: p('userId'),
    }),
  );
  await insert.run(tx, {
    cause: entry.cause,
    description: entry.description ?? '',
    document: entry.document,
    module: entry.module,
    changes: entry.changes ?? [],
    adminId: entry.adminId ?? null,
    userId: entry.userId ?? null,
  });
}
