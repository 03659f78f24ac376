import type { NumberField } from '@app/domain/core/fields';
import TextField from '@mui/material/TextField';
import { bindTextField } from './bind-text-field.ts';
import type { InputProps } from './input-props.ts';

/** A number between the field's limits (whole unless the field takes decimals); the schema gives the messages. */
export function NumberInput({ field, ...input }: InputProps & { field: NumberField }) {
  return (
    <TextField
      type="number"
      {...bindTextField(input)}
      helperText={input.error ?? ' '}
      slotProps={{
        htmlInput: {
          'aria-label': input.label,
          min: field.min,
          max: field.max,
          step: field.decimal ? 'any' : 1,
          inputMode: field.decimal ? 'decimal' : 'numeric',
        },
      }}
      sx={{ maxWidth: 240 }}
    />
  );
}
