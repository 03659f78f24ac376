import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { comments, flashcards, gtaDocDownloads, goodPractices, gtas, savedCards, volunteers } from '../../db/schema/index.ts';
import { userSchema } from './schemas.ts';

const named = z.object({ _id: z.string(), name: z.string() });

export const exportSchema = z.object({
  profile: userSchema,
  comments: z.array(z.object({ _id: z.string(), comment: z.string(), active: z.boolean(), createdAt: z.string(), flashcard: named })),
  savedCards: z.array(z.object({ _id: z.string(), createdAt: z.string(), flashcard: named })),
  downloads: z.array(z.object({ _id: z.string(), createdAt: z.string(), gta: named })),
  goodPractices: z.array(
    z.object({ _id: z.string(), name: z.string(), objective: z.string(), description: z.string(), email: z.string(), status: z.number(), active: z.boolean(), createdAt: z.string() }),
  ),
  volunteering: z.array(
    z.object({ _id: z.string(), name: z.string(), lastName: z.string(), email: z.string(), country: z.string(), createdAt: z.string(), goodPractice: named }),
  ),
});

const iso = <T extends { createdAt: Date }>(rows: T[]) => rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));

/** Everything the platform holds about a user besides the profile; volunteering was sent without an account, so by e-mail. */
export async function personalData(db: Db, userId: string, email: string) {
  const [userComments, saved, downloads, practices, volunteering] = await Promise.all([
    db
      .select({ _id: comments.id, comment: comments.comment, active: comments.active, createdAt: comments.createdAt, flashcard: { _id: flashcards.id, name: flashcards.name } })
      .from(comments)
      .innerJoin(flashcards, eq(flashcards.id, comments.flashcardId))
      .where(eq(comments.createdById, userId))
      .orderBy(asc(comments.createdAt)),
    db
      .select({ _id: savedCards.id, createdAt: savedCards.createdAt, flashcard: { _id: flashcards.id, name: flashcards.name } })
      .from(savedCards)
      .innerJoin(flashcards, eq(flashcards.id, savedCards.flashcardId))
      .where(eq(savedCards.userId, userId))
      .orderBy(asc(savedCards.createdAt)),
    db
      .select({ _id: gtaDocDownloads.id, createdAt: gtaDocDownloads.createdAt, gta: { _id: gtas.id, name: gtas.title } })
      .from(gtaDocDownloads)
      .innerJoin(gtas, eq(gtas.id, gtaDocDownloads.gtaId))
      .where(eq(gtaDocDownloads.userId, userId))
      .orderBy(asc(gtaDocDownloads.createdAt)),
    db
      .select({
        _id: goodPractices.id,
        name: goodPractices.name,
        objective: goodPractices.objective,
        description: goodPractices.description,
        email: goodPractices.email,
        status: goodPractices.status,
        active: goodPractices.active,
        createdAt: goodPractices.createdAt,
      })
      .from(goodPractices)
      .where(eq(goodPractices.createdById, userId))
      .orderBy(asc(goodPractices.createdAt)),
    db
      .select({
        _id: volunteers.id,
        name: volunteers.name,
        lastName: volunteers.lastName,
        email: volunteers.email,
        country: volunteers.country,
        createdAt: volunteers.createdAt,
        goodPractice: { _id: goodPractices.id, name: goodPractices.name },
      })
      .from(volunteers)
      .innerJoin(goodPractices, eq(goodPractices.id, volunteers.goodPracticeId))
      .where(eq(sql`lower(${volunteers.email})`, email.toLowerCase()))
      .orderBy(asc(volunteers.createdAt)),
  ]);
  return { comments: iso(userComments), savedCards: iso(saved), downloads: iso(downloads), goodPractices: iso(practices), volunteering: iso(volunteering) };
}
