import { z } from 'zod';
import { es } from '../../messages/es.ts';
import type { FieldDef, FormMode } from '../fields.ts';

export interface KindSchemas<F extends FieldDef = FieldDef> {
  /** Undefined when the value does not travel as a body field (files). */
  request(field: F, mode: FormMode): z.ZodType | undefined;
  wire(field: F): z.ZodType;
  filter?(field: F): z.ZodType;
}

/** Multipart forms send every value as text. */
export const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const isRequired = (field: FieldDef) => field.required !== false;

export const requiredMessage = (field: FieldDef) =>
  ('messages' in field && field.messages && 'required' in field.messages && field.messages.required) || es.validation.required;

export const missingOr = (field: FieldDef, other: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? requiredMessage(field) : other;

/** JSON clients send `null` for no value. */
export const optionalUnless = <T extends z.ZodType>(field: FieldDef, schema: T) =>
  isRequired(field) ? schema : z.preprocess((v) => (v === null ? undefined : v), schema.optional());

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
      // Reports a bad value under the parameter's name (`gta`, not `gta.0`).
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

/** Built on first use, not when the definitions are evaluated. */
export const uuidItem = (): z.ZodUUID => (uuidSchema ??= z.uuid({ error: es.validation.invalidId }));
