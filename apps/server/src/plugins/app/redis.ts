import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connectRedis, type RedisClient } from '../../lib/redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    redis: RedisClient | null;
  }
}

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
