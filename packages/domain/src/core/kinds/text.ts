import { z } from 'zod';
import type { TextField } from '../fields.ts';
import { text } from '../clean-text.ts';
import { isRequired, optionalUnless, type KindSchemas } from './common.ts';

export const textKind: KindSchemas<TextField> = {
  request(field, mode) {
    const limits = mode === 'edit' && field.editLimits ? field.editLimits : field;
    const schema = text({ min: limits.min, max: limits.max, required: isRequired(field), messages: field.messages, multiline: field.kind === 'textarea' });
    return optionalUnless(field, schema);
  },
  wire: () => z.string().nullable(),
};
