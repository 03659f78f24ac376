import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers of 1 KB or more leave compressed when the client accepts it (brotli at a fast level, else gzip): a page of
 * records shrinks five to ten times. The web app's hashed assets are compressed once at build instead (see
 * `web-app.ts`), so they are never compressed again per request.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compression' },
);
