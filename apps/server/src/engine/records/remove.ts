import { eq } from 'drizzle-orm';
import type { Wire } from '../store.ts';
import { change, emit, type RecordContext } from './context.ts';
import { assertPermits, findRow, wireOne } from './scope.ts';

/** Deletes the record (its lists and dependants go by the foreign keys) and, once committed, its files. */
export async function remove(ctx: RecordContext, id: string): Promise<Wire> {
  const { def, table, codec, uploads } = ctx.resource;
  assertPermits(ctx, 'delete');
  const { record, row } = await change(ctx, async (tx) => {
    const row = await findRow(tx, id, true);
    const record = await wireOne(tx, row);
    await tx.tx.delete(table).where(eq(codec.col('id'), row.id));
    await emit(tx, { operation: 'delete', record });
    return { record, row };
  });
  await uploads.removeReplaced(Object.keys(def.fileFields).map((name) => row[name]));
  return record;
}
