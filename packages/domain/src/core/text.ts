import { z } from 'zod';
import { es } from '../messages/es.ts';

/** A trimmed string that PostgreSQL can store (no NUL), with the spec's Spanish messages. */
export function text(opts: { min?: number; max?: number; required?: boolean; messages?: LengthMessages } = {}) {
  const m = opts.messages ?? {};
  let s = z
    .string({ error: m.required ?? es.validation.required })
    .trim()
    .refine((v) => !v.includes('\u0000'), { error: es.validation.nul });
  if (opts.required !== false) {
    s = s.refine((v) => v.length > 0, { error: m.required ?? es.validation.required, abort: true });
  }
  if (opts.min !== undefined) {
    const min = opts.min;
    s = s.refine((v) => v.length === 0 || v.length >= min, { error: m.min ?? es.validation.min(min) });
  }
  if (opts.max !== undefined) {
    const max = opts.max;
    s = s.refine((v) => v.length <= max, { error: m.max ?? es.validation.max(max) });
  }
  return s;
}

export interface LengthMessages {
  required?: string;
  min?: string;
  max?: string;
}

export const uuid = z.uuid({ error: es.validation.invalidId });
export const idParams = z.object({ id: uuid });

/** `historical: { description }` on every change that needs a reason (CONTRACT). */
export const reasonSchema = z.object({
  historical: z.object(
    { description: text({ max: 1000, messages: { required: es.validation.reasonRequired } }) },
    { error: es.validation.reasonRequired },
  ),
});
export type Reason = z.infer<typeof reasonSchema>;
