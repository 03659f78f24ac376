import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { bindTextField } from './bind-text-field.ts';
import type { InputProps } from './input-props.ts';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour as its `#RRGGBB` text, with the browser's colour picker at the start of the field. */
export function ColorInput(input: InputProps) {
  const { t } = useTranslation();
  const valid = HEX.test(input.value);
  return (
    <TextField
      {...bindTextField(input)}
      placeholder="#RRGGBB"
      onChange={(e) => input.onChange(e.target.value.trim())}
      helperText={input.error ?? ' '}
      sx={{ maxWidth: 240 }}
      slotProps={{
        htmlInput: {
          'aria-label': input.label,
          maxLength: 7,
          spellCheck: false,
          autoComplete: 'off',
          style: { fontFamily: 'monospace' },
        },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={t('crud.colorPicker')}
                title={t('crud.colorPicker')}
                value={valid ? input.value.toLowerCase() : '#000000'}
                onChange={(e) => input.onChange(e.target.value)}
                sx={{
                  width: 34,
                  height: 28,
                  p: 0,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  '&::-webkit-color-swatch-wrapper': { p: '2px' },
                  '&::-webkit-color-swatch': { border: 'none', borderRadius: '4px' },
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
