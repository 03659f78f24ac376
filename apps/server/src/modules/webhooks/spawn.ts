import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { ThreadData } from './thread.ts';
import type { WebhookWorker } from './worker.ts';

// `npm start` builds the thread beside main.js; under tsx it runs from its source.
const entry = new URL(import.meta.url.endsWith('.ts') ? './thread-source.mjs' : './webhook-thread.js', import.meta.url);

export type ThreadReport = { error: { message: string; stack?: string } };

/** The delivery worker in a thread of its own, started again if it ends unasked. */
export function startThread(data: ThreadData, log: FastifyBaseLogger): WebhookWorker {
  let stopping = false;
  const spawn = () => {
    const thread = new Worker(entry, { workerData: data });
    thread.unref();
    thread.on('message', (report: ThreadReport) => log.error({ err: report.error }, 'entregas de webhooks interrumpidas'));
    thread.on('error', (err) => log.error({ err }, 'el hilo de entregas de webhooks terminó con un error'));
    const exited = once(thread, 'exit').then(() => {
      if (!stopping) setTimeout(() => stopping || (current = spawn()), data.timings.pollMs).unref();
    });
    return { thread, exited };
  };
  let current = spawn();
  return {
    wake: () => current.thread.postMessage('wake'),
    async stop() {
      stopping = true;
      current.thread.postMessage('stop');
      await current.exited;
    },
  };
}
