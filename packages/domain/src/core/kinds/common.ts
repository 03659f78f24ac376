import { z } from 'zod';
import { es } from '../../messages/es.ts';
import type { FieldDef, FormMode } from '../fields.ts';

/** What one field kind means to the schemas both ends share. */
export interface KindSchemas<F extends FieldDef = FieldDef> {
  /** The body value's schema in this form; undefined when the value does not travel as a body field (files). */
  request(field: F, mode: FormMode): z.ZodType | undefined;
  /** The value as every answer carries it (also what `/api/docs` documents). */
  wire(field: F): z.ZodType;
  /** The schema of one list filter value (`?gta=<id>`); undefined when the kind cannot filter. */
  filter?(field: F): z.ZodType;
}

/** Multipart forms send every value as text; an empty one means "not given". */
export const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const isRequired = (field: FieldDef) => field.required !== false;

export const requiredMessage = (field: FieldDef) =>
  ('messages' in field && field.messages && 'required' in field.messages && field.messages.required) || es.validation.required;

/** The field's message when the value is missing, else `other`. */
export const missingOr = (field: FieldDef, other: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? requiredMessage(field) : other;

/** A required field's schema as it is; an optional one also takes no value, `null` included (JSON clients send it). */
export const optionalUnless = <T extends z.ZodType>(field: FieldDef, schema: T) =>
  isRequired(field) ? schema : z.preprocess((v) => (v === null ? undefined : v), schema.optional());

/**
 * One filter value or several: `?area=a,b`, `?area=a&area=b` or one value; each parsed by `item`. Empty values are
 * ignored like every filter (CONTRACT "Paged lists").
 */
export function manyValues<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (v) => {
      const list = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]));
      const kept = list.map((x) => (typeof x === 'string' ? x.trim() : x)).filter((x) => x !== '' && x !== 'null' && x !== undefined && x !== null);
      return kept.length === 0 ? undefined : kept;
    },
    z
      .array(z.unknown())
      .max(50, { error: es.validation.invalidValue })
      .optional()
      // Each value is checked on its own, and a bad one is reported under the parameter's name (`gta`, not `gta.0`).
      .transform((values, ctx) => {
        if (values === undefined) return undefined;
        const parsed: z.output<T>[] = [];
        for (const value of values) {
          const result = item.safeParse(value);
          if (!result.success) {
            ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? es.validation.invalidValue });
            return z.NEVER;
          }
          parsed.push(result.data);
        }
        return parsed;
      }),
  );
}

let uuidSchema: z.ZodUUID | undefined;

/** One record's id in a body or a filter; built on first use, not when the definitions are evaluated. */
export const uuidItem = (): z.ZodUUID => (uuidSchema ??= z.uuid({ error: es.validation.invalidId }));
