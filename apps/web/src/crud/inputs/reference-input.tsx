import type { ReferenceField } from '@app/domain/core/fields';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceLabel } from '../field-format.ts';
import { NULL_REFERENCE } from '../form-values.ts';
import { useReferenceOptions, type ReferenceOption } from '../use-reference-options.ts';
import { renderAutocompleteField } from './autocomplete-field.tsx';
import type { InputProps } from './input-props.ts';

const HEX = /^#[0-9a-fA-F]{6}$/;

function isOption(value: unknown): value is ReferenceOption {
  return typeof value === 'object' && value !== null && typeof (value as { _id?: unknown })._id === 'string';
}

interface ReferenceInputProps extends InputProps {
  field: ReferenceField;
  /** The populated reference the record holds now: offered even when the target is no longer active. */
  current?: unknown;
}

/** A record of the target resource, chosen by its label among the active ones; the form keeps its `_id`. */
export function ReferenceInput({ field, current, ...input }: ReferenceInputProps) {
  const { t } = useTranslation();
  const query = useReferenceOptions(field.target);
  const options = useMemo(() => {
    const list = query.data ?? [];
    const withCurrent = isOption(current) && !list.some((o) => o._id === current._id) ? [current, ...list] : list;
    // A nullable reference offers "none" first, by its label ('Todos'), held as 'null'.
    if (field.nullLabel === undefined) return withCurrent;
    const none: ReferenceOption = { _id: NULL_REFERENCE, [field.display[0]]: field.nullLabel };
    return [none, ...withCurrent];
  }, [query.data, current, field.nullLabel, field.display]);
  const selected = options.find((o) => o._id === input.value) ?? null;
  const label = (option: ReferenceOption) => referenceLabel(field, option) ?? '';

  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, option) => input.onChange(option?._id ?? '')}
      onBlur={input.onBlur}
      getOptionLabel={label}
      isOptionEqualToValue={(option, value) => option._id === value._id}
      loading={query.isPending}
      loadingText={t('crud.loadingOptions')}
      noOptionsText={t('crud.noOptions')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.25 }}>
          {typeof option.color === 'string' && HEX.test(option.color) && (
            <Box
              component="span"
              aria-hidden
              sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: option.color, flexShrink: 0 }}
            />
          )}
          {label(option)}
        </Box>
      )}
      renderInput={renderAutocompleteField(input, ' ')}
    />
  );
}
