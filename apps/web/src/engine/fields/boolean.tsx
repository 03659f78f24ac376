import type { BooleanField } from '@app/domain/core/fields';
import type { TFunction } from 'i18next';
import type { FieldKindView } from './kind.ts';

export const booleanLabel = (field: BooleanField, value: boolean, t: TFunction) =>
  field.labels ? field.labels[value ? 'true' : 'false'] : value ? t('common.yes') : t('common.no');

export const booleanView: FieldKindView<BooleanField> = {
  initial: (field, value, creating) => (typeof value === 'boolean' ? value : creating ? (field.default ?? false) : false),
  same: (value, initial) => value === initial,
  format: (field, value, t) => (typeof value === 'boolean' ? booleanLabel(field, value, t) : undefined),
};
