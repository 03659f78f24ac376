import { z } from 'zod';
import { es } from '../../messages/es.ts';
import type { EmailField } from '../fields.ts';
import { text } from '../clean-text.ts';
import { isRequired, optionalUnless, requiredMessage, type KindSchemas } from './common.ts';

export const emailKind: KindSchemas<EmailField> = {
  request(field, mode) {
    const invalid = (mode === 'edit' && field.messages?.invalidOnEdit) || field.messages?.invalid || es.validation.emailInvalid;
    return optionalUnless(
      field,
      text({ max: field.max ?? 254, required: isRequired(field), messages: { required: requiredMessage(field), max: invalid } })
        .pipe(z.union([z.literal(''), z.email({ error: invalid })]))
        .transform((e) => e.toLowerCase()),
    );
  },
  wire: () => z.string().nullable(),
  filter: () => z.preprocess(blankText, z.string().trim().max(254, { error: es.validation.invalidValue }).optional()),
};

function blankText(v: unknown) {
  return v === '' || v === 'null' ? undefined : v;
}
