import { z } from 'zod';
import { es } from '../../messages/es.ts';
import type { NumberField } from '../fields.ts';
import { blank, isRequired, missingOr, optionalUnless, type KindSchemas } from './common.ts';

const numeric = (v: unknown) => {
  const b = blank(v);
  return typeof b === 'string' && b.trim() !== '' && !Number.isNaN(Number(b)) ? Number(b) : b;
};

/** An optional number sent empty clears a stored value. */
const numericOrNone = (v: unknown) => (v === '' || v === null || v === 'null' ? null : numeric(v));

export const numberKind: KindSchemas<NumberField> = {
  request(field) {
    const range = field.messages?.range;
    let n = z.number({ error: missingOr(field, es.validation.number) }).refine(Number.isFinite, { error: es.validation.number });
    if (!field.decimal) n = n.refine(Number.isInteger, { error: es.validation.integer });
    const ranged = n
      .refine((v) => v >= field.min, { error: range ?? es.validation.minValue(field.min) })
      .refine((v) => v <= field.max, { error: range ?? es.validation.maxValue(field.max) });
    if (!isRequired(field)) return z.preprocess(numericOrNone, ranged.nullable().optional());
    return z.preprocess(numeric, optionalUnless(field, ranged));
  },
  wire: () => z.number().nullable(),
};
