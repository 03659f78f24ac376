import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filtersSchema, listQuerySchema } from '@app/domain/core/list-query';
import { envelopeSchema, errorSchema, pageSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { FLASHCARD_STATUS } from '@app/domain/resources/flashcards';
import {
  averageRangeSchema,
  averagesAnswerSchema,
  averagesQuerySchema,
  BLANK_VOTE,
  cardAveragesSchema,
  cardVotesQuerySchema,
  dateRangeSchema,
  dateRangeShape,
  rangeCheck,
  voteRecordSchema,
  voteStatusQuerySchema,
  voteStatusSchema,
} from '@app/domain/resources/priorization-answers';
import { CAST_VOTE, priorizations as def } from '@app/domain/resources/priorizations';
import { flashcards, gtas, priorizations } from '../../db/schema/index.ts';
import { countUpTo } from '../../engine/counts.ts';
import { paginate } from '../../engine/paginate.ts';
import { adminContext, findRow, gtaCondition, list, wire } from '../../engine/records/index.ts';
import { searchCondition } from '../../engine/search.ts';
import type { Row } from '../../engine/store.ts';
import { send } from '../../lib/reply.ts';
import { currentAdmin } from '../../plugins/app/auth.ts';
import { averagesByCard, averagesOf, cardSelection, createdBetween, toVoteCard, voteCards } from './averages.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const READ = { module: 'priorizations', action: 'read' } as const;

export async function priorizationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['priorizations'];
  const listQuery = listQuerySchema(def).extend(filtersSchema(def).shape);
  const votePage = envelopeSchema(pageSchema(voteRecordSchema));

  // The answer is the caller's own cards and votes whatever `user` says.
  r.get(
    '/api/priorizationsstatus',
    {
      config: { access: CAST_VOTE, heavy: true },
      schema: { querystring: voteStatusQuerySchema, tags, response: { 200: envelopeSchema(pageSchema(voteStatusSchema)), ...errors } },
    },
    async (request, reply) => {
      const admin = currentAdmin(request);
      const { page, limit, search, rated } = request.query;
      const mine = and(eq(priorizations.flashcardId, flashcards.id), eq(priorizations.createdById, admin.id), eq(priorizations.active, true));
      const where = and(
        eq(flashcards.status, FLASHCARD_STATUS.approved),
        eq(flashcards.active, true),
        gtaCondition(adminContext(request, 'flashcards')),
        searchCondition(flashcards.searchText, search),
        rated === undefined ? undefined : rated ? isNotNull(priorizations.id) : isNull(priorizations.id),
      );
      const result = await paginate(
        { page, limit },
        async (take, skip) => {
          const rows = await db
            .select({ ...cardSelection, voteId: priorizations.id })
            .from(flashcards)
            .leftJoin(gtas, eq(gtas.id, flashcards.gtaId))
            .leftJoin(priorizations, mine)
            .where(where)
            .orderBy(desc(flashcards.createdAt), desc(flashcards.id))
            .limit(take)
            .offset(skip);
          const voteIds = rows.flatMap((row) => (row.voteId ? [row.voteId] : []));
          const voteRows = voteIds.length > 0 ? ((await db.select().from(priorizations).where(inArray(priorizations.id, voteIds))) as Row[]) : [];
          const wired = new Map((await wire(adminContext(request, 'priorizations'), voteRows)).map((vote) => [vote._id, vote]));
          return rows.map((row) => {
            const vote = row.voteId ? wired.get(row.voteId) : undefined;
            return { _id: row._id, flashcard: toVoteCard(row), rated: vote !== undefined, priorization: vote ?? BLANK_VOTE };
          });
        },
        async () =>
          countUpTo(db, db.select({ one: sql`1` }).from(flashcards).leftJoin(priorizations, mine).where(where).$dynamic()),
      );
      return send(reply, 200, es.api.list, result);
    },
  );

  r.post(
    '/api/priorizations/filterdates',
    { config: { access: READ, heavy: true }, schema: { querystring: listQuery, body: dateRangeSchema, tags, response: { 200: votePage, ...errors } } },
    async (request, reply) => {
      const { startDate, endDate } = request.body;
      return send(reply, 200, es.api.list, await list(adminContext(request, 'priorizations'), request.query, { extra: createdBetween(startDate, endDate) }));
    },
  );
  r.get(
    '/api/priorizations/date',
    {
      config: { access: READ, heavy: true },
      schema: { querystring: listQuery.extend(dateRangeShape).superRefine(rangeCheck('startDate', 'endDate')), tags, response: { 200: votePage, ...errors } },
    },
    async (request, reply) => {
      const { startDate, endDate, ...query } = request.query;
      return send(reply, 200, es.api.list, await list(adminContext(request, 'priorizations'), query, { extra: createdBetween(startDate, endDate) }));
    },
  );

  r.get(
    '/api/priorizations/getListCardPriorization',
    { config: { access: READ, heavy: true }, schema: { querystring: cardVotesQuerySchema, tags, response: { 200: votePage, ...errors } } },
    async (request, reply) => {
      const { flashcard } = request.query;
      await findRow(adminContext(request, 'flashcards'), flashcard);
      const query = { ...request.query, flashcard: [flashcard] };
      return send(reply, 200, es.api.list, await list(adminContext(request, 'priorizations'), query, { everyone: true }));
    },
  );

  r.get(
    '/api/priorizations/getPriorizationAverageAdmin',
    { config: { access: READ, heavy: true }, schema: { querystring: averagesQuerySchema, tags, response: { 200: envelopeSchema(averagesAnswerSchema), ...errors } } },
    async (request, reply) => {
      const { flashcard, user, firsDate, secondDate } = request.query;
      if (flashcard) await findRow(adminContext(request, 'flashcards'), flashcard);
      const averages = await averagesOf(
        db,
        and(
          gtaCondition(adminContext(request, 'priorizations')),
          flashcard ? eq(priorizations.flashcardId, flashcard) : undefined,
          user ? eq(priorizations.createdById, user) : undefined,
          createdBetween(firsDate, secondDate),
        ),
      );
      const card = flashcard ? ((await voteCards(db, [flashcard])).get(flashcard) ?? null) : null;
      return send(reply, 200, es.api.ok, { ...averages, flashcard: card });
    },
  );

  r.post(
    '/api/priorizations/filteraveragebydate',
    { config: { access: READ, heavy: true }, schema: { body: averageRangeSchema, tags, response: { 200: envelopeSchema(z.array(cardAveragesSchema)), ...errors } } },
    async (request, reply) => {
      const { firsDate, secondDate } = request.body;
      const where = and(gtaCondition(adminContext(request, 'priorizations')), createdBetween(firsDate, secondDate));
      return send(reply, 200, es.api.list, await averagesByCard(db, where));
    },
  );
}

