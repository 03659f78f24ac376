import type { Ref } from 'react';

/** What every value input of the generic form takes; `V` is the value as the form holds it (text by default). */
export interface InputProps<V = string> {
  name: string;
  /** The definition's label: also the input's accessible name. */
  label: string;
  required: boolean;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}
