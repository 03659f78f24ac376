import { and, eq, ne, sql } from 'drizzle-orm';
import { FLASHCARD_STATUS } from '@app/domain/resources/flashcards';
import { VOTE_MESSAGES } from '@app/domain/resources/priorizations';
import type { Executor } from '../../db/connect.ts';
import { flashcards, priorizations } from '../../db/schema/index.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { badRequest, conflict } from '../../lib/errors.ts';

/** Two votes of one admin on one card take turns, so the 409 names the rule instead of the unique index. */
async function lockVoter(tx: Executor, adminId: string | null, flashcardId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`priorization:${adminId ?? ''}:${flashcardId}`}))`);
}

async function hasActiveVote(tx: Executor, adminId: string, flashcardId: string, exceptId?: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: priorizations.id })
    .from(priorizations)
    .where(
      and(
        eq(priorizations.createdById, adminId),
        eq(priorizations.flashcardId, flashcardId),
        eq(priorizations.active, true),
        exceptId ? ne(priorizations.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return found !== undefined;
}

async function assertVotable(tx: Executor, flashcardId: string) {
  const [card] = await tx
    .select({ id: flashcards.id })
    .from(flashcards)
    .where(and(eq(flashcards.id, flashcardId), eq(flashcards.status, FLASHCARD_STATUS.approved), eq(flashcards.active, true)));
  if (!card) throw badRequest(VOTE_MESSAGES.notVotable, [{ path: 'flashcard', msg: VOTE_MESSAGES.notVotable }]);
}

export const priorizationHooks: ResourceHooks = {
  async beforeCreate(ctx, values) {
    const flashcardId = String(values.flashcard);
    await assertVotable(ctx.tx, flashcardId);
    const voter = String(values.createdBy);
    await lockVoter(ctx.tx, voter, flashcardId);
    if (await hasActiveVote(ctx.tx, voter, flashcardId)) throw conflict(VOTE_MESSAGES.alreadyVoted);
  },
  async beforeUpdate(ctx, before) {
    await assertVotable(ctx.tx, before.flashcardId as string);
  },
  async beforeAction(ctx, action, before) {
    if (action !== 'reactivate' || before.active || typeof before.createdById !== 'string') return;
    const flashcardId = before.flashcardId as string;
    await lockVoter(ctx.tx, before.createdById, flashcardId);
    if (await hasActiveVote(ctx.tx, before.createdById, flashcardId, before.id)) throw conflict(VOTE_MESSAGES.otherActive);
  },
};
