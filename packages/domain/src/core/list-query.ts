import { z } from 'zod';
import { es } from '../messages/es.ts';
import type { Resource, ResourceDef } from './define-resource.ts';
import { filterSchema } from './kinds/registry.ts';

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

/** Records created at or after this moment (ISO 8601 with its offset): the dashboard's "last 30 days" links. */
export const createdFromFilter = z.preprocess(
  blankToUndefined,
  z.iso.datetime({ offset: true, error: es.validation.createdFrom }).optional(),
);

/** Records created at or before this moment: with `createdFrom`, a date range (one's votes between two days). */
export const createdToFilter = z.preprocess(blankToUndefined, z.iso.datetime({ offset: true, error: es.validation.createdTo }).optional());

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
    createdFrom: createdFromFilter,
    createdTo: createdToFilter,
    /**
     * The last record of the page before (`after`) or the first of the page after (`before`), when the client has it:
     * the server then reads the page by key from that record instead of skipping every row before it. Optional; the
     * answer is the same page.
     */
    after: z.preprocess(blankToUndefined, z.uuid({ error: es.validation.invalidId }).optional()),
    before: z.preprocess(blankToUndefined, z.uuid({ error: es.validation.invalidId }).optional()),
  });
}
export type ListQuery = z.infer<ReturnType<typeof listQuerySchema>>;

export const allQuerySchema = z.object({
  active: z.preprocess((v) => blankToUndefined(v) ?? 'true', z.enum(['true', 'false', 'all'], { error: es.validation.active })),
  search: searchFilter,
});

/**
 * The resource's own filters (`?gta=<id>`, `?area=<a>,<b>`, `?status=2`), each optional, empty values ignored. Typed
 * without keys: the engine reads them by name through the definition's `filterParams`.
 */
export function filtersSchema(def: Resource): z.ZodObject<Record<never, z.ZodType>> {
  const shape: Record<string, z.ZodType> = {};
  for (const { param, field } of def.filterParams) {
    const f = def.fields[field];
    const schema = f ? filterSchema(f) : undefined;
    if (!schema) throw new Error(`${def.module}: no se puede filtrar por ${field}`);
    shape[param] = schema;
  }
  return z.object(shape);
}
