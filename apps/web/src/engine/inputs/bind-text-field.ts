import type { ChangeEvent } from 'react';
import type { InputProps } from './input-props.ts';

/** What every MUI TextField-based input takes from the form unchanged: name, label, value, events and error state. */
export function bindTextField(input: InputProps) {
  return {
    name: input.name,
    label: input.label,
    required: input.required,
    value: input.value,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => input.onChange(e.target.value),
    onBlur: input.onBlur,
    inputRef: input.inputRef,
    error: input.error !== undefined,
  };
}
