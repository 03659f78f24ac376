import { z } from 'zod';
import { es } from '../messages/es.ts';
import type { ResourceDef } from './define-resource.ts';

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;

/** Empty and null filter values are ignored (CONTRACT "Paged lists"). */
function blankToUndefined(v: unknown): unknown {
  return v === '' || v === 'null' || v === 'undefined' || v === null ? undefined : v;
}

const intString = (min: number, max: number, error: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error })
      .regex(/^\d{1,9}$/, { error })
      .transform(Number)
      .pipe(z.number().int().min(min, { error }).max(max, { error }))
      .optional(),
  );

export const activeFilter = z.preprocess(
  blankToUndefined,
  z.enum(['true', 'false'], { error: es.validation.active }).transform((v) => v === 'true').optional(),
);

export const searchFilter = z.preprocess(
  blankToUndefined,
  z
    .string({ error: es.validation.search })
    .max(100, { error: es.validation.search })
    .refine((v) => !v.includes('\u0000'), { error: es.validation.nul })
    .optional(),
);

export function sortValues(sortable: readonly string[]): [string, ...string[]] {
  return sortable.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
}

/** The query every paged list accepts; `sort` only on the resource's sortable fields. */
export function listQuerySchema(def: Pick<ResourceDef, 'sortable'>) {
  return z.object({
    page: intString(1, 1_000_000, es.validation.page).default(1),
    limit: intString(1, MAX_LIMIT, es.validation.limit).default(DEFAULT_LIMIT),
    active: activeFilter,
    search: searchFilter,
    sort: z.preprocess(
      blankToUndefined,
      z.enum(sortValues(def.sortable), { error: es.validation.sort }).default('-createdAt'),
    ),
  });
}
export type ListQuery = z.infer<ReturnType<typeof listQuerySchema>>;

export const allQuerySchema = z.object({
  active: z.preprocess((v) => blankToUndefined(v) ?? 'true', z.enum(['true', 'false', 'all'], { error: es.validation.active })),
  search: searchFilter,
});
