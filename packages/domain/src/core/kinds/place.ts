import { z } from 'zod';
import type { PlaceField } from '../fields.ts';
import { text } from '../clean-text.ts';
import { isRequired, optionalUnless, requiredMessage, type KindSchemas } from './common.ts';

export const placeKind: KindSchemas<PlaceField> = {
  request: (field) => optionalUnless(field, text({ max: 100, required: isRequired(field), messages: { required: requiredMessage(field) } })),
  wire: () => z.string().nullable(),
};
