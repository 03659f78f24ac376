import { createHmac } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import { es } from '@app/domain/messages/es';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.ts';
import type { SecretBox } from '../configuration/secret-box.ts';
import { RefusedAddress, resolvePublic } from './address.ts';

export interface WebhookTimings {
  /** One attempt's limit, answer included. */
  timeoutMs: number;
  /** The wait after the first failure, doubled after each next one up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** Past this age a failing delivery is given up. */
  giveUpMs: number;
  /** Due rows are also looked for at this interval: retries, and changes committed by other servers. */
  pollMs: number;
}

export const DEFAULT_TIMINGS: WebhookTimings = {
  timeoutMs: 10_000,
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
  giveUpMs: 24 * 60 * 60_000,
  pollMs: 5_000,
};

const BATCH = 10;
// A claimed row becomes due again after this, so a server that dies mid-delivery loses nothing.
const LEASE_MARGIN_MS = 5_000;

type Delivery = typeof webhookDeliveries.$inferSelect;
type Subscription = typeof webhookSubscriptions.$inferSelect;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as the README tells receivers to check. */
export function signature(secret: string, body: string, seconds: number): string {
  return `t=${seconds},v1=${createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex')}`;
}

export interface WebhookWorker {
  wake(): void;
  stop(): Promise<void>;
}

/** Delivers due rows off the request path: woken after a local commit, and polling for the rest. */
export function startWorker(app: FastifyInstance, opts: { box: SecretBox; allowPrivate: boolean; timings: WebhookTimings }): WebhookWorker {
  const { db } = app.database;
  const { timings } = opts;
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  let again = false;

  /** Takes due rows of active subscriptions no other server holds, and leases them for one attempt. */
  async function claim(): Promise<Delivery[]> {
    return db.transaction(async (tx) => {
      const active = tx.select({ id: webhookSubscriptions.id }).from(webhookSubscriptions).where(eq(webhookSubscriptions.active, true));
      const due = await tx
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, sql`now()`), inArray(webhookDeliveries.subscriptionId, active)))
        .orderBy(asc(webhookDeliveries.nextAttemptAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const lease = `${timings.timeoutMs + LEASE_MARGIN_MS} milliseconds`;
      return tx
        .update(webhookDeliveries)
        .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: sql`now() + ${lease}::interval` })
        .where(inArray(webhookDeliveries.id, due.map((row) => row.id)))
        .returning();
    });
  }

  async function attempt(delivery: Delivery, subscription: Subscription | undefined): Promise<{ statusCode: number | null; error: string | null }> {
    const secret = subscription ? opts.box.open(subscription.secret) : null;
    if (!subscription || secret === null) return { statusCode: null, error: es.webhooks.notFound };
    try {
      await resolvePublic(new URL(subscription.url).hostname, opts.allowPrivate);
      const body = JSON.stringify(delivery.payload);
      const res = await request(subscription.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-webhook-id': delivery.id,
          'x-signature': signature(secret, body, Math.floor(Date.now() / 1000)),
        },
        body,
        signal: AbortSignal.any([AbortSignal.timeout(timings.timeoutMs), stopping.signal]),
      });
      await res.body.dump();
      return { statusCode: res.statusCode, error: res.statusCode < 300 ? null : `HTTP ${res.statusCode}` };
    } catch (err) {
      if (err instanceof RefusedAddress) return { statusCode: null, error: err.message };
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || (err.cause as Error | undefined)?.name === 'TimeoutError');
      return { statusCode: null, error: timedOut ? es.webhooks.timeout(timings.timeoutMs / 1000) : err instanceof Error ? err.message : String(err) };
    }
  }

  async function deliver(delivery: Delivery, subscription: Subscription | undefined): Promise<void> {
    const started = performance.now();
    const { statusCode, error } = await attempt(delivery, subscription);
    // Stopping: the lease hands the row to the next server, without counting this try as a failure.
    if (stopping.signal.aborted) return;
    const outcome = { lastStatusCode: statusCode, lastDurationMs: Math.round(performance.now() - started), lastError: error };
    if (error === null) {
      await db.update(webhookDeliveries).set({ ...outcome, status: 'delivered', deliveredAt: new Date() }).where(eq(webhookDeliveries.id, delivery.id));
      return;
    }
    const wait = Math.min(timings.firstRetryMs * 2 ** (delivery.attempts - 1), timings.maxRetryMs);
    const next = new Date(Date.now() + wait);
    const givenUp = next.getTime() > delivery.createdAt.getTime() + timings.giveUpMs;
    await db
      .update(webhookDeliveries)
      .set({ ...outcome, status: givenUp ? 'failed' : 'pending', nextAttemptAt: next })
      .where(eq(webhookDeliveries.id, delivery.id));
  }

  async function drain(): Promise<void> {
    for (let batch = await claim(); batch.length > 0 && !stopping.signal.aborted; batch = await claim()) {
      const ids = [...new Set(batch.map((d) => d.subscriptionId))];
      const subscriptions = await db.select().from(webhookSubscriptions).where(inArray(webhookSubscriptions.id, ids));
      await Promise.all(batch.map((d) => deliver(d, subscriptions.find((sub) => sub.id === d.subscriptionId))));
    }
  }

  function wake(): void {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => app.log.error({ err }, 'entregas de webhooks interrumpidas'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  const timer = setInterval(wake, timings.pollMs);
  wake();
  return {
    wake,
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
