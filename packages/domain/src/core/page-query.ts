import { z } from 'zod';
import { es } from '../messages/es.ts';
import type { ResourceDef } from './define-resource.ts';

// Apart from list-query.ts so the web app imports none of the server's other query schemas.

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;

export function blankToUndefined(v: unknown): unknown {
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

const buildFilters = () => ({
  active: z.preprocess(
    blankToUndefined,
    z.enum(['true', 'false'], { error: es.validation.active }).transform((v) => v === 'true').optional(),
  ),
  search: z.preprocess(
    blankToUndefined,
    z
      .string({ error: es.validation.search })
      .max(100, { error: es.validation.search })
      .refine((v) => !v.includes('\u0000'), { error: es.validation.nul })
      .optional(),
  ),
  createdFrom: z.preprocess(blankToUndefined, z.iso.datetime({ offset: true, error: es.validation.createdFrom }).optional()),
  createdTo: z.preprocess(blankToUndefined, z.iso.datetime({ offset: true, error: es.validation.createdTo }).optional()),
});

let filters: ReturnType<typeof buildFilters> | undefined;

export const commonFilters = () => (filters ??= buildFilters());

export function sortValues(sortable: readonly string[]): [string, ...string[]] {
  return sortable.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
}

export function listQuerySchema(def: Pick<ResourceDef, 'sortable'>) {
  const { active, search, createdFrom, createdTo } = commonFilters();
  return z.object({
    page: intString(1, 1_000_000, es.validation.page).default(1),
    limit: intString(1, MAX_LIMIT, es.validation.limit).default(DEFAULT_LIMIT),
    active,
    search,
    sort: z.preprocess(
      blankToUndefined,
      z.enum(sortValues(def.sortable), { error: es.validation.sort }).default('-createdAt'),
    ),
    createdFrom,
    createdTo,
  });
}
export type ListQuery = z.infer<ReturnType<typeof listQuerySchema>>;
