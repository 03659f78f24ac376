import { comments } from '@app/domain/resources/comments';
import { flashcards } from '@app/domain/resources/flashcards';
import * as schema from '../../db/schema/index.ts';
import type { ServerModule } from '../module.ts';
import { flashcardHooks } from './hooks.ts';
import { flashcardRoutes } from './routes.ts';

export const flashcardsModule: ServerModule = {
  name: 'flashcards',
  resources: [
    {
      definition: flashcards,
      table: schema.flashcards,
      lists: { businessType: schema.flashcardBusinessTypes, area: schema.flashcardAreas, climb: schema.flashcardClimbs },
      hooks: flashcardHooks,
    },
    // The public site's comments on the cards.
    { definition: comments, table: schema.comments },
  ],
  routes: { afterEngine: [flashcardRoutes] },
};
