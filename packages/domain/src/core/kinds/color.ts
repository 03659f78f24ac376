import { z } from 'zod';
import { es } from '../../messages/es.ts';
import type { ColorField } from '../fields.ts';
import { blank, missingOr, optionalUnless, type KindSchemas } from './common.ts';

const COLOR = /^#[0-9a-fA-F]{6}$/;

export const colorKind: KindSchemas<ColorField> = {
  request: (field) =>
    z.preprocess(blank, optionalUnless(field, z.string({ error: missingOr(field, es.validation.color) }).regex(COLOR, { error: es.validation.color }))),
  wire: () => z.string().nullable(),
};
