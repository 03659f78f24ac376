import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { es } from '@app/domain/messages/es';
import { isDatabaseUnavailable } from '../../lib/database-errors.ts';
import { HttpError } from '../../lib/errors.ts';

const PROBE_INTERVAL_MS = 250;

/** While the database is down every /api request answers 503 at once instead of waiting for its own connection. */
export const databaseAvailabilityPlugin = fp(
  async (app: FastifyInstance) => {
    let down = false;
    let timer: NodeJS.Timeout | undefined;
    let probing = false;

    const probe = async () => {
      if (probing) return;
      probing = true;
      try {
        await app.database.sql`select 1`;
        down = false;
        clearInterval(timer);
        timer = undefined;
        app.log.info('base de datos disponible de nuevo');
      } catch {
        // Still down: tried again at the next tick.
      } finally {
        probing = false;
      }
    };

    const markDown = () => {
      if (down) return;
      down = true;
      app.log.warn('base de datos no disponible; se responde 503 hasta que vuelva');
      timer = setInterval(() => void probe(), PROBE_INTERVAL_MS);
      timer.unref();
    };

    // A plain callback, without the promise an async hook costs.
    app.addHook('onRequest', (request, _reply, done) => {
      done(down && request.url.startsWith('/api') ? new HttpError(503, es.api.unavailable) : undefined);
    });
    app.addHook('onError', async (_request, _reply, err) => {
      if (isDatabaseUnavailable(err)) markDown();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'database-availability', dependencies: ['database'] },
);
