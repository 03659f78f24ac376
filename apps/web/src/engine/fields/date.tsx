import type { DateField } from '@app/domain/core/fields';
import { formatDate } from '../../lib/format-date.ts';
import { asText, type FieldKindView } from './kind.ts';

export const dateView: FieldKindView<DateField> = {
  initial: (_field, value) => asText(value),
  format: (_field, value) => (typeof value === 'string' && value !== '' ? formatDate(value) : undefined),
};
