import { and, eq, exists, gte, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { timeZoneParam } from '@app/domain/core/export';
import { listQuerySchema } from '@app/domain/core/list-query';
import { idParams } from '@app/domain/core/text';
import { envelopeSchema, pageSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { flashcards as flashcardsDef } from '@app/domain/resources/flashcards';
import { carouselCards, comments, flashcards } from '../../db/schema/index.ts';
import { all, findRow, list, publicContext, read } from '../../engine/records/index.ts';
import { send } from '../../lib/reply.ts';
import { ANONYMOUS, filtersOf, PUBLIC_ERRORS, PUBLIC_TAGS, publicCard, publicComment } from './schemas.ts';

const CARD_FILTERS = ['gta', 'workAxis', 'objective', 'businessType', 'area', 'climb', 'implementationTime'];

const cardsQuery = listQuerySchema({ sortable: ['number', 'name', 'createdAt'] })
  .pick({ page: true, limit: true, search: true, sort: true })
  .extend(filtersOf(flashcardsDef, CARD_FILTERS).shape);
const commentsQuery = listQuerySchema({ sortable: ['createdAt'] }).pick({ page: true, limit: true });
const carouselQuery = z.object({ tz: timeZoneParam });

/** The day in the visitor's calendar, in the form the carousel's periods are stored. */
const today = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** Approved, active cards: the list with the gallery's filters, one card, its comments and today's carousel. */
export async function publicCardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const cards = (request: FastifyRequest) => publicContext(request, 'flashcards', null);
  const docs = { tags: PUBLIC_TAGS, security: [] };

  r.get(
    '/api/public/flashcards',
    {
      config: { ...ANONYMOUS, heavy: true },
      schema: { ...docs, querystring: cardsQuery, response: { 200: envelopeSchema(pageSchema(publicCard)), ...PUBLIC_ERRORS } },
    },
    async (request, reply) => send(reply, 200, es.api.list, await list(cards(request), request.query)),
  );

  r.get(
    '/api/public/flashcards/:id',
    { config: ANONYMOUS, schema: { ...docs, params: idParams, response: { 200: envelopeSchema(publicCard), ...PUBLIC_ERRORS } } },
    async (request, reply) => send(reply, 200, es.api.ok, await read(cards(request), request.params.id)),
  );

  r.get(
    '/api/public/flashcards/:id/comments',
    {
      config: { ...ANONYMOUS, heavy: true },
      schema: { ...docs, params: idParams, querystring: commentsQuery, response: { 200: envelopeSchema(pageSchema(publicComment)), ...PUBLIC_ERRORS } },
    },
    async (request, reply) => {
      const { id } = request.params;
      await findRow(cards(request), id);
      const page = await list(publicContext(request, 'comments', null), { ...request.query, sort: '-createdAt' }, { extra: eq(comments.flashcardId, id) });
      return send(reply, 200, es.api.list, page);
    },
  );

  r.get(
    '/api/public/carousel',
    { config: ANONYMOUS, schema: { ...docs, querystring: carouselQuery, response: { 200: envelopeSchema(z.array(publicCard)), ...PUBLIC_ERRORS } } },
    async (request, reply) => {
      const day = today(request.query.tz);
      const inPeriod = and(eq(carouselCards.flashcardId, flashcards.id), eq(carouselCards.active, true), lte(carouselCards.startDate, day), gte(carouselCards.endDate, day));
      const featured = exists(db.select({ one: sql`1` }).from(carouselCards).where(inPeriod));
      return send(reply, 200, es.api.list, await all(cards(request), {}, { extra: featured }));
    },
  );
}
