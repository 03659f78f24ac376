import { z } from 'zod';
import type { Resource } from './define-resource.ts';
import { wireSchema } from './kinds/registry.ts';

export const envelopeSchema = <T extends z.ZodType>(data: T) => z.object({ code: z.number(), message: z.string(), data });

export const pageSchema = <T extends z.ZodType>(doc: T) =>
  z.object({
    docs: z.array(doc),
    totalDocs: z.number(),
    limit: z.number(),
    page: z.number(),
    totalPages: z.number(),
    hasNextPage: z.boolean(),
    nextPage: z.number().nullable(),
    hasPrevPage: z.boolean(),
    prevPage: z.number().nullable(),
    totalDocsCapped: z
      .literal(true)
      .optional()
      .describe('Presente solo cuando el conteo se detuvo en el tope del servidor: totalDocs es entonces un mínimo ("más de"); hasNextPage sigue siendo exacto'),
  });

export const errorSchema = z.object({
  code: z.number(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), msg: z.string() })).optional(),
});

export const baseRecordShape = {
  _id: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** Only what this schema names leaves the server. */
export function recordSchema(def: Resource) {
  const shape: Record<string, z.ZodType> = { ...baseRecordShape };
  for (const [name, field] of Object.entries(def.fields)) shape[name] = wireSchema(field);
  for (const [name, computed] of Object.entries(def.computed ?? {})) shape[name] = computed.schema;
  return z.object(shape);
}

export const totalsSchema = (def: Resource) =>
  z.object({
    ...Object.fromEntries(def.counterDefs.map((c) => [c.key, z.number()])),
    capped: z
      .literal(true)
      .optional()
      .describe('Presente solo con una búsqueda o filtros que obligan a leer los registros y pasan del tope: cada número es entonces un mínimo'),
  });
