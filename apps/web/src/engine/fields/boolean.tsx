import type { BooleanField } from '@app/domain/core/fields';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FieldKindView } from './kind.ts';

const label = (field: BooleanField, value: boolean, t: TFunction) =>
  field.labels ? field.labels[value ? 'true' : 'false'] : value ? t('common.yes') : t('common.no');

export const booleanView: FieldKindView<BooleanField> = {
  Input: function BooleanInput({ field, input }) {
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
          label={`${input.label}: ${label(field, checked, t)}`}
        />
        {input.error && <FormHelperText error>{input.error}</FormHelperText>}
      </div>
    );
  },
  initial: (field, value, creating) => (typeof value === 'boolean' ? value : creating ? (field.default ?? false) : false),
  same: (value, initial) => value === initial,
  format: (field, value, t) => (typeof value === 'boolean' ? label(field, value, t) : undefined),
};
