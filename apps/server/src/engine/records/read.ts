import type { Wire } from '../store.ts';
import type { RecordContext } from './context.ts';
import { assertPermits, findRow, wireOne } from './scope.ts';

export async function read(ctx: RecordContext, id: string): Promise<Wire> {
  assertPermits(ctx, 'get', id);
  return wireOne(ctx, await findRow(ctx, id));
}
