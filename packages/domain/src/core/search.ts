import { z } from 'zod';
import { es } from '../messages/es.ts';

export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;
export const SEARCH_PER_MODULE = 5;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: es.search.short(SEARCH_MIN) })
    .trim()
    .min(SEARCH_MIN, { error: es.search.short(SEARCH_MIN) })
    .max(SEARCH_MAX, { error: es.search.long(SEARCH_MAX) })
    .refine((v) => !v.includes('\u0000'), { error: es.validation.nul }),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchHitSchema = z.object({ module: z.string(), _id: z.string(), title: z.string() });
export type SearchHit = z.infer<typeof searchHitSchema>;

/** One module's hits, best first, with the label and web route to show and open them. */
export const searchGroupSchema = z.object({
  module: z.string(),
  label: z.string(),
  route: z.string(),
  hits: z.array(searchHitSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;
