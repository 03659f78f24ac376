import type { FormMode, TextField as TextFieldDef } from '@app/domain/core/fields';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { bindTextField } from './bind-text-field.ts';
import type { InputProps } from './input-props.ts';

/** Text and textarea, with a character counter against the limit of this form (`editLimits` on edit). */
export function TextInput({ field, mode, ...input }: InputProps & { field: TextFieldDef; mode: FormMode }) {
  const { t } = useTranslation();
  const max = (mode === 'edit' && field.editLimits ? field.editLimits : field).max;
  const multiline = field.kind === 'textarea';
  return (
    <TextField
      {...bindTextField(input)}
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      slotProps={{ htmlInput: { 'aria-label': input.label } }}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{input.error}</span>
          {max !== undefined && <span>{t('crud.characters', { length: input.value.length, max })}</span>}
        </Box>
      }
    />
  );
}
