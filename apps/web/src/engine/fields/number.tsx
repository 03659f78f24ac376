import type { NumberField } from '@app/domain/core/fields';
import { NumberInput } from '../inputs/number-input.tsx';
import { asText, type FieldKindView } from './kind.ts';
import { textProps } from './text.tsx';

export const numberView: FieldKindView<NumberField> = {
  Input: ({ field, input }) => <NumberInput {...textProps(input)} field={field} />,
  // A new record starts at the definition's default (spec 000 §3: a GTA's number 10).
  initial: (field, value, creating) => (creating && value === undefined && field.default !== undefined ? String(field.default) : asText(value)),
};
