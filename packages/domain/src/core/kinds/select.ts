import { z } from 'zod';
import { es } from '../../messages/es.ts';
import type { SelectField } from '../fields.ts';
import { blank, manyValues, missingOr, optionalUnless, type KindSchemas } from './common.ts';

const choices = (field: SelectField) => field.options.map((o) => o.value) as [string, ...string[]];

/** Multipart and query strings send numbers as text. */
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : blank(v));

export const selectKind: KindSchemas<SelectField> = {
  request(field) {
    const choice = z.enum(choices(field), { error: missingOr(field, es.validation.invalidValue) });
    if (field.numeric) return z.preprocess(asText, optionalUnless(field, choice.transform(Number)));
    return z.preprocess(blank, optionalUnless(field, choice));
  },
  wire: (field) => (field.numeric ? z.number().nullable() : z.string().nullable()),
  filter(field) {
    const choice = z.preprocess(asText, z.enum(choices(field), { error: es.validation.invalidValue }));
    return manyValues(field.numeric ? choice.transform(Number) : choice);
  },
};
