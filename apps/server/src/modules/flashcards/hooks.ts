import { randomInt } from 'node:crypto';
import { FLASHCARD_NUMBER_RANGE } from '@app/domain/resources/flashcards';
import type { ResourceHooks } from '../../engine/hooks.ts';

/** A new card's number is the server's, never the client's. */
export const flashcardHooks: ResourceHooks = {
  beforeCreate(_ctx, values) {
    values.number = randomInt(FLASHCARD_NUMBER_RANGE.min, FLASHCARD_NUMBER_RANGE.max + 1);
  },
};
