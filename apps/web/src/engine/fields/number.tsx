import type { NumberField } from '@app/domain/core/fields';
import { StarsValue } from '../inputs/stars-input.tsx';
import { asText, type FieldKindView } from './kind.ts';

export const numberView: FieldKindView<NumberField> = {
  initial: (field, value, creating) => (creating && value === undefined && field.default !== undefined ? String(field.default) : asText(value)),
  Cell: ({ field, value }) => (field.stars ? <StarsValue value={value} max={field.max} /> : <>{asText(value)}</>),
  Detail: ({ field, value }) => (field.stars ? <StarsValue value={value} max={field.max} size="medium" /> : <>{asText(value)}</>),
};
