import { and, eq } from 'drizzle-orm';
import { FLASHCARD_STATUS } from '@app/domain/resources/flashcards';
import { flashcards } from '../../db/schema/index.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { badRequest } from '../../lib/errors.ts';

export const NOT_APPROVED = 'Solo una flashcard aprobada y activa puede estar en el carrusel';

/** Spec 001 §4: lists of approved cards are status 2 and active; only those are featured. */
export const carouselHooks: ResourceHooks = {
  async beforeCreate(ctx, values) {
    const [card] = await ctx.tx
      .select({ id: flashcards.id })
      .from(flashcards)
      .where(and(eq(flashcards.id, String(values.flashcard)), eq(flashcards.status, FLASHCARD_STATUS.approved), eq(flashcards.active, true)));
    if (!card) throw badRequest(NOT_APPROVED, [{ path: 'flashcard', msg: NOT_APPROVED }]);
  },
};
