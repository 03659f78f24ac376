import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

const START_TRIES = 5;

/** No offline queue: a login must not hang while Redis is down. */
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
