import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, errorSchema, recordSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { CAROUSEL_SAVED, carouselCards as carouselDef, carouselReplaceSchema } from '@app/domain/resources/carousel-cards';
import { FLASHCARD_STATUS } from '@app/domain/resources/flashcards';
import { carouselCards, flashcards } from '../../db/schema/index.ts';
import { serviceOf } from '../../engine/plugin.ts';
import { badRequest } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';
import { NOT_APPROVED } from './hooks.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const SAVE = { module: 'carouselCards', action: 'create' } as const;

/**
 * The carousel's saves (spec 001 §4): the spec's client clears it (`drop`) and then posts one card at a time; the web
 * app replaces it whole in one transaction (`PUT`), so a failure half-way never leaves it empty. An admin bound to a
 * GTA clears and replaces only the cards of that GTA.
 */
export async function carouselRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const carousel = serviceOf(app, 'carouselCards');
  const cards = serviceOf(app, 'flashcards');
  const tags = ['carouselCards'];
  const list = envelopeSchema(z.array(recordSchema(carouselDef)));

  /** Concurrent saves of the carousel take turns: each sees the carousel the previous one left. */
  const serialize = (tx: Parameters<Parameters<typeof carousel.transaction>[1]>[0]['tx']) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtext('backoffice:carousel'))`);

  r.post(
    '/api/carouselCards/drop',
    { config: { access: SAVE }, schema: { tags, response: { 200: list, ...errors } } },
    async (request, reply) => {
      const dropped = await carousel.transaction(request, async (ctx) => {
        await serialize(ctx.tx);
        const rows = await ctx.tx.delete(carouselCards).where(carousel.scope(ctx.admin)).returning();
        return carousel.wire(rows as Parameters<typeof carousel.wire>[0], ctx.tx);
      });
      return send(reply, 200, es.api.deleted, dropped);
    },
  );

  r.put(
    '/api/carouselCards',
    { config: { access: SAVE }, schema: { body: carouselReplaceSchema, tags, response: { 202: list, ...errors } } },
    async (request, reply) => {
      const { flashcards: ids, startDate, endDate } = request.body;
      const saved = await carousel.transaction(request, async (ctx) => {
        await serialize(ctx.tx);
        // Every chosen card must be an approved, active card the caller may see.
        const approved = await ctx.tx
          .select({ id: flashcards.id })
          .from(flashcards)
          .where(and(inArray(flashcards.id, ids), eq(flashcards.status, FLASHCARD_STATUS.approved), eq(flashcards.active, true), cards.scope(ctx.admin)));
        if (approved.length !== ids.length) throw badRequest(NOT_APPROVED, [{ path: 'flashcards', msg: NOT_APPROVED }]);
        await ctx.tx.delete(carouselCards).where(carousel.scope(ctx.admin));
        const created = [];
        for (const flashcard of ids) created.push(await carousel.insertWithin(ctx, { flashcard, startDate, endDate, createdBy: ctx.admin.id }));
        // The cards' `selected` follows the carousel, each change with its history row, like a selection one by one.
        const chosen = new Set(ids);
        const marked = await ctx.tx
          .select({ id: flashcards.id, selected: flashcards.selected })
          .from(flashcards)
          .where(and(cards.scope(ctx.admin), sql`${flashcards.selected} or ${inArray(flashcards.id, ids)}`));
        for (const card of marked) {
          if (card.selected !== chosen.has(card.id)) await cards.actWithin(ctx, card.id, card.selected ? 'deselect' : 'select', {});
        }
        return created;
      });
      return send(reply, 202, CAROUSEL_SAVED, saved);
    },
  );
}
