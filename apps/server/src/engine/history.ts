import type { FieldChange, HistoryCause } from '@app/domain/core/history';
import type { Executor } from '../db/connect.ts';
import { historicals } from '../db/schema/index.ts';

export interface HistoryInput {
  cause: HistoryCause;
  description?: string;
  document: string;
  module: string;
  changes?: FieldChange[];
  adminId?: string | null;
  userId?: string | null;
  /** The API token the admin acted through. */
  tokenName?: string | null;
}

/** Called with the transaction of the change it records, so both land or neither does. */
export async function writeHistory(tx: Executor, entry: HistoryInput): Promise<void> {
  await tx
    .insert(historicals)
    .values({
      cause: entry.cause,
      description: entry.description ?? '',
      document: entry.document,
      module: entry.module,
      changes: entry.changes ?? [],
      adminId: entry.adminId ?? null,
      userId: entry.userId ?? null,
      tokenName: entry.tokenName ?? null,
    })
    .prepare('history')
    .execute();
}
