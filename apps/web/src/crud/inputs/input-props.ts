import type { Ref } from 'react';

/** What every value input of the generic form takes: a string value, like the form keeps it. */
export interface InputProps {
  name: string;
  /** The definition's label: also the input's accessible name. */
  label: string;
  required: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}
