import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { listIndexes, recordColumns } from './columns.ts';
import { flashcards } from './people.ts';

const score = (name: string) => smallint(name).notNull();
const SCORE_COLUMNS = ['coverage', 'impact', 'replicabilty', 'benefit', 'budget', 'human_resources', 'infrastructure'];

export const priorizations = pgTable(
  'priorizations',
  {
    ...recordColumns(),
    flashcardId: uuid('flashcard_id')
      .notNull()
      .references(() => flashcards.id, { onDelete: 'cascade' }),
    coverage: score('coverage'),
    impact: score('impact'),
    replicabilty: score('replicabilty'),
    benefit: score('benefit'),
    budget: score('budget'),
    humanResources: score('human_resources'),
    infrastructure: score('infrastructure'),
    createdById: uuid('created_by_id').references(() => admins.id, { onDelete: 'set null' }),
  },
  (t) => [
    ...listIndexes('priorizations', t),
    // One active vote per admin and card, whatever two racing requests do.
    uniqueIndex('priorizations_active_vote_idx').on(t.createdById, t.flashcardId).where(sql`${t.active}`),
    index('priorizations_flashcard_idx').on(t.flashcardId, t.active, t.createdAt),
    index('priorizations_created_by_idx').on(t.createdById, t.active, t.createdAt, t.id),
    check('priorizations_scores_range', sql.raw(SCORE_COLUMNS.map((c) => `"${c}" between 0 and 5`).join(' and '))),
  ],
);
