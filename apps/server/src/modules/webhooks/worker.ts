import { createHmac } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Agent, request } from 'undici';
import { es } from '@app/domain/messages/es';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.ts';
import type { SecretBox } from '../configuration/secret-box.ts';
import { checkedLookup, RefusedAddress, refuseLiteral } from './address.ts';

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
type Claimed = Pick<Delivery, 'id' | 'subscriptionId' | 'payload' | 'attempts' | 'createdAt'> & Pick<typeof webhookSubscriptions.$inferSelect, 'url' | 'secret'>;
interface Outcome {
  id: string;
  status: Delivery['status'];
  lastStatusCode: number | null;
  lastDurationMs: number;
  lastError: string | null;
  /** ISO time of the next attempt; null keeps the lease's. */
  nextAttemptAt: string | null;
}

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
  // Kept-alive connections to each receiver, opened only to the addresses the lookup checked.
  const agent = new Agent({ connect: { lookup: checkedLookup(opts.allowPrivate) } });

  /** Takes due rows of active subscriptions no other server holds, leased for one attempt, with their subscription: one statement. */
  async function claim(): Promise<Claimed[]> {
    const active = db.select({ id: webhookSubscriptions.id }).from(webhookSubscriptions).where(eq(webhookSubscriptions.active, true));
    const due = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, sql`now()`), inArray(webhookDeliveries.subscriptionId, active)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const lease = `${timings.timeoutMs + LEASE_MARGIN_MS} milliseconds`;
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

  async function attempt(delivery: Claimed, secret: string | null): Promise<{ statusCode: number | null; error: string | null }> {
    if (secret === null) return { statusCode: null, error: es.webhooks.notFound };
    try {
      refuseLiteral(new URL(delivery.url).hostname, opts.allowPrivate);
      const body = JSON.stringify(delivery.payload);
      const res = await request(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-webhook-id': delivery.id,
          'x-signature': signature(secret, body, Math.floor(Date.now() / 1000)),
        },
        body,
        dispatcher: agent,
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

  /** One attempt's outcome, or `undefined` when stopping cut it: the lease then hands the row on without counting a failure. */
  async function deliver(delivery: Claimed, secret: string | null): Promise<Outcome | undefined> {
    const started = performance.now();
    const { statusCode, error } = await attempt(delivery, secret);
    if (stopping.signal.aborted) return undefined;
    const outcome = { id: delivery.id, lastStatusCode: statusCode, lastDurationMs: Math.round(performance.now() - started), lastError: error };
    if (error === null) return { ...outcome, status: 'delivered', nextAttemptAt: null };
    const wait = Math.min(timings.firstRetryMs * 2 ** (delivery.attempts - 1), timings.maxRetryMs);
    const next = new Date(Date.now() + wait);
    const givenUp = next.getTime() > delivery.createdAt.getTime() + timings.giveUpMs;
    return { ...outcome, status: givenUp ? 'failed' : 'pending', nextAttemptAt: next.toISOString() };
  }

  /** Writes a batch's outcomes in one statement. */
  async function settle(outcomes: Outcome[]): Promise<void> {
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

  async function drain(): Promise<void> {
    for (let batch = await claim(); batch.length > 0 && !stopping.signal.aborted; batch = await claim()) {
      const secrets = new Map(batch.map((d) => [d.subscriptionId, d.secret]));
      const opened = new Map([...secrets].map(([id, sealed]) => [id, opts.box.open(sealed)]));
      const outcomes = await Promise.all(batch.map((d) => deliver(d, opened.get(d.subscriptionId) ?? null)));
      await settle(outcomes.filter((o) => o !== undefined));
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
      await agent.close();
    },
  };
}
