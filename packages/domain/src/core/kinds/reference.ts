import { z } from 'zod';
import { es } from '../../messages/es.ts';
import type { ReferenceField, ReferencesField } from '../fields.ts';
import { blank, manyValues, missingOr, optionalUnless, requiredMessage, uuidItem, type KindSchemas } from './common.ts';

export const populated = (field: ReferenceField | ReferencesField) =>
  z.object({ _id: z.string(), ...Object.fromEntries(field.display.map((key) => [key, z.unknown()])) });

export const referenceKind: KindSchemas<ReferenceField> = {
  request(field) {
    const id = z.uuid({ error: missingOr(field, es.validation.invalidId) });
    // A nullable reference sends '' or 'null' for "none".
    if (field.nullLabel !== undefined) {
      return z.preprocess((v) => (v === '' || v === 'null' ? null : v), optionalUnless(field, id.nullable()));
    }
    return z.preprocess(blank, optionalUnless(field, id));
  },
  wire: (field) => populated(field).nullable(),
  filter: () => manyValues(uuidItem()),
};

function asList(v: unknown): unknown {
  if (typeof v === 'string') {
    const text = v.trim();
    if (text === '') return [];
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return v;
      }
    }
    return [text];
  }
  return v;
}

export const referencesKind: KindSchemas<ReferencesField> = {
  request(field) {
    const min = field.min ?? (field.required === false ? 0 : 1);
    const minMessage = field.messages?.min ?? requiredMessage(field);
    let list = z
      .array(uuidItem(), { error: missingOr(field, es.validation.invalidValue) })
      .max(field.max ?? 100, { error: es.validation.invalidValue })
      .refine((ids) => new Set(ids).size === ids.length, { error: es.validation.repeated });
    if (min > 0) list = list.refine((ids) => ids.length >= min, { error: minMessage });
    return z.preprocess(asList, optionalUnless(field, list));
  },
  wire: (field) => z.array(populated(field)),
  filter: () => manyValues(uuidItem()),
};
