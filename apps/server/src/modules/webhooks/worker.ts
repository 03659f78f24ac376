import type { Db } from '../../db/connect.ts';
import type { SecretBox } from '../configuration/secret-box.ts';
import { createPoster } from './post.ts';
import { BATCH, claim, settle, type Claimed, type Outcome } from './queue.ts';

const GATHER_MS = 250;

export interface WebhookTimings {
  /** One attempt's limit, answer included. */
  timeoutMs: number;
  /** The wait after the first failure, doubled after each next one up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** Past this age a failing delivery is given up. */
  giveUpMs: number;
  /** The server looks for due rows at this interval: retries, and changes committed by other servers. */
  pollMs: number;
}

export const DEFAULT_TIMINGS: WebhookTimings = {
  timeoutMs: 10_000,
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
  giveUpMs: 24 * 60 * 60_000,
  pollMs: 5_000,
};

export interface WebhookWorker {
  wake(): void;
  stop(): Promise<void>;
}

export interface WorkerOptions {
  db: Db;
  box: SecretBox;
  allowPrivate: boolean;
  timings: WebhookTimings;
  onError(err: unknown): void;
}

/** Delivers due rows each time it is woken: after a local commit, or when the server's poll finds some. */
export function startWorker(opts: WorkerOptions): WebhookWorker {
  const { db, timings } = opts;
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  let again = false;
  const poster = createPoster({ allowPrivate: opts.allowPrivate, timeoutMs: timings.timeoutMs, signal: stopping.signal });

  /** One attempt's outcome, or `undefined` when stopping cut it: the lease then hands the row on without counting a failure. */
  async function deliver(delivery: Claimed, secret: string | null): Promise<Outcome | undefined> {
    const started = performance.now();
    const { statusCode, error } = await poster.post(delivery, secret);
    if (stopping.signal.aborted) return undefined;
    const outcome = { id: delivery.id, lastStatusCode: statusCode, lastDurationMs: Math.round(performance.now() - started), lastError: error };
    if (error === null) return { ...outcome, status: 'delivered', nextAttemptAt: null };
    const wait = Math.min(timings.firstRetryMs * 2 ** (delivery.attempts - 1), timings.maxRetryMs);
    const next = new Date(Date.now() + wait);
    const givenUp = next.getTime() > delivery.createdAt.getTime() + timings.giveUpMs;
    return { ...outcome, status: givenUp ? 'failed' : 'pending', nextAttemptAt: next.toISOString() };
  }

  /** Delivers due rows a batch at a time, until a batch comes back short of full. */
  async function drain(): Promise<void> {
    let batch: Claimed[];
    do {
      batch = await claim(db, timings.timeoutMs);
      const secrets = new Map(batch.map((d) => [d.subscriptionId, d.secret]));
      const opened = new Map([...secrets].map(([id, sealed]) => [id, opts.box.open(sealed)]));
      const outcomes = await Promise.all(batch.map((d) => deliver(d, opened.get(d.subscriptionId) ?? null)));
      await settle(db, outcomes.filter((o) => o !== undefined));
    } while (batch.length === BATCH && !stopping.signal.aborted);
  }

  let gathering = false;
  function wake(): void {
    if (stopping.signal.aborted || gathering) return;
    gathering = true;
    // The changes committed meanwhile go out in the same batch: one claim and one settle for all of them.
    setTimeout(() => {
      gathering = false;
      if (stopping.signal.aborted) return;
      if (running) {
        again = true;
        return;
      }
      running = drain()
        .catch(opts.onError)
        .finally(() => {
          running = undefined;
          if (again) {
            again = false;
            wake();
          }
        });
    }, GATHER_MS);
  }

  return {
    wake,
    async stop() {
      stopping.abort();
      await running;
      await poster.close();
    },
  };
}
