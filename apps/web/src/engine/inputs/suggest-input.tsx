import type { ModuleName } from '@app/domain/core/modules';
import Autocomplete from '@mui/material/Autocomplete';
import { useMemo } from 'react';
import { useReferenceOptions } from '../use-reference-options.ts';
import { renderAutocompleteField } from './autocomplete-field.tsx';
import type { InputProps } from './input-props.ts';

interface SuggestInputProps extends InputProps {
  /** Whose names are suggested (`GET /api/<target>/all`): an admin's company. */
  target: ModuleName;
}

/** Free text with suggestions: pick an existing name or type a new one (spec 000 §5, the admin's company). */
export function SuggestInput({ target, ...input }: SuggestInputProps) {
  const query = useReferenceOptions(target);
  const names = useMemo(
    () => [...new Set((query.data ?? []).flatMap((o) => (typeof o.name === 'string' ? [o.name] : [])))],
    [query.data],
  );
  return (
    <Autocomplete
      freeSolo
      options={names}
      value={input.value}
      inputValue={input.value}
      onInputChange={(_event, text) => input.onChange(text)}
      onChange={(_event, name) => input.onChange(name ?? '')}
      onBlur={input.onBlur}
      renderInput={renderAutocompleteField(input, ' ')}
    />
  );
}
