import type { ColorField } from '@app/domain/core/fields';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { asText, type FieldKindView } from './kind.ts';

export function ColorSwatch({ value }: { value: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
      <Box
        component="span"
        aria-hidden
        sx={{ width: 20, height: 20, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: value, flexShrink: 0 }}
      />
      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
        {value}
      </Typography>
    </Stack>
  );
}

export const colorView: FieldKindView<ColorField> = {
  initial: (field, value, creating) => (creating && value === undefined && field.default !== undefined ? field.default : asText(value)),
  Cell: ({ value }) => (asText(value) === '' ? null : <ColorSwatch value={asText(value)} />),
};
