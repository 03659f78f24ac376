import { z } from 'zod';
import { es } from '../../messages/es.ts';
import type { NumberField } from '../fields.ts';
import { blank, missingOr, optionalUnless, type KindSchemas } from './common.ts';

/** Digits sent as text (multipart, query strings) are the number they spell. */
const numeric = (v: unknown) => {
  const b = blank(v);
  return typeof b === 'string' && b.trim() !== '' && !Number.isNaN(Number(b)) ? Number(b) : b;
};

export const numberKind: KindSchemas<NumberField> = {
  request(field) {
    const range = field.messages?.range;
    let n = z.number({ error: missingOr(field, es.validation.number) }).refine(Number.isFinite, { error: es.validation.number });
    if (!field.decimal) n = n.refine(Number.isInteger, { error: es.validation.integer });
    return z.preprocess(
      numeric,
      optionalUnless(
        field,
        n
          .refine((v) => v >= field.min, { error: range ?? es.validation.minValue(field.min) })
          .refine((v) => v <= field.max, { error: range ?? es.validation.maxValue(field.max) }),
      ),
    );
  },
  wire: () => z.number().nullable(),
};
