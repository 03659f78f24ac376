import { and, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, errorSchema, recordSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { CAROUSEL_SAVED, carouselCards as carouselDef, carouselReplaceSchema } from '@app/domain/resources/carousel-cards';
import { FLASHCARD_STATUS } from '@app/domain/resources/flashcards';
import { carouselCards, flashcards } from '../../db/schema/index.ts';
import { adminContext, change, insert, on, scope, wire } from '../../engine/records/index.ts';
import type { Row } from '../../engine/store.ts';
import { badRequest } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';
import { followCarousel, NOT_APPROVED, takeTurn } from './hooks.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const SAVE = { module: 'carouselCards', action: 'create' } as const;

/** The web app replaces the carousel in one transaction, so a failure half-way never leaves it empty. */
export async function carouselRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['carouselCards'];
  const list = envelopeSchema(z.array(recordSchema(carouselDef)));

  r.post(
    '/api/carouselCards/drop',
    { config: { access: SAVE }, schema: { tags, response: { 200: list, ...errors } } },
    async (request, reply) => {
      const dropped = await change(adminContext(request, 'carouselCards'), async (ctx) => {
        await takeTurn(ctx.tx);
        const rows = await ctx.tx.delete(carouselCards).where(scope(ctx)).returning();
        await followCarousel(ctx, inArray(flashcards.id, rows.map((row) => row.flashcardId)));
        return wire(ctx, rows as Row[]);
      });
      return send(reply, 200, es.api.deleted, dropped);
    },
  );

  r.put(
    '/api/carouselCards',
    { config: { access: SAVE }, schema: { body: carouselReplaceSchema, tags, response: { 202: list, ...errors } } },
    async (request, reply) => {
      const { flashcards: ids, startDate, endDate } = request.body;
      const saved = await change(adminContext(request, 'carouselCards'), async (ctx) => {
        await takeTurn(ctx.tx);
        const approved = await ctx.tx
          .select({ id: flashcards.id })
          .from(flashcards)
          .where(and(inArray(flashcards.id, ids), eq(flashcards.status, FLASHCARD_STATUS.approved), eq(flashcards.active, true), scope(on(ctx, 'flashcards'))));
        if (approved.length !== ids.length) throw badRequest(NOT_APPROVED, [{ path: 'flashcards', msg: NOT_APPROVED }]);
        await ctx.tx.delete(carouselCards).where(scope(ctx));
        const created = [];
        for (const flashcard of ids) created.push(await insert(ctx, { flashcard, startDate, endDate }));
        await followCarousel(ctx, or(eq(flashcards.selected, true), inArray(flashcards.id, ids)));
        return created;
      });
      return send(reply, 202, CAROUSEL_SAVED, saved);
    },
  );
}
