import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewPageSchema, reviewQuerySchema, similarItemSchema, similarParamsSchema } from '@app/domain/core/review';
import { envelopeSchema, errorSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { adminContext, read } from '../../engine/records/index.ts';
import { send } from '../../lib/reply.ts';
import { reviewQueue } from './queue.ts';
import { similarTo } from './similar.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export async function reviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/review',
    {
      config: { access: 'authenticated' },
      schema: { querystring: reviewQuerySchema, tags: ['review'], response: { 200: envelopeSchema(reviewPageSchema), ...errors } },
    },
    async (request, reply) => send(reply, 200, es.review.queue, await reviewQueue(request, request.query)),
  );

  r.get(
    '/api/review/similar/:module/:id',
    {
      // Who may read the record may see what resembles it: the read below answers 403 or 404 as a read does.
      config: { access: 'authenticated' },
      schema: { params: similarParamsSchema, tags: ['review'], response: { 200: envelopeSchema(z.array(similarItemSchema)), ...errors } },
    },
    async (request, reply) => {
      const { module, id } = request.params;
      const ctx = adminContext(request, module);
      const record = await read(ctx, id);
      return send(reply, 200, es.review.similar, await similarTo(ctx, module, record));
    },
  );
}
