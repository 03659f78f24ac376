import type { NumberField } from '@app/domain/core/fields';
import TextField from '@mui/material/TextField';
import { bindTextField } from './bind-text-field.ts';
import type { InputProps } from './input-props.ts';

/** A whole number between the field's limits; the schema gives the messages. */
export function NumberInput({ field, ...input }: InputProps & { field: NumberField }) {
  return (
    <TextField
      type="number"
      {...bindTextField(input)}
      helperText={input.error ?? ' '}
      slotProps={{
        htmlInput: { 'aria-label': input.label, min: field.min, max: field.max, step: 1, inputMode: 'numeric' },
      }}
      sx={{ maxWidth: 240 }}
    />
  );
}
