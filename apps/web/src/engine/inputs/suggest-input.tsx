import type { Resource } from '@app/domain/core/define-resource';
import Autocomplete from '@mui/material/Autocomplete';
import { useMemo } from 'react';
import { useFieldOptions } from '../use-reference-options.ts';
import { renderAutocompleteField } from './autocomplete-field.tsx';
import type { InputProps } from './input-props.ts';

interface SuggestInputProps extends InputProps {
  /** The resource whose field this is: its options route lists the names (an admin's company: the companies). */
  def: Resource;
}

/** Free text with suggestions: pick an existing name or type a new one. */
export function SuggestInput({ def, ...input }: SuggestInputProps) {
  const query = useFieldOptions(def, input.name);
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
