import type { FastifyInstance } from 'fastify';
import { purgeRead } from './store.ts';

/** Each server runs it; running it twice changes nothing more. */
const EVERY_MS = 6 * 60 * 60 * 1000;

export function scheduleRetention(app: FastifyInstance, days: number): void {
  const run = async () => {
    try {
      const removed = await purgeRead(app.database.db, days);
      if (removed.recipients > 0) app.log.info({ ...removed, days }, 'notificaciones leídas antiguas eliminadas');
    } catch (err) {
      app.log.error({ err }, 'no se pudieron eliminar las notificaciones antiguas');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  let last: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    last = run();
    timer = setInterval(() => (last = run()), EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await last;
  });
}
