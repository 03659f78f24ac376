import etag from '@fastify/etag';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { publicCardRoutes } from './card-routes.ts';
import { publicCatalogueRoutes } from './catalogue-routes.ts';
import { publicPracticeRoutes } from './practice-routes.ts';

/** How long a server answers a URL from memory: a change reaches visitors at most this late. */
export const FRESH_MS = 5_000;
const KEPT_HEADERS = ['content-type', 'content-encoding', 'vary'];

interface Answer {
  body: string | Buffer;
  headers: Record<string, string>;
  builtAt: number;
}

/** Anonymous reads, kept a minute by browsers and a few seconds by each server; any server revalidates any ETag (304). */
export async function publicContentRoutes(app: FastifyInstance) {
  const answers = new LRUCache<string, Answer>({ ttl: FRESH_MS, maxSize: 32 * 1024 * 1024, sizeCalculation: (a) => Buffer.byteLength(a.body) || 1 });
  const fromMemory = new WeakSet<FastifyRequest>();
  // An answer is kept as it left, compressed or not.
  const keyOf = (request: FastifyRequest) => `${request.headers['accept-encoding'] ?? ''} ${request.url}`;

  app.addHook('onRequest', async (request, reply) => {
    const answer = request.method === 'GET' ? answers.get(keyOf(request)) : undefined;
    if (!answer) return;
    fromMemory.add(request);
    // Caches count these seconds in their minute: no one is shown an answer built more than a minute ago.
    const age = Math.ceil((Date.now() - answer.builtAt) / 1000);
    return reply.headers({ ...answer.headers, age: String(age) }).send(answer.body);
  });
  // Replaces the security plugin's `no-store` on successes only; added before the ETag hook, so a 304 carries it too.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=60');
    return payload;
  });
  // Before the ETag hook, which empties the body of a 304: the answer built for it is kept too.
  app.addHook('onSend', async (request, reply, payload) => {
    const built = request.method === 'GET' && reply.statusCode === 200 && !fromMemory.has(request);
    if (built && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      const headers = Object.fromEntries(KEPT_HEADERS.filter((name) => reply.hasHeader(name)).map((name) => [name, String(reply.getHeader(name))]));
      answers.set(keyOf(request), { body: payload, headers, builtAt: Date.now() });
    }
    return payload;
  });
  await app.register(etag);
  await app.register(publicCardRoutes);
  await app.register(publicPracticeRoutes);
  await app.register(publicCatalogueRoutes);
}
