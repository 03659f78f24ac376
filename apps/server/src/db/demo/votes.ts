import { randomUUID } from 'node:crypto';
import { NO_PERMISSIONS } from '@app/domain/core/permissions';
import { FLASHCARD_STATUS } from '@app/domain/resources/flashcards';
import { SCORE_FIELDS } from '@app/domain/resources/priorization-scores';
import { priorizations as votesDef, VOTE_MESSAGES } from '@app/domain/resources/priorizations';
import type * as schema from '../schema/index.ts';
import type { Random } from './random.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Spec 001 §9's default range looks back a month; three months of votes give it and the averages something to show. */
const VOTE_WINDOW_DAYS = 90;

/** The editorial committee that rates the approved cards (spec 000 §6 role 1, "Comité editorial"). */
const COMMITTEE = [
  { name: 'Mariana', lastName: 'Quintero Salas', company: 'Comité Agenda 2030' },
  { name: 'Joaquín', lastName: 'Villarreal Mena', company: 'Comité Agenda 2030' },
  { name: 'Paola', lastName: 'Ibarra Cordero', company: 'Red de Pacto Global' },
  { name: 'Ernesto', lastName: 'Lozano Treviño', company: 'Red de Pacto Global' },
] as const;

/** What a committee member may do: read cards and votes, cast and re-rate their own. */
const COMMITTEE_FLAGS: Readonly<Record<string, Partial<typeof NO_PERMISSIONS>>> = {
  flashcards: { read: true },
  formCards: { read: true },
  priorizations: { read: true, update: true },
};

export interface DemoCard {
  id: string;
  status: number;
  active: boolean;
}

type AdminRow = typeof schema.admins.$inferInsert;
type PermissionRow = typeof schema.permissions.$inferInsert;
type VoteRow = typeof schema.priorizations.$inferInsert;
type HistoryRow = typeof schema.historicals.$inferInsert;

/**
 * The committee's admins and their permission rows (`moduleIds`: the seeded modules by name). They have no password:
 * they exist to have voted; a super user sets one from /admins to sign in as them.
 */
export function buildCommittee(now: number, moduleIds: ReadonlyMap<string, string>): { admins: AdminRow[]; permissions: PermissionRow[] } {
  const createdAt = new Date(now - (VOTE_WINDOW_DAYS + 30) * DAY);
  const admins = COMMITTEE.map((member) => ({
    id: randomUUID(),
    ...member,
    email: `${member.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${member.lastName.split(' ')[0]!.toLowerCase()}@example.org`,
    role: 1,
    gender: member.name.endsWith('a') ? 'Femenino' : 'Masculino',
    country: 'México',
    createdAt,
    updatedAt: createdAt,
  }));
  const permissions = admins.flatMap((admin) =>
    Object.entries(COMMITTEE_FLAGS).map(([module, flags]) => {
      const moduleId = moduleIds.get(module);
      if (!moduleId) throw new Error(`Módulo ${module} sin sembrar`);
      return { adminId: admin.id, moduleId, ...NO_PERMISSIONS, ...flags, createdAt, updatedAt: createdAt };
    }),
  );
  return { admins, permissions };
}

const clamp = (n: number) => Math.max(0, Math.min(5, n));

/**
 * Votes of `voters` on the approved, active `cards`, spread over the last three months: each card has a merit the
 * scores gather around, so the averages tell cards apart; each voter rates most cards, not all, so every voter still
 * has cards waiting. One `create` history row per vote, by its voter, like the API writes.
 */
export function buildVotes(rng: Random, now: number, cards: readonly DemoCard[], voters: readonly string[]): { votes: VoteRow[]; history: HistoryRow[] } {
  const votable = cards.filter((c) => c.status === FLASHCARD_STATUS.approved && c.active);
  const votes: VoteRow[] = [];
  const history: HistoryRow[] = [];
  for (const card of votable) {
    const merit = rng.int(1, 4);
    for (const voter of voters) {
      if (!rng.chance(0.7)) continue;
      const values = Object.fromEntries(SCORE_FIELDS.map((name) => [name, clamp(merit + rng.int(-1, 1) + (rng.chance(0.15) ? 1 : 0))]));
      const parsed = votesDef.createSchema.safeParse({ flashcard: card.id, ...values });
      if (!parsed.success) throw new Error(`Voto de demostración no válido: ${parsed.error.issues[0]?.message}`);
      const createdAt = new Date(now - rng.int(1, VOTE_WINDOW_DAYS * 24) * 60 * 60 * 1000 - rng.int(0, 59) * 60 * 1000);
      const id = randomUUID();
      votes.push({ id, flashcardId: card.id, createdById: voter, ...(values as Record<(typeof SCORE_FIELDS)[number], number>), createdAt, updatedAt: createdAt });
      history.push({ cause: 'create', description: VOTE_MESSAGES.created, document: id, module: 'priorizations', adminId: voter, createdAt });
    }
  }
  return { votes, history };
}
