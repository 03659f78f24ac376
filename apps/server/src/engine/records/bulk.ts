import { HttpError } from '../../lib/errors.ts';
import { act } from './act.ts';
import type { RecordContext } from './context.ts';
import type { ChangeOptions } from './update.ts';

export interface BulkResult {
  _id: string;
  code: number;
  message: string;
}

/** One action on many records, each in its own transaction with the single action's rules; a refusal is that record's result, any other error fails the whole request. */
export async function actMany(ctx: RecordContext, ids: readonly string[], name: string, opts: ChangeOptions = {}): Promise<BulkResult[]> {
  const message = ctx.resource.def.actionDefs[name]!.message;
  const results: BulkResult[] = [];
  // One after another: each record's rules see the ones decided before it.
  for (const id of ids) {
    try {
      await act(ctx, id, name, opts);
      results.push({ _id: id, code: 202, message });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({ _id: id, code: error.statusCode, message: error.message });
    }
  }
  return results;
}
