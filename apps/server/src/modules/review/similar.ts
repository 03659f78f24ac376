import { and, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { SIMILAR_LIMIT, type ReviewModule, type SimilarItem } from '@app/domain/core/review';
import { FLASHCARD_STATUS } from '@app/domain/resources/flashcards';
import { PRACTICE_STATUS } from '@app/domain/resources/good-practices';
import * as schema from '../../db/schema/index.ts';
import type { Wire } from '../../engine/store.ts';
import { scope, type RecordContext } from '../../engine/records/index.ts';
import { similarityText } from '../../db/schema/similarity.ts';

const { flashcards, goodPractices } = schema;

/** Per module: its table, the folded title and text the trigram indexes hold, and the states worth comparing with. */
const SOURCES = {
  flashcards: {
    table: flashcards,
    ...similarityText(flashcards.name, flashcards.what),
    states: [FLASHCARD_STATUS.sent, FLASHCARD_STATUS.approved],
    textOf: (record: Wire) => `${String(record.name)} ${String(record.what)}`,
  },
  goodPractices: {
    table: goodPractices,
    ...similarityText(goodPractices.name, goodPractices.description),
    states: [PRACTICE_STATUS.pending, PRACTICE_STATUS.approved],
    textOf: (record: Wire) => `${String(record.name)} ${String(record.description)}`,
  },
} as const;

const fold = (value: string) => sql`app_fold(${value})`;

/** The closest pending or approved records to `record` by title or text, best first, within the caller's scope. */
export async function similarTo(ctx: RecordContext, module: ReviewModule, record: Wire): Promise<SimilarItem[]> {
  const { table, title, text, states, textOf } = SOURCES[module];
  const itsTitle = fold(String(record.name));
  const itsText = fold(textOf(record));
  const score = sql<number>`greatest(similarity(${title}, ${itsTitle}), similarity(${text}, ${itsText}))`;
  // `%` is pg_trgm's similarity above its threshold (0.3): the form the GIN indexes answer.
  const close: SQL = or(sql`${title} % ${itsTitle}`, sql`${text} % ${itsText}`)!;
  const rows = await ctx.db
    .select({ id: table.id, title: table.name, status: table.status, score })
    .from(table)
    .where(and(close, ne(table.id, String(record._id)), eq(table.active, true), inArray(table.status, [...states]), scope(ctx)))
    .orderBy(desc(score), table.id)
    .limit(SIMILAR_LIMIT);
  return rows.map((row) => ({ _id: row.id, title: row.title, status: row.status, similarity: Math.round(Number(row.score) * 100) / 100 }));
}
