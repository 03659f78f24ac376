import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface ScoreChoiceProps {
  name: string;
  label: string;
  max: number;
  /** '' while unchosen, else '0' to max. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  readOnly?: boolean;
  error?: string;
}

/** One criterion: a «0» button and the stars, each a choice; clearing the stars leaves it unchosen again. */
export function ScoreChoice({ name, label, max, value, onChange, onBlur, readOnly = false, error }: ScoreChoiceProps) {
  const { t } = useTranslation();
  const chosen = value !== '';
  return (
    <FormControl component="fieldset" error={error !== undefined}>
      <FormLabel component="legend">{label}</FormLabel>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <ToggleButton
          value="0"
          size="small"
          selected={value === '0'}
          disabled={readOnly}
          onChange={() => onChange(value === '0' ? '' : '0')}
          onBlur={onBlur}
          aria-label={t('votes.zeroButton', { criterion: label })}
          sx={{ minWidth: 36, py: 0.25 }}
        >
          0
        </ToggleButton>
        <Rating
          name={name}
          value={chosen ? Number(value) : null}
          max={max}
          readOnly={readOnly}
          onChange={(_event, next) => onChange(next === null ? '' : String(next))}
          onBlur={onBlur}
          getLabelText={(n) => t('stars.label', { count: n })}
          emptyLabelText={t('votes.unchosen')}
          size="large"
        />
        <Typography variant="body2" color={chosen ? 'text.secondary' : 'warning.dark'} aria-hidden>
          {chosen ? t('stars.of', { value, max }) : t('votes.unchosen')}
        </Typography>
      </Stack>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
