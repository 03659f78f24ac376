import { z } from 'zod';
import { es } from '../../messages/es.ts';
import type { BooleanField } from '../fields.ts';
import { blank, missingOr, optionalUnless, type KindSchemas } from './common.ts';

const asBoolean = (v: unknown) => {
  const b = blank(v);
  if (b === 'true') return true;
  if (b === 'false') return false;
  return b;
};

export const booleanKind: KindSchemas<BooleanField> = {
  request: (field) => z.preprocess(asBoolean, optionalUnless(field, z.boolean({ error: missingOr(field, es.validation.invalidValue) }))),
  wire: () => z.boolean().nullable(),
  filter: () => z.preprocess((v) => (v === '' || v === 'null' ? undefined : asBoolean(v)), z.boolean({ error: es.validation.invalidValue }).optional()),
};
