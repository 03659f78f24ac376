import { timingSafeEqual } from 'node:crypto';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import { integer, pgView, text } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { errorSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { POOLS } from '../../db/connect.ts';
import { webhookDeliveries } from '../../db/schema/index.ts';
import { HttpError, unauthorized } from '../../lib/errors.ts';
import { digest } from '../../lib/secrets.ts';

export const METRICS_PATH = '/metrics';

/** PostgreSQL's own view of its connections; postgres.js keeps its pool counts to itself. */
const pgStatActivity = pgView('pg_stat_activity', {
  pid: integer('pid'),
  datname: text('datname'),
  applicationName: text('application_name'),
  state: text('state'),
  waitEventType: text('wait_event_type'),
}).existing();

const POOL_NAMES = Object.keys(POOLS) as (keyof typeof POOLS)[];

/** A scrape while the database is away still answers the rest; those series are left out rather than stale. */
async function fromDatabase(app: FastifyInstance, gauge: Gauge, read: () => Promise<void>) {
  try {
    await read();
  } catch (err) {
    gauge.reset();
    app.log.warn({ err }, 'métricas: no se pudo leer la base de datos');
  }
}

function sameToken(given: string | undefined, expected: string): boolean {
  // Digests have one length, so the comparison takes the same time whatever was sent.
  return given !== undefined && timingSafeEqual(Buffer.from(digest(given)), Buffer.from(digest(expected)));
}

/** `GET /metrics` in Prometheus text format, behind `METRICS_TOKEN`; without it the path answers 404. */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { token: string | undefined }) => {
    const schema = { hide: true, response: { 401: errorSchema, 404: errorSchema } };
    const { token } = opts;
    if (token === undefined) {
      app.get(METRICS_PATH, { schema }, async () => {
        throw new HttpError(404, es.api.routeNotFound);
      });
      return;
    }

    // One registry per app: tests build many apps in one process.
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    // The session and health checks' pool: these reads must answer while lists hold the main one.
    const quick = drizzle(app.database.quick);

    const requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duración de las solicitudes HTTP, por ruta (patrón), método y código de estado',
      labelNames: ['route', 'method', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url;
      if (route === METRICS_PATH) return;
      // Unmatched paths share one label: raw URLs would grow the series without bound.
      requests.observe({ route: route ?? 'unmatched', method: request.method, status: reply.statusCode }, reply.elapsedTime / 1000);
    });

    new Gauge({
      name: 'db_pool_size',
      help: 'Conexiones como máximo de cada pool de la base de datos en este proceso',
      labelNames: ['pool'],
      registers: [registry],
      collect() {
        for (const pool of POOL_NAMES) this.set({ pool }, POOLS[pool].max);
      },
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'Conexiones abiertas de cada pool en la base de datos (de todos los servidores que la comparten), por estado: open, in_use (en una sentencia o transacción) o waiting_lock (esperando un bloqueo)',
      labelNames: ['pool', 'state'],
      registers: [registry],
      async collect() {
        await fromDatabase(app, this, async () => {
          const rows = await quick
            .select({
              application: pgStatActivity.applicationName,
              open: count(),
              inUse: sql<number>`count(*) filter (where ${pgStatActivity.state} <> 'idle')`.mapWith(Number),
              waitingLock: sql<number>`count(*) filter (where ${pgStatActivity.waitEventType} = 'Lock')`.mapWith(Number),
            })
            .from(pgStatActivity)
            .where(
              and(
                eq(pgStatActivity.datname, sql`current_database()`),
                inArray(pgStatActivity.applicationName, POOL_NAMES.map((pool) => `backoffice-${pool}`)),
                // Not the connection running this very count.
                ne(pgStatActivity.pid, sql`pg_backend_pid()`),
              ),
            )
            .groupBy(pgStatActivity.applicationName);
          for (const pool of POOL_NAMES) {
            const row = rows.find((r) => r.application === `backoffice-${pool}`);
            this.set({ pool, state: 'open' }, row?.open ?? 0);
            this.set({ pool, state: 'in_use' }, row?.inUse ?? 0);
            this.set({ pool, state: 'waiting_lock' }, row?.waitingLock ?? 0);
          }
        });
      },
    });

    new Gauge({
      name: 'heavy_gate_requests',
      help: 'Listados, /all y /totals en la compuerta de carga: running (en curso) y waiting (en cola)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'running' }, app.heavyGate.running);
        this.set({ state: 'waiting' }, app.heavyGate.waiting);
      },
    });

    new Gauge({
      name: 'realtime_sockets',
      help: 'Conexiones socket.io abiertas con este proceso',
      registers: [registry],
      collect() {
        this.set(app.realtime.io.of('/').sockets.size);
      },
    });

    new Gauge({
      name: 'webhook_deliveries',
      help: 'Entregas de webhooks pendientes (por enviar o por reintentar) y fallidas (sin más reintentos)',
      labelNames: ['status'],
      registers: [registry],
      async collect() {
        await fromDatabase(app, this, async () => {
          const rows = await quick
            .select({ status: webhookDeliveries.status, count: count() })
            .from(webhookDeliveries)
            .where(inArray(webhookDeliveries.status, ['pending', 'failed']))
            .groupBy(webhookDeliveries.status);
          for (const status of ['pending', 'failed'] as const) this.set({ status }, rows.find((r) => r.status === status)?.count ?? 0);
        });
      },
    });

    app.get(METRICS_PATH, { schema }, async (request, reply) => {
      if (!sameToken(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1], token)) {
        reply.header('WWW-Authenticate', 'Bearer');
        throw unauthorized();
      }
      const text = await registry.metrics();
      return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(text);
    });
  },
  { name: 'metrics', dependencies: ['database', 'heavy-gate', 'realtime'] },
);
