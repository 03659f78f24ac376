import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connectRedis, type RedisClient } from '../../lib/redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The REDIS_URL connection for shared state (failure counts); null when one process works alone. */
    redis: RedisClient | null;
  }
}

/** Connects to REDIS_URL when it is set; the start fails if Redis cannot be reached. */
export const redisPlugin = fp(
  async (app: FastifyInstance, opts: { url: string | undefined }) => {
    const client = opts.url ? await connectRedis(opts.url, app.log, 'commands') : null;
    app.decorate('redis', client);
    app.addHook('onClose', async () => {
      if (client?.isOpen) await client.close();
    });
  },
  { name: 'redis' },
);
