import { z } from 'zod';
import { es } from '../messages/es.ts';
import type { Resource } from './define-resource.ts';
import { filterSchema } from './kinds/registry.ts';
import { blankToUndefined, commonFilters } from './page-query.ts';

export { DEFAULT_LIMIT, MAX_LIMIT, listQuerySchema, sortValues, type ListQuery } from './page-query.ts';

export const { active: activeFilter, search: searchFilter, createdFrom: createdFromFilter, createdTo: createdToFilter } = commonFilters();

export const allQuerySchema = z.object({
  active: z.preprocess((v) => blankToUndefined(v) ?? 'true', z.enum(['true', 'false', 'all'], { error: es.validation.active })),
  search: searchFilter,
});

/** Typed without keys: the engine reads them by name through the definition's `filterParams`. */
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
