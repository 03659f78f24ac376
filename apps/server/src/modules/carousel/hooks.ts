import { and, eq, exists, ne, sql, type SQL } from 'drizzle-orm';
import { FLASHCARD_STATUS } from '@app/domain/resources/flashcards';
import type { Tx } from '../../db/connect.ts';
import { carouselCards, flashcards } from '../../db/schema/index.ts';
import type { HookContext, ResourceHooks } from '../../engine/hooks.ts';
import { act, on, scope } from '../../engine/records/index.ts';
import { badRequest } from '../../lib/errors.ts';

export const NOT_APPROVED = 'Solo una flashcard aprobada y activa puede estar en el carrusel';

export const takeTurn = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('backoffice:carousel'))`);

export async function followCarousel(ctx: HookContext, which: SQL | undefined) {
  const cards = on(ctx, 'flashcards');
  const featured = exists(ctx.tx.select({ one: sql`1` }).from(carouselCards).where(eq(carouselCards.flashcardId, flashcards.id)));
  const changed = await ctx.tx
    .select({ id: flashcards.id, featured: sql<boolean>`${featured}` })
    .from(flashcards)
    .where(and(which, scope(cards), ne(flashcards.selected, featured)));
  for (const card of changed) await act(cards, card.id, card.featured ? 'select' : 'deselect');
}

/** A card posted again (a second Guardar, a retry) takes the period last posted instead of a second entry. */
export const carouselHooks: ResourceHooks = {
  async beforeCreate(ctx, values) {
    await takeTurn(ctx.tx);
    const id = String(values.flashcard);
    const [card] = await ctx.tx
      .select({ id: flashcards.id })
      .from(flashcards)
      .where(and(eq(flashcards.id, id), eq(flashcards.status, FLASHCARD_STATUS.approved), eq(flashcards.active, true)));
    if (!card) throw badRequest(NOT_APPROVED, [{ path: 'flashcard', msg: NOT_APPROVED }]);
    await ctx.tx.delete(carouselCards).where(eq(carouselCards.flashcardId, id));
  },
  async afterCreate(ctx, _row, values) {
    await followCarousel(ctx, eq(flashcards.id, String(values.flashcard)));
  },
};
