import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { anyDue } from './queue.ts';
import type { ThreadData } from './thread.ts';
import type { WebhookWorker } from './worker.ts';

// `npm start` builds the thread beside main.js; under tsx it runs from its source.
const entry = new URL(import.meta.url.endsWith('.ts') ? './thread-source.mjs' : './webhook-thread.js', import.meta.url);

export type ThreadReport = { error: { message: string; stack?: string } };

/**
 * The delivery worker in a thread of its own, started by the first delivery there is to make: a change committed here,
 * or a due row the poll finds (a retry, another server's change). One that ends unasked is started by the next wake.
 */
export function startThread(data: ThreadData, db: Db, log: FastifyBaseLogger): WebhookWorker {
  let stopping = false;
  let current: { thread: Worker; exited: Promise<void> } | undefined;
  const spawn = () => {
    const thread = new Worker(entry, { workerData: data });
    thread.unref();
    thread.on('message', (report: ThreadReport) => log.error({ err: report.error }, 'entregas de webhooks interrumpidas'));
    thread.on('error', (err) => log.error({ err }, 'el hilo de entregas de webhooks terminó con un error'));
    const exited = once(thread, 'exit').then(() => {
      if (current?.thread === thread) current = undefined;
    });
    return { thread, exited };
  };
  const wake = () => {
    if (stopping) return;
    current ??= spawn();
    current.thread.postMessage('wake');
  };
  // An unreachable database is the availability check's to report; the next poll asks again.
  const poll = setInterval(() => void anyDue(db).then((due) => due && wake(), () => undefined), data.timings.pollMs);
  return {
    wake,
    async stop() {
      stopping = true;
      clearInterval(poll);
      const last = current;
      last?.thread.postMessage('stop');
      await last?.exited;
    },
  };
}
