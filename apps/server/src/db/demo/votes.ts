import { randomUUID } from 'node:crypto';
import { FLASHCARD_STATUS } from '@app/domain/resources/flashcards';
import { SCORE_FIELDS } from '@app/domain/resources/priorization-scores';
import { priorizations as votesDef, VOTE_MESSAGES } from '@app/domain/resources/priorizations';
import type * as schema from '../schema/index.ts';
import type { Random } from './random.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** The priorization screen's default range looks back a month; three months of votes give it and the averages something to show. */
const VOTE_WINDOW_DAYS = 90;

export interface DemoCard {
  id: string;
  status: number;
  active: boolean;
  gtaId: string;
  /** The last step of its review: a vote comes after the card was approved. */
  updatedAt: Date;
}

/** Someone who rates cards: an admin of every GTA (`gtaId` null) or of one. */
export interface DemoVoter {
  id: string;
  gtaId: string | null;
}

type VoteRow = typeof schema.priorizations.$inferInsert;
type HistoryRow = typeof schema.historicals.$inferInsert;

const clamp = (n: number) => Math.max(0, Math.min(5, n));

/**
 * Votes of `voters` on the approved, active `cards` of their GTA, spread over the last three months and always after the
 * card's approval: each card has a merit the scores gather around, so the averages tell cards apart; each voter rates
 * most cards, not all, so every voter still has cards waiting. One `create` history row per vote, by its voter, like
 * the API writes.
 */
export function buildVotes(rng: Random, now: number, cards: readonly DemoCard[], voters: readonly DemoVoter[]): { votes: VoteRow[]; history: HistoryRow[] } {
  const votable = cards.filter((c) => c.status === FLASHCARD_STATUS.approved && c.active);
  const votes: VoteRow[] = [];
  const history: HistoryRow[] = [];
  for (const card of votable) {
    const merit = rng.int(1, 4);
    for (const voter of voters) {
      if ((voter.gtaId !== null && voter.gtaId !== card.gtaId) || !rng.chance(0.7)) continue;
      const values = Object.fromEntries(SCORE_FIELDS.map((name) => [name, clamp(merit + rng.int(-1, 1) + (rng.chance(0.15) ? 1 : 0))]));
      const parsed = votesDef.createSchema.safeParse({ flashcard: card.id, ...values });
      if (!parsed.success) throw new Error(`Voto de demostración no válido: ${parsed.error.issues[0]?.message}`);
      const from = Math.max(card.updatedAt.getTime(), now - VOTE_WINDOW_DAYS * DAY) + HOUR;
      const createdAt = new Date(from + rng.next() * Math.max(now - HOUR - from, 0));
      const id = randomUUID();
      votes.push({ id, flashcardId: card.id, createdById: voter.id, ...(values as Record<(typeof SCORE_FIELDS)[number], number>), createdAt, updatedAt: createdAt });
      history.push({ cause: 'create', description: VOTE_MESSAGES.created, document: id, module: 'priorizations', adminId: voter.id, createdAt });
    }
  }
  return { votes, history };
}
