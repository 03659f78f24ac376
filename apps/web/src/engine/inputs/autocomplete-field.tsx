import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { InputProps } from './input-props.ts';

/** The text field of an Autocomplete bound to the form, named by the field's label alone. */
export function renderAutocompleteField(input: Pick<InputProps<unknown>, 'name' | 'label' | 'required' | 'inputRef' | 'error'>, helperText: string) {
  return function AutocompleteField(params: AutocompleteRenderInputParams) {
    return (
      <TextField
        {...params}
        name={input.name}
        label={input.label}
        required={input.required}
        inputRef={input.inputRef}
        slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': input.label } }}
        error={input.error !== undefined}
        helperText={input.error ?? helperText}
      />
    );
  };
}
