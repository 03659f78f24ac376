import type { FastifyInstance, FastifyRequest } from 'fastify';
import { es } from '@app/domain/messages/es';
import { HttpError } from '../lib/errors.ts';
import { isValidKey, type FileStorage } from './storage.ts';

/** Every header is fixed by what was stored, so an uploaded file can never run as a page of this origin. */
export async function serveUploads(app: FastifyInstance, opts: { storage: FileStorage }) {
  const keyOf = (request: FastifyRequest) => (request.params as { '*': string })['*'];
  app.get(
    '/uploads/*',
    {
      // Before the app-wide input check, so a malformed path gets this route's own message.
      preValidation: async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        reply.header('X-Content-Type-Options', 'nosniff');
        reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
        if (!isValidKey(keyOf(request))) throw new HttpError(400, es.uploads.badPath);
      },
    },
    async (request, reply) => {
      const key = keyOf(request);
      const stored = await opts.storage.open(key);
      if (!stored) throw new HttpError(404, es.uploads.notFound);
      reply.header('Content-Type', stored.contentType);
      reply.header('Content-Length', stored.size);
      // Names are random and a replaced file gets a new one: what is at a URL never changes.
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      if (stored.contentType === 'application/pdf') reply.header('Content-Disposition', 'inline; filename="documento.pdf"');
      return reply.send(stored.stream);
    },
  );
}
