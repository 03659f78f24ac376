import { and, desc, eq, lt, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allQuerySchema, filtersSchema, listQuerySchema } from '@app/domain/core/list-query';
import { uuid } from '@app/domain/core/text';
import { envelopeSchema, errorSchema, pageSchema, recordSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { FLASHCARD_STATUS, flashcards as flashcardsDef, READ_CARDS } from '@app/domain/resources/flashcards';
import { carouselCards, comments, flashcards, users } from '../../db/schema/index.ts';
import { countUpTo } from '../../engine/counts.ts';
import { paginate } from '../../engine/paginate.ts';
import { adminContext, all, findRow, list } from '../../engine/records/index.ts';
import { send } from '../../lib/reply.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

const commentsQuery = listQuerySchema({ sortable: ['createdAt'] })
  .pick({ page: true, limit: true })
  .extend({
    flashcard: uuid,
    before: z.iso.datetime({ offset: true, error: es.validation.date }).optional(),
  });
const commentsBody = z
  .object({
    date: z.iso.datetime({ offset: true, error: es.validation.date }).optional(),
    before: z.iso.datetime({ offset: true, error: es.validation.date }).optional(),
  })
  .optional();

const commentDoc = z.object({
  _id: z.string(),
  comment: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  createdBy: z.object({ _id: z.string(), name: z.string(), lastName: z.string(), thumbnail: z.string().nullable() }).nullable(),
});

export async function flashcardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const filters = filtersSchema(flashcardsDef).shape;
  const record = recordSchema(flashcardsDef);
  const tags = ['flashcards'];

  r.get(
    '/api/flashcards/list',
    {
      config: { access: READ_CARDS, heavy: true },
      schema: { querystring: listQuerySchema(flashcardsDef).extend(filters), tags, response: { 200: envelopeSchema(pageSchema(record)), ...errors } },
    },
    async (request, reply) => send(reply, 200, es.api.list, await list(adminContext(request, 'flashcards'), request.query)),
  );

  r.get(
    '/api/getAllFlashcardsWithOutCarousel',
    {
      config: { access: READ_CARDS, heavy: true },
      schema: { querystring: allQuerySchema.pick({ search: true }).extend(filters), tags, response: { 200: envelopeSchema(z.array(record)), ...errors } },
    },
    async (request, reply) => {
      const approvedOutside = and(
        eq(flashcards.status, FLASHCARD_STATUS.approved),
        notExists(db.select({ one: sql`1` }).from(carouselCards).where(eq(carouselCards.flashcardId, flashcards.id))),
      );
      return send(reply, 200, es.api.list, await all(adminContext(request, 'flashcards'), { ...request.query, active: true }, { extra: approvedOutside }));
    },
  );

  r.post(
    '/api/comments-by-date',
    {
      config: { access: READ_CARDS, heavy: true },
      schema: { querystring: commentsQuery, body: commentsBody, tags, response: { 200: envelopeSchema(pageSchema(commentDoc)), ...errors } },
    },
    async (request, reply) => {
      const { flashcard, page, limit } = request.query;
      await findRow(adminContext(request, 'flashcards'), flashcard);
      const before = request.query.before ?? request.body?.before ?? request.body?.date;
      const where = and(eq(comments.flashcardId, flashcard), before ? lt(comments.createdAt, new Date(before)) : undefined);
      const result = await paginate(
        { page, limit },
        async (take, skip) => {
          const rows = await db
            .select({
              _id: comments.id,
              comment: comments.comment,
              active: comments.active,
              createdAt: comments.createdAt,
              userId: users.id,
              name: users.name,
              lastName: users.lastName,
              thumbnail: users.thumbnail,
            })
            .from(comments)
            .leftJoin(users, eq(users.id, comments.createdById))
            .where(where)
            .orderBy(desc(comments.createdAt), desc(comments.id))
            .limit(take)
            .offset(skip);
          return rows.map(({ userId, name, lastName, thumbnail, createdAt, ...c }) => ({
            ...c,
            createdAt: createdAt.toISOString(),
            createdBy: userId ? { _id: userId, name: name ?? '', lastName: lastName ?? '', thumbnail } : null,
          }));
        },
        () => countUpTo(db, db.select({ one: sql`1` }).from(comments).where(where).$dynamic()),
      );
      return send(reply, 200, es.api.list, result);
    },
  );
}
