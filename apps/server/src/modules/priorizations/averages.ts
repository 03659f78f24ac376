import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Averages, CardAverages, VoteCard } from '@app/domain/resources/priorization-answers';
import { rangeEnd, rangeStart } from '@app/domain/resources/priorization-answers';
import { IMPACT_SCORES, IMPLEMENTATION_SCORES, SCORE_FIELDS, TOTAL_FIELDS } from '@app/domain/resources/priorization-scores';
import type { Executor } from '../../db/connect.ts';
import { flashcards, gtas, priorizations } from '../../db/schema/index.ts';

// Computed by PostgreSQL with exact numeric sums, rounded as the domain's `roundedMean` rounds a single vote.

const column = (name: (typeof SCORE_FIELDS)[number]) => priorizations[name];
const sumOf = (names: readonly (typeof SCORE_FIELDS)[number][]) => sql.join(names.map((n) => sql`${column(n)}`), sql` + `);
const mean = (names: readonly (typeof SCORE_FIELDS)[number][]) =>
  sql<string | null>`round(sum(${sumOf(names)})::numeric / nullif(${names.length} * count(*), 0), 2)`;

const averageSelection = {
  votes: sql<number>`count(*)::int`,
  ...Object.fromEntries(SCORE_FIELDS.map((name) => [name, mean([name])])),
  impactTotal: mean(IMPACT_SCORES),
  implementationTotal: mean(IMPLEMENTATION_SCORES),
  total: mean(SCORE_FIELDS),
} as Record<'votes' | (typeof SCORE_FIELDS)[number] | (typeof TOTAL_FIELDS)[number], SQL<string | number | null>>;

/** PostgreSQL's numeric comes back as text. */
function toAverages(row: Readonly<Record<string, unknown>> | undefined): Averages {
  const averages: Record<string, number | null> = { votes: Number(row?.votes ?? 0) };
  for (const name of [...SCORE_FIELDS, ...TOTAL_FIELDS]) {
    const value = row?.[name];
    averages[name] = value === null || value === undefined ? null : Number(value);
  }
  return averages as Averages;
}

export function createdBetween(from: string | undefined, to: string | undefined): SQL | undefined {
  return and(
    from ? gte(priorizations.createdAt, rangeStart(from)) : undefined,
    to ? lt(priorizations.createdAt, rangeEnd(to)) : undefined,
  );
}

export async function averagesOf(db: Executor, where: SQL | undefined): Promise<Averages> {
  const [row] = await db
    .select(averageSelection)
    .from(priorizations)
    .where(and(eq(priorizations.active, true), where));
  return toAverages(row);
}

export const cardSelection = {
  _id: flashcards.id,
  name: flashcards.name,
  number: flashcards.number,
  status: flashcards.status,
  active: flashcards.active,
  gtaId: gtas.id,
  gtaTitle: gtas.title,
  gtaColor: gtas.color,
  gtaNomenclature: gtas.nomenclature,
};

type CardRow = { [K in keyof typeof cardSelection]: unknown };

export function toVoteCard(row: CardRow): VoteCard {
  return {
    _id: String(row._id),
    name: String(row.name),
    number: Number(row.number),
    status: Number(row.status),
    active: row.active === true,
    gta:
      typeof row.gtaId === 'string'
        ? { _id: row.gtaId, title: String(row.gtaTitle), color: (row.gtaColor as string | null) ?? null, nomenclature: (row.gtaNomenclature as string | null) ?? null }
        : null,
  };
}

export async function voteCards(db: Executor, ids: readonly string[]): Promise<Map<string, VoteCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(cardSelection).from(flashcards).leftJoin(gtas, eq(gtas.id, flashcards.gtaId)).where(inArray(flashcards.id, [...ids]));
  return new Map(rows.map((row) => [row._id, toVoteCard(row)]));
}

export async function averagesByCard(db: Executor, where: SQL | undefined): Promise<CardAverages[]> {
  const rows = await db
    .select({ cardId: priorizations.flashcardId, ...averageSelection })
    .from(priorizations)
    .where(and(eq(priorizations.active, true), where))
    .groupBy(priorizations.flashcardId)
    .orderBy(desc(averageSelection.total), priorizations.flashcardId);
  const cards = await voteCards(db, rows.map((r) => r.cardId));
  return rows.flatMap((row) => {
    const flashcard = cards.get(row.cardId);
    return flashcard ? [{ ...toAverages(row), flashcard }] : [];
  });
}

