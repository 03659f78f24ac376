import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import { publicCardRoutes } from './card-routes.ts';
import { publicCatalogueRoutes } from './catalogue-routes.ts';
import { publicPracticeRoutes } from './practice-routes.ts';

/** Anonymous reads: browsers and shared caches keep an answer a minute, then revalidate it with its ETag (304). */
export async function publicContentRoutes(app: FastifyInstance) {
  // Replaces the security plugin's `no-store` on successes only; added before the ETag hook, so a 304 carries it too.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=60');
    return payload;
  });
  await app.register(etag);
  await app.register(publicCardRoutes);
  await app.register(publicPracticeRoutes);
  await app.register(publicCatalogueRoutes);
}
