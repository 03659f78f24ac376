import type { ReferenceField, ReferencesField } from '@app/domain/core/fields';
import { referenceText } from '@app/domain/resources/record-text';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { colourChip } from '../../lib/chip-colors.ts';
import type { ReferenceOption } from '../use-reference-options.ts';
import type { FieldKindView } from './kind.ts';

/** What a nullable reference holds in the form for "none" (`Todos`); the schema reads it as `null`. */
export const NULL_REFERENCE = 'null';

export const HEX = /^#[0-9a-fA-F]{6}$/;

/** A chosen record's chip wraps its whole name over lines instead of cutting it. */
export const WRAPPING_CHIP = { height: 'auto', py: 0.25, '& .MuiChip-label': { display: 'block', whiteSpace: 'normal' } } as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isOption(value: unknown): value is ReferenceOption {
  return isRecord(value) && typeof value._id === 'string';
}

/** A reference read back populated by its label (see the domain's `referenceText`: a person by full name). */
export function referenceLabel(field: ReferenceField | ReferencesField, value: unknown): string | undefined {
  return referenceText(field, value);
}

export function referenceId(value: unknown): string {
  if (typeof value === 'string') return value;
  return isOption(value) ? value._id : '';
}

export const referenceView: FieldKindView<ReferenceField> = {
  initial: (field, value, creating) =>
    field.nullLabel !== undefined && value === null && !creating ? NULL_REFERENCE : referenceId(value),
  format: (field, value) => (value === null && field.nullLabel !== undefined ? field.nullLabel : referenceLabel(field, value)),
};

export const referencesView: FieldKindView<ReferencesField> = {
  initial: (_field, value) => (Array.isArray(value) ? value.map(referenceId).filter((id) => id !== '') : []),
  same: (value, initial) =>
    Array.isArray(value) && Array.isArray(initial) && value.length === initial.length && value.every((v, i) => v === initial[i]),
  format: (field, value, t) => {
    if (typeof value === 'string') return value;
    if (!Array.isArray(value)) return undefined;
    // An empty list reads as "none", like any empty value.
    return value.length === 0 ? t('common.empty') : value.map((v) => referenceLabel(field, v) ?? '').join(', ');
  },
  Cell: ({ field, value }) =>
    Array.isArray(value) && value.length > 0 ? (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {value.map((v) => (
          <ReferenceChip key={referenceId(v)} label={referenceLabel(field, v) ?? ''} color={isRecord(v) ? v.color : undefined} />
        ))}
      </Box>
    ) : null,
};

/** One listed record; in its own colour when it has one (an ODS reads by its official colour). */
function ReferenceChip({ label, color }: { label: string; color: unknown }) {
  const sx = colourChip(color);
  if (!sx) return <Chip size="small" variant="outlined" label={label} />;
  return <Chip size="small" label={label} sx={sx} />;
}
