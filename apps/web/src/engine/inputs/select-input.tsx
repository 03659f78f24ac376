import type { SelectField } from '@app/domain/core/fields';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SvgIconComponent } from '@mui/icons-material';
import { bindTextField } from './bind-text-field.ts';
import type { InputProps } from './input-props.ts';

interface SelectInputProps extends InputProps {
  field: SelectField;
  iconOf?: (value: string) => SvgIconComponent | undefined;
}

/** One of the field's options; each shown with its icon when it has one. */
export function SelectInput({ field, iconOf, ...input }: SelectInputProps) {
  return (
    <TextField
      select
      {...bindTextField(input)}
      helperText={input.error ?? ' '}
      // Named by the label's text alone (MUI's points at the label element, whose text has the asterisk).
      slotProps={{ select: { SelectDisplayProps: { 'aria-label': input.label, 'aria-labelledby': undefined } } }}
    >
      {field.options.map((option) => {
        const Icon = iconOf?.(String(option.value));
        return (
          // Values are text in the form, numbers on the wire for a numeric select (an admin's role).
          <MenuItem key={String(option.value)} value={String(option.value)}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              {Icon && <Icon color="primary" aria-hidden />}
              <span>{option.label}</span>
            </Stack>
          </MenuItem>
        );
      })}
    </TextField>
  );
}
