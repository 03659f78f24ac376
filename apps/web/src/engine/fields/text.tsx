import type { TextField } from '@app/domain/core/fields';
import type { InputProps } from '../inputs/input-props.ts';
import { asText, type FieldKindView } from './kind.ts';

export const textProps = (input: InputProps<unknown>): InputProps => ({ ...input, value: asText(input.value), onChange: input.onChange });

export const textView: FieldKindView<TextField> = {
  initial: (_field, value) => {
    // A text read back populated (an admin's company `{ _id, name }`) is edited as its name.
    if (typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string') return value.name;
    return asText(value);
  },
  // Plain text: the table cuts a long one at two lines, breaking even one long word, with the whole text on hover.
  Cell: ({ value }) => asText(value),
  Detail: ({ value }) => asText(value),
};
