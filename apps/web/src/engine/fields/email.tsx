import type { EmailField } from '@app/domain/core/fields';
import { asText, type FieldKindView } from './kind.ts';

export const emailView: FieldKindView<EmailField> = {
  initial: (_field, value) => asText(value),
};
