import type { z } from 'zod';
import type { FieldDef, FieldFor, FieldKind, FormMode } from '../fields.ts';
import { booleanKind } from './boolean.ts';
import { colorKind } from './color.ts';
import type { KindSchemas } from './common.ts';
import { dateKind } from './date.ts';
import { emailKind } from './email.ts';
import { fileKind } from './file.ts';
import { numberKind } from './number.ts';
import { placeKind } from './place.ts';
import { referenceKind, referencesKind } from './reference.ts';
import { selectKind } from './select.ts';
import { textKind } from './text.ts';

type KindOf<K extends FieldKind> = KindSchemas<FieldFor<K>>;

const KINDS: { [K in FieldKind]: KindOf<K> } = {
  text: textKind,
  textarea: textKind,
  email: emailKind,
  number: numberKind,
  color: colorKind,
  select: selectKind,
  reference: referenceKind,
  references: referencesKind,
  boolean: booleanKind,
  date: dateKind,
  image: fileKind,
  pdf: fileKind,
  country: placeKind,
  state: placeKind,
  city: placeKind,
};

// Each entry is typed for its own kind; looked up by a field's kind it is that field's entry.
const kindOf = (field: FieldDef) => KINDS[field.kind] as KindSchemas;

export const fieldSchema = (field: FieldDef, mode: FormMode): z.ZodType | undefined => kindOf(field).request(field, mode);

export const wireSchema = (field: FieldDef): z.ZodType => kindOf(field).wire(field);

export const filterSchema = (field: FieldDef): z.ZodType | undefined => kindOf(field).filter?.(field);
