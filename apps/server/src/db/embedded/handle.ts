import { performance } from 'node:perf_hooks';
import { pgCtlStart } from './pg-ctl-start.ts';
import { runningPid } from './postmaster.ts';
import { HOST, type Cluster } from './settings.ts';
import { clearPreviousServer, shutdown } from './stop.ts';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
  watch(intervalMs?: number): void;
}

const WATCH_INTERVAL_MS = 500;

export function makeServer(c: Cluster, firstPid: number, port: number, url: string): EmbeddedServer {
  let stopping: Promise<void> | undefined;
  let pid = firstPid;
  let timer: NodeJS.Timeout | undefined;
  let restarting = false;

  async function check() {
    if (stopping || restarting || (await runningPid(c, pid))) return;
    restarting = true;
    const began = performance.now();
    try {
      c.log(`PostgreSQL embebido (pid ${pid}) no responde; se reinicia en ${HOST}:${port}`);
      await clearPreviousServer(c);
      if (stopping) return;
      pid = await pgCtlStart(c, port);
      c.log(`PostgreSQL embebido reiniciado (pid ${pid}, ${Math.round(performance.now() - began)} ms)`);
    } catch (err) {
      // The port may still be held for a moment.
      c.log(`No se pudo reiniciar PostgreSQL embebido: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
    } finally {
      restarting = false;
    }
  }

  return {
    url,
    watch(intervalMs = WATCH_INTERVAL_MS) {
      if (timer) return;
      timer = setInterval(() => void check(), intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      stopping ??= (async () => {
        // A restart under way finishes first, so the server it starts is the one stopped.
        while (restarting) await new Promise((resolve) => setTimeout(resolve, 50));
        await shutdown(c, pid);
      })().then(
        () => c.log('PostgreSQL embebido detenido'),
        (err: unknown) => {
          stopping = undefined;
          throw err;
        },
      );
      return stopping;
    },
  };
}
