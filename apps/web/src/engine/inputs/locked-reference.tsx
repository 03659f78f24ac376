import type { Resource } from '@app/domain/core/define-resource';
import type { ReferenceField, ReferencesField } from '@app/domain/core/fields';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { isOption, referenceLabel } from '../fields/reference.tsx';
import { useFieldOptions } from '../use-reference-options.ts';

type LockedReferenceProps = Omit<TextFieldProps, 'value' | 'label'> & {
  def: Resource;
  /** The reference's name in the definition (`name` is the text field's own). */
  fieldName: string;
  field: ReferenceField | ReferencesField;
  value: unknown;
  /** The record's stored reference, named while the options load. */
  current?: unknown;
};

/** A reference held to the one value the admin may have (their GTA), in a form or a filter: read-only, named as the options route names it. */
export function LockedReference({ def, fieldName, field, value, current, slotProps, ...textField }: LockedReferenceProps) {
  const { t } = useTranslation();
  const query = useFieldOptions(def, fieldName, 'all');
  const option = query.data?.find((o) => o._id === value) ?? (isOption(current) && current._id === value ? current : undefined);
  const text = option ? (referenceLabel(field, option) ?? '') : query.isPending ? t('crud.loadingOptions') : '';
  return <TextField {...textField} label={field.label} value={text} slotProps={{ ...slotProps, input: { readOnly: true } }} />;
}
