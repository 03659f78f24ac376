import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { es } from '@app/domain/messages/es';

/** Serves the built web app and answers unknown non-API paths with it, so client routes survive a reload. */
export const webAppPlugin = fp(
  async (app: FastifyInstance, opts: { root: string }) => {
    const hasBuild = existsSync(`${opts.root}/index.html`);
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: opts.root,
        // Looked up per request, not listed at start: a rebuild while the server runs must not 404 new assets.
        wildcard: true,
        index: false,
        // The build writes a .br and a .gz beside each asset (vite.config.ts): served as they are, never recompressed.
        preCompressed: true,
        setHeaders: (res, path) => {
          res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    // Sent, not returned: a handler that returns the reply has Fastify await it as a promise, one more listener on a
    // response the file's stream already watches (Node warned of a leak past ten of them).
    const sendPage = (reply: FastifyReply) => void reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    // The static plugin answers a bare directory with 403; the root is the login page.
    if (hasBuild) app.get('/', (_request, reply) => sendPage(reply));
    app.setNotFoundHandler((request, reply) => {
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api') &&
        !request.url.startsWith('/uploads');
      // The set-password page carries its token in the path: no other site may learn it from a Referer (issue 11 §3).
      if (request.url.startsWith('/user/updatepassword')) reply.header('Referrer-Policy', 'no-referrer');
      if (isPage && hasBuild) sendPage(reply);
      else void reply.code(404).send({ code: 404, message: es.api.routeNotFound });
    });
  },
  { name: 'web-app' },
);
