import type { EmailField } from '@app/domain/core/fields';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { EmailInput } from '../inputs/email-input.tsx';
import { useUniqueCheck } from '../use-unique-check.ts';
import { asText, type FieldKindView, type KindInputProps } from './kind.ts';
import { textProps } from './text.tsx';

/** An e-mail field; a unique one is looked up while typing ('Este correo ya existe'). */
function UniqueEmailInput({ def, name, field, control, record, input, onTaken }: KindInputProps<EmailField>) {
  const value = asText(useWatch({ control, name }));
  const initial = asText(record?.[name]).toLowerCase();
  const changed = value.trim().toLowerCase() !== initial;
  const taken = useUniqueCheck(def, name, value, field.uniqueMessage !== undefined && changed, record?._id);
  useEffect(() => onTaken(taken), [taken, onTaken]);
  return <EmailInput {...textProps(input)} field={field} taken={taken} />;
}

export const emailView: FieldKindView<EmailField> = {
  Input: UniqueEmailInput,
  initial: (_field, value) => asText(value),
};
