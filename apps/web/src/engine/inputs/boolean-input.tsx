import type { BooleanField } from '@app/domain/core/fields';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { booleanLabel } from '../fields/boolean.tsx';
import type { KindInputProps } from '../fields/kind.ts';

export function BooleanInput({ field, input }: KindInputProps<BooleanField>) {
  const { t } = useTranslation();
  const checked = input.value === true;
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            name={input.name}
            checked={checked}
            onChange={(e) => input.onChange(e.target.checked)}
            onBlur={input.onBlur}
            slotProps={{ input: { 'aria-label': input.label, ref: input.inputRef } }}
          />
        }
        label={`${input.label}: ${booleanLabel(field, checked, t)}`}
      />
      {input.error && <FormHelperText error>{input.error}</FormHelperText>}
    </div>
  );
}
