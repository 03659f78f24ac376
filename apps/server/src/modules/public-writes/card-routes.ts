import { and, eq, exists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '@app/domain/core/list-query';
import { idParams, text } from '@app/domain/core/text';
import { envelopeSchema, errorSchema, pageSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { flashcards, savedCards } from '../../db/schema/index.ts';
import { create, findRow, list } from '../../engine/records/index.ts';
import { send } from '../../lib/reply.ts';
import { currentUser, userContext } from '../../plugins/app/public-auth.ts';
import { PUBLIC_TAGS, publicCard, publicComment } from '../public-content/schemas.ts';

const m = es.publicWrites;
const commentBody = z.object({ comment: text({ min: 2, max: 1000, multiline: true }) });
const savedQuery = listQuerySchema({ sortable: ['number', 'name', 'createdAt'] }).pick({ page: true, limit: true, sort: true });
const done = envelopeSchema(z.null());
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
const SIGNED_IN = { access: 'user' } as const;

/** A signed-in user's comments and saved cards, on approved, active cards only. */
export async function publicCardWriteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  r.post(
    '/api/public/flashcards/:id/comments',
    { config: SIGNED_IN, schema: { tags: PUBLIC_TAGS, params: idParams, body: commentBody, response: { 201: envelopeSchema(publicComment), ...errors } } },
    async (request, reply) => {
      const flashcard = request.params.id;
      await findRow(userContext(request, 'flashcards'), flashcard);
      const comment = await create(userContext(request, 'comments'), { comment: request.body.comment, flashcard, createdBy: currentUser(request).id });
      return send(reply, 201, m.commented, comment);
    },
  );

  r.put(
    '/api/public/flashcards/:id/save',
    { config: SIGNED_IN, schema: { tags: PUBLIC_TAGS, params: idParams, response: { 200: done, 201: done, ...errors } } },
    async (request, reply) => {
      const flashcardId = request.params.id;
      await findRow(userContext(request, 'flashcards'), flashcardId);
      // The unique index decides between two saves at once: the second inserts nothing.
      const added = await db
        .insert(savedCards)
        .values({ userId: currentUser(request).id, flashcardId })
        .onConflictDoNothing({ target: [savedCards.userId, savedCards.flashcardId] })
        .returning({ id: savedCards.id });
      return added.length > 0 ? send(reply, 201, m.saved, null) : send(reply, 200, m.alreadySaved, null);
    },
  );

  r.delete(
    '/api/public/flashcards/:id/save',
    { config: SIGNED_IN, schema: { tags: PUBLIC_TAGS, params: idParams, response: { 200: done, ...errors } } },
    async (request, reply) => {
      await db.delete(savedCards).where(and(eq(savedCards.userId, currentUser(request).id), eq(savedCards.flashcardId, request.params.id)));
      return send(reply, 200, m.unsaved, null);
    },
  );

  r.get(
    '/api/public/me/savedCards',
    { config: SIGNED_IN, schema: { tags: PUBLIC_TAGS, querystring: savedQuery, response: { 200: envelopeSchema(pageSchema(publicCard)), ...errors } } },
    async (request, reply) => {
      const mine = and(eq(savedCards.flashcardId, flashcards.id), eq(savedCards.userId, currentUser(request).id));
      const saved = exists(db.select({ one: sql`1` }).from(savedCards).where(mine));
      return send(reply, 200, m.savedList, await list(userContext(request, 'flashcards'), request.query, { extra: saved }));
    },
  );
}
