import { z } from 'zod';
import { isoDay } from '../core/kinds/date.ts';
import { listQuerySchema } from '../core/list-query.ts';
import { uuid } from '../core/text.ts';
import { recordSchema } from '../core/wire.ts';
import { es } from '../messages/es.ts';
import { priorizations } from './priorizations.ts';
import { SCORE_FIELDS, TOTAL_FIELDS } from './priorization-scores.ts';


const nullableNumber = z.number().nullable();

/** `count` 0: every value null. */
export const averagesSchema = z.object({
  votes: z.number(),
  coverage: nullableNumber,
  impact: nullableNumber,
  replicabilty: nullableNumber,
  benefit: nullableNumber,
  budget: nullableNumber,
  humanResources: nullableNumber,
  infrastructure: nullableNumber,
  impactTotal: nullableNumber,
  implementationTotal: nullableNumber,
  total: nullableNumber,
});
export type Averages = z.infer<typeof averagesSchema>;

export const voteCardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  number: z.number(),
  status: z.number(),
  active: z.boolean(),
  gta: z.object({ _id: z.string(), title: z.string(), color: z.string().nullable(), nomenclature: z.string().nullable() }).nullable(),
});
export type VoteCard = z.infer<typeof voteCardSchema>;

export const averagesAnswerSchema = averagesSchema.extend({ flashcard: voteCardSchema.nullable() });
export type AveragesAnswer = z.infer<typeof averagesAnswerSchema>;

export const cardAveragesSchema = averagesSchema.extend({ flashcard: voteCardSchema });
export type CardAverages = z.infer<typeof cardAveragesSchema>;

export const voteRecordSchema = recordSchema(priorizations);

/** A blank vote, all seven null, is how "not yet rated" reads. */
export const blankVoteSchema = z.object({
  _id: z.null(),
  ...Object.fromEntries([...SCORE_FIELDS, ...TOTAL_FIELDS].map((name) => [name, z.null()])),
});
export const BLANK_VOTE = {
  _id: null,
  ...Object.fromEntries([...SCORE_FIELDS, ...TOTAL_FIELDS].map((name) => [name, null])),
} as { _id: null } & Record<(typeof SCORE_FIELDS)[number] | (typeof TOTAL_FIELDS)[number], null>;

export const voteStatusSchema = z.object({
  _id: z.string(),
  flashcard: voteCardSchema,
  rated: z.boolean(),
  priorization: z.union([voteRecordSchema, blankVoteSchema]),
});

const DATE_ERROR = { error: es.validation.date };
/** The web app sends its local days as instants with their offset. */
export const dateBound = z.union([isoDay(DATE_ERROR), z.iso.datetime({ offset: true, ...DATE_ERROR })], DATE_ERROR);
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const missingOr = (other: string) => (issue: { input?: unknown }) => (issue.input === undefined ? es.validation.required : other);
const requiredBound = z.preprocess(blank, z.string({ error: missingOr(es.validation.date) }).pipe(dateBound));
const optionalBound = z.preprocess(blank, dateBound.optional());
const requiredId = z.preprocess(blank, z.uuid({ error: missingOr(es.validation.invalidId) }));
const optionalId = z.preprocess(blank, uuid.optional());

export function rangeCheck(from: string, to: string) {
  return (values: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const start = values[from];
    const end = values[to];
    if (typeof start === 'string' && typeof end === 'string' && rangeEnd(end).getTime() <= rangeStart(start).getTime()) {
      ctx.addIssue({ code: 'custom', message: es.validation.dateRange, path: [to] });
    }
  };
}

export function rangeStart(bound: string): Date {
  return new Date(bound.length === 10 ? `${bound}T00:00:00.000Z` : bound);
}

/** Excluded: a day includes all of it, an instant includes itself. */
export function rangeEnd(bound: string): Date {
  return bound.length === 10 ? new Date(Date.parse(`${bound}T00:00:00.000Z`) + 24 * 60 * 60 * 1000) : new Date(Date.parse(bound) + 1);
}

export const dateRangeShape = { startDate: requiredBound, endDate: requiredBound };
export const dateRangeSchema = z.object(dateRangeShape).superRefine(rangeCheck('startDate', 'endDate'));

/** `firsDate` is spelt as the clients send it. */
export const averageRangeSchema = z
  .object({
    firsDate: requiredBound,
    secondDate: requiredBound,
  })
  .superRefine(rangeCheck('firsDate', 'secondDate'));

export const averagesQuerySchema = z
  .object({
    flashcard: optionalId,
    user: optionalId,
    firsDate: optionalBound,
    secondDate: optionalBound,
  })
  .superRefine(rangeCheck('firsDate', 'secondDate'));

const flag = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.enum(['true', 'false'], { error: es.validation.invalidValue }).transform((v) => v === 'true').optional(),
);

export const voteStatusQuerySchema = listQuerySchema({ sortable: ['createdAt'] })
  .pick({ page: true, limit: true, search: true })
  .extend({ rated: flag, user: optionalId });

export const cardVotesQuerySchema = listQuerySchema(priorizations).extend({ flashcard: requiredId });
