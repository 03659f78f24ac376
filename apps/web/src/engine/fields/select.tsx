import type { SelectField } from '@app/domain/core/fields';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { createElement } from 'react';
import { optionIcon } from '../option-icons.ts';
import { asText, type FieldKindView, type KindValueProps } from './kind.ts';

export function optionOf(field: SelectField, value: unknown) {
  // Numeric selects (an admin's role, a card's status) hold numbers on the wire; options compare as text.
  return field.options.find((o) => o.value === String(value));
}

/** A status reads as a coloured chip; an option with a figure as its icon; anything else as its label. */
function SelectValue({ def, name, field, value, detail }: KindValueProps<SelectField> & { detail: boolean }) {
  const option = optionOf(field, value);
  if (!option) return null;
  if (option.tone) {
    return <Chip size="small" label={option.label} color={option.tone} variant={option.tone === 'default' ? 'outlined' : 'filled'} />;
  }
  const icon = optionIcon(def, name, value);
  if (!icon) return option.label;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
      {createElement(icon, { color: 'primary', titleAccess: option.label })}
      {detail && <span>{option.label}</span>}
    </Stack>
  );
}

export const selectView: FieldKindView<SelectField> = {
  initial: (_field, value) => asText(value),
  format: (field, value) => optionOf(field, value)?.label,
  Cell: (props) => <SelectValue {...props} detail={false} />,
  Detail: (props) => <SelectValue {...props} detail />,
};
