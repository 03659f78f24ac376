import type { EmailField } from '@app/domain/core/fields';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { asText, type KindInputProps } from '../fields/kind.ts';
import { textProps } from '../fields/text.tsx';
import { useUniqueCheck } from '../use-unique-check.ts';
import { EmailInput } from './email-input.tsx';

/** An e-mail field; a unique one is looked up while typing ('Este correo ya existe'). */
export function UniqueEmailInput({ def, name, field, control, record, input, onTaken }: KindInputProps<EmailField>) {
  const value = asText(useWatch({ control, name }));
  const initial = asText(record?.[name]).toLowerCase();
  const changed = value.trim().toLowerCase() !== initial;
  const taken = useUniqueCheck(def, name, value, field.uniqueMessage !== undefined && changed, record?._id);
  useEffect(() => onTaken(taken), [taken, onTaken]);
  return <EmailInput {...textProps(input)} field={field} taken={taken} />;
}
