import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { es } from '@app/domain/messages/es';

export const webAppPlugin = fp(
  async (app: FastifyInstance, opts: { root: string }) => {
    const hasBuild = existsSync(`${opts.root}/index.html`);
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: opts.root,
        // A rebuild while the server runs must not 404 new assets.
        wildcard: true,
        index: false,
        preCompressed: true,
        setHeaders: (res, path) => {
          res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    // Sent, not returned: returning it adds a listener per request to the file stream (Node warned of a leak).
    const sendPage = (reply: FastifyReply) => void reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    // The static plugin answers a bare directory with 403.
    if (hasBuild) app.get('/', (_request, reply) => sendPage(reply));
    app.setNotFoundHandler((request, reply) => {
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api') &&
        !request.url.startsWith('/uploads');
      // The token in the path must not leak through a Referer.
      if (request.url.startsWith('/user/updatepassword')) reply.header('Referrer-Policy', 'no-referrer');
      if (isPage && hasBuild) sendPage(reply);
      else void reply.code(404).send({ code: 404, message: es.api.routeNotFound });
    });
  },
  { name: 'web-app' },
);
