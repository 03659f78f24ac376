/**
 * The delivery thread: the worker's loop on a pool of its own, so signing and POSTing take no time from requests.
 * Told `wake` after a local commit and `stop` when the server closes; reports what interrupted a batch.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { drizzle } from 'drizzle-orm/postgres-js';
import { connectPool } from '../../db/connect.ts';
import { webhookSecretBox } from './signature.ts';
import type { ThreadReport } from './spawn.ts';
import { startWorker, type WebhookTimings } from './worker.ts';

export interface ThreadData {
  databaseUrl: string;
  settingsSecret: string;
  allowPrivate: boolean;
  timings: WebhookTimings;
}

const data = workerData as ThreadData;
const port = parentPort!;
const sql = connectPool(data.databaseUrl, 'webhooks');
const worker = startWorker({
  db: drizzle(sql),
  box: webhookSecretBox(data.settingsSecret),
  allowPrivate: data.allowPrivate,
  timings: data.timings,
  onError: (err) => {
    const error = err instanceof Error ? { message: err.message, stack: err.stack } : { message: String(err) };
    port.postMessage({ error } satisfies ThreadReport);
  },
});

port.on('message', (message: 'wake' | 'stop') => {
  if (message === 'wake') return worker.wake();
  void worker
    .stop()
    .then(() => sql.end({ timeout: 5 }))
    .finally(() => process.exit(0));
});
