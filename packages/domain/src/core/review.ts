import { z } from 'zod';
import { es } from '../messages/es.ts';
import { blankToUndefined, MAX_LIMIT } from './page-query.ts';
import { uuid } from './text.ts';
import { pageSchema } from './wire.ts';

export const REVIEW_MODULES = ['flashcards', 'goodPractices'] as const;
export type ReviewModule = (typeof REVIEW_MODULES)[number];

export const REVIEW_LIMIT = 25;
export const SIMILAR_LIMIT = 5;

const whole = (max: number, error: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error })
      .regex(/^\d{1,9}$/, { error })
      .transform(Number)
      .pipe(z.number().int().min(1, { error }).max(max, { error }))
      .optional(),
  );

const reviewModule = z.enum(REVIEW_MODULES, { error: es.review.module });

export const reviewQuerySchema = z.object({
  page: whole(1_000_000, es.validation.page).default(1),
  limit: whole(MAX_LIMIT, es.validation.limit).default(REVIEW_LIMIT),
  module: z.preprocess(blankToUndefined, reviewModule.optional()),
  gta: z.preprocess(blankToUndefined, z.uuid({ error: es.review.gta }).optional()),
});
export type ReviewQuery = z.infer<typeof reviewQuerySchema>;

/** Something waiting for the caller's decision since `waitingSince` (for a card, when it was last sent). */
export const reviewItemSchema = z.object({
  module: z.enum(REVIEW_MODULES),
  _id: z.string(),
  title: z.string(),
  gta: z.object({ _id: z.string(), title: z.string(), color: z.string() }).nullable(),
  createdBy: z.object({ _id: z.string(), name: z.string(), lastName: z.string() }).nullable(),
  /** The module's review status, so a client can tell which actions the item allows. */
  status: z.number(),
  waitingSince: z.string(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewPageSchema = pageSchema(reviewItemSchema);

export const similarParamsSchema = z.object({ module: reviewModule, id: uuid });

export const similarItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  status: z.number(),
  /** Trigram similarity from 0 to 1, two decimals. */
  similarity: z.number(),
});
export type SimilarItem = z.infer<typeof similarItemSchema>;
