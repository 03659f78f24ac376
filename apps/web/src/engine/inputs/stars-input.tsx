import type { NumberField } from '@app/domain/core/fields';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { InputProps } from './input-props.ts';

/** A whole number from 0 to the field's maximum as a row of stars, one radio per star with a Spanish name, the number beside it. */
export function StarsInput({ field, readOnly = false, ...input }: InputProps & { field: NumberField; readOnly?: boolean }) {
  const { t } = useTranslation();
  const value = input.value === '' ? 0 : Number(input.value);
  return (
    <FormControl component="fieldset" error={input.error !== undefined} required={input.required && !readOnly}>
      {/* The legend names the group; each star (or, read-only, the picture of the score) names its value. */}
      <FormLabel component="legend">
        {input.label}
      </FormLabel>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Rating
          name={input.name}
          value={value}
          max={field.max}
          readOnly={readOnly}
          onChange={(_event, next) => input.onChange(String(next ?? 0))}
          onBlur={input.onBlur}
          getLabelText={(n) => t('stars.label', { count: n })}
          size="large"
        />
        <Typography variant="body2" color="text.secondary" aria-hidden>
          {t('stars.of', { value, max: field.max })}
        </Typography>
      </Stack>
      {input.error && <FormHelperText>{input.error}</FormHelperText>}
    </FormControl>
  );
}

/** A score shown as read-only stars with its number, for lists and details. */
export function StarsValue({ value, max, size = 'small' }: { value: unknown; max: number; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Rating value={n} max={max} readOnly size={size} aria-hidden />
      <span>{t('stars.of', { value: n, max })}</span>
    </Stack>
  );
}
