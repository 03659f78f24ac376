import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

/** Tries before the first connection: a server that cannot reach Redis at start stops with a clear error. */
const START_TRIES = 5;

/**
 * A connected client of REDIS_URL. Commands fail at once while the connection is down (no offline queue: a login must
 * not hang), and once connected the client reconnects by itself for as long as it takes; errors are logged instead of
 * crashing the process.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger, name: string) {
  let connected = false;
  const client = createClient({
    url,
    name: `backoffice-${name}`,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5000,
      reconnectStrategy: (retries, cause) =>
        !connected && retries >= START_TRIES ? new Error(`Redis no disponible en REDIS_URL: ${cause.message}`) : Math.min(200 * 2 ** retries, 5000),
    },
  });
  let reported = false;
  client.on('error', (err: unknown) => {
    // One line per outage, not one per reconnection attempt.
    if (connected && !reported) log.error({ err, name }, 'Redis no disponible');
    reported = true;
  });
  client.on('ready', () => {
    if (connected && reported) log.info({ name }, 'Redis disponible de nuevo');
    connected = true;
    reported = false;
  });
  await client.connect();
  return client;
}

export type RedisClient = Awaited<ReturnType<typeof connectRedis>>;
