import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { es } from '@app/domain/messages/es';

/** Serves the built web app and answers unknown non-API paths with it, so client routes survive a reload. */
export const webAppPlugin = fp(
  async (app: FastifyInstance, opts: { root: string }) => {
    const hasBuild = existsSync(`${opts.root}/index.html`);
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: opts.root,
        wildcard: false,
        index: false,
        setHeaders: (res, path) => {
          res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const isPage = request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/uploads');
      if (isPage && hasBuild) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      return reply.code(404).send({ code: 404, message: es.api.routeNotFound });
    });
  },
  { name: 'web-app' },
);
