import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.ts';

export const BATCH = 100;
// A claimed row becomes due again after this, so a server that dies mid-delivery loses nothing.
const LEASE_MARGIN_MS = 5_000;

type Delivery = typeof webhookDeliveries.$inferSelect;
export type Claimed = Pick<Delivery, 'id' | 'subscriptionId' | 'payload' | 'attempts' | 'createdAt'> & Pick<typeof webhookSubscriptions.$inferSelect, 'url' | 'secret'>;
export interface Outcome {
  id: string;
  status: Delivery['status'];
  lastStatusCode: number | null;
  lastDurationMs: number;
  lastError: string | null;
  /** ISO time of the next attempt; null keeps the lease's. */
  nextAttemptAt: string | null;
}

/** Rows whose attempt is due, of active subscriptions. */
function dueRows(db: Db) {
  const active = db.select({ id: webhookSubscriptions.id }).from(webhookSubscriptions).where(eq(webhookSubscriptions.active, true));
  return db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, sql`now()`), inArray(webhookDeliveries.subscriptionId, active)));
}

export async function anyDue(db: Db): Promise<boolean> {
  return (await dueRows(db).limit(1)).length > 0;
}

/**
 * Takes due rows of active subscriptions no other server holds, leased for one attempt of `timeoutMs`, with their
 * subscription: one statement.
 */
export async function claim(db: Db, timeoutMs: number): Promise<Claimed[]> {
  const due = dueRows(db)
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const lease = `${timeoutMs + LEASE_MARGIN_MS} milliseconds`;
  return db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: sql`now() + ${lease}::interval` })
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId), inArray(webhookDeliveries.id, due)))
    .returning({
      id: webhookDeliveries.id,
      subscriptionId: webhookDeliveries.subscriptionId,
      payload: webhookDeliveries.payload,
      attempts: webhookDeliveries.attempts,
      createdAt: webhookDeliveries.createdAt,
      url: webhookSubscriptions.url,
      secret: webhookSubscriptions.secret,
    });
}

/** Writes a batch's outcomes in one statement. */
export async function settle(db: Db, outcomes: Outcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const o = sql`jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as o(id uuid, status text, "lastStatusCode" int, "lastDurationMs" int, "lastError" text, "nextAttemptAt" timestamptz)`;
  await db
    .update(webhookDeliveries)
    .set({
      status: sql`o.status`,
      lastStatusCode: sql`o."lastStatusCode"`,
      lastDurationMs: sql`o."lastDurationMs"`,
      lastError: sql`o."lastError"`,
      nextAttemptAt: sql`coalesce(o."nextAttemptAt", ${webhookDeliveries.nextAttemptAt})`,
      deliveredAt: sql`case when o.status = 'delivered' then now() end`,
    })
    .from(o)
    .where(sql`${webhookDeliveries.id} = o.id`);
}
