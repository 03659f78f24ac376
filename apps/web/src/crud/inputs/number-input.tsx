import type { NumberField } from '@app/domain/core/fields';
import TextField from '@mui/material/TextField';
import type { InputProps } from './input-props.ts';

/** A whole number between the field's limits; the schema gives the messages. */
export function NumberInput({ field, ...input }: InputProps & { field: NumberField }) {
  return (
    <TextField
      type="number"
      name={input.name}
      label={input.label}
      required={input.required}
      value={input.value}
      onChange={(e) => input.onChange(e.target.value)}
      onBlur={input.onBlur}
      inputRef={input.inputRef}
      error={input.error !== undefined}
      helperText={input.error ?? ' '}
      slotProps={{
        htmlInput: { 'aria-label': input.label, min: field.min, max: field.max, step: 1, inputMode: 'numeric' },
      }}
      sx={{ maxWidth: 240 }}
    />
  );
}
