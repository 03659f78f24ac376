import type { EmailField } from '@app/domain/core/fields';
import TextField from '@mui/material/TextField';
import { bindTextField } from './bind-text-field.ts';
import type { InputProps } from './input-props.ts';

interface EmailInputProps extends InputProps {
  field: EmailField;
  /** Another record already has this address (the form's lookup while typing). */
  taken: boolean;
}

/** An e-mail address; when the field must be unique, the form says so under it while typing. */
export function EmailInput({ field, taken, ...input }: EmailInputProps) {
  return (
    <TextField
      type="email"
      {...bindTextField(input)}
      error={input.error !== undefined || taken}
      helperText={input.error ?? (taken ? field.uniqueMessage : ' ')}
      slotProps={{ htmlInput: { 'aria-label': input.label, autoComplete: 'off', spellCheck: false, maxLength: field.max ?? 254 } }}
    />
  );
}
