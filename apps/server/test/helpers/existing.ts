import { sql } from 'drizzle-orm';
import type { Tx } from '../../src/db/connect.ts';
import type { TestApp } from './app.ts';

/**
 * Fixtures written straight into the tables, as records that were already there: they queue no notification (the
 * public-insert trigger is skipped), so no notification lands in the middle of a test that compares the database.
 */
export function asExisting<T>(t: TestApp, write: (db: Tx) => Promise<T>): Promise<T> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local app.skip_public_inserts = 'on'`);
    return write(tx);
  });
}
