import type { ReferenceField, ReferencesField } from '@app/domain/core/fields';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HEX, isOption, NULL_REFERENCE, referenceLabel, WRAPPING_CHIP } from '../fields/reference.tsx';
import { asText, type KindInputProps } from '../fields/kind.ts';
import { useFieldOptions, useLockedValue, type ReferenceOption } from '../use-reference-options.ts';
import { renderAutocompleteField } from './autocomplete-field.tsx';
import { LockedReference } from './locked-reference.tsx';

/** The options of a reference: active records of the target, those of the sibling's value when it depends on one. */
function useOptions(field: ReferenceField | ReferencesField, { def, control, name }: Pick<KindInputProps, 'def' | 'control' | 'name'>) {
  const dependsOn = field.kind === 'reference' ? field.dependsOn : undefined;
  // Without a sibling the field watches itself, and the value is not used.
  const sibling = asText(useWatch({ control, name: dependsOn?.field ?? name }));
  const filters = dependsOn ? { [dependsOn.param ?? dependsOn.field]: sibling } : {};
  const waiting = dependsOn !== undefined && sibling === '';
  return { query: useFieldOptions(def, name, 'true', filters, !waiting), waiting, dependsOn };
}

function Swatch({ option }: { option: ReferenceOption }) {
  return typeof option.color === 'string' && HEX.test(option.color) ? (
    <Box component="span" aria-hidden sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: option.color, flexShrink: 0 }} />
  ) : null;
}

/** A record of the target, chosen among the active ones; fixed to theirs for an admin bound to a GTA. */
export function ReferenceInput(props: KindInputProps<ReferenceField>) {
  const { t } = useTranslation();
  const locked = useLockedValue(props.field);
  if (!locked) return <ChosenReferenceInput {...props} />;
  const { def, field, record, name, input } = props;
  return (
    <LockedReference
      def={def}
      fieldName={name}
      field={field}
      value={input.value}
      current={record?.[name]}
      name={input.name}
      required={input.required}
      inputRef={input.inputRef}
      error={input.error !== undefined}
      helperText={input.error ?? t('dayLists.lockedGta')}
      // Named by the label's text alone, as the other inputs (the label's own text has the asterisk).
      slotProps={{ htmlInput: { 'aria-label': input.label } }}
    />
  );
}

/** A record of the target, chosen by its label among the active ones; the form keeps its `_id`. */
function ChosenReferenceInput({ def, field, record, name, control, input }: KindInputProps<ReferenceField>) {
  const { t } = useTranslation();
  const { query, waiting, dependsOn } = useOptions(field, { def, control, name });
  const current = record?.[name];
  const options = useMemo(() => {
    const list = query.data ?? [];
    // The stored reference stays offered even when the target is no longer active.
    const withCurrent = isOption(current) && !list.some((o) => o._id === current._id) && !dependsOn ? [current, ...list] : list;
    // A nullable reference offers "none" first, by its label ('Todos'), held as 'null'.
    if (field.nullLabel === undefined) return withCurrent;
    const none: ReferenceOption = { _id: NULL_REFERENCE, [field.display[0]]: field.nullLabel };
    return [none, ...withCurrent];
  }, [query.data, current, field.nullLabel, field.display, dependsOn]);
  const value = asText(input.value);
  const selected = options.find((o) => o._id === value) ?? (isOption(current) && current._id === value ? current : null);
  const label = (option: ReferenceOption) => referenceLabel(field, option) ?? '';
  const hint = waiting ? t('crud.chooseFirst', { label: def.fields[dependsOn!.field]?.label ?? '' }) : ' ';

  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, option) => input.onChange(option?._id ?? '')}
      onBlur={input.onBlur}
      getOptionLabel={label}
      isOptionEqualToValue={(option, v) => option._id === v._id}
      disabled={waiting}
      loading={!waiting && query.isPending}
      loadingText={t('crud.loadingOptions')}
      noOptionsText={t('crud.noOptions')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.25 }}>
          <Swatch option={option} />
          {label(option)}
        </Box>
      )}
      renderInput={renderAutocompleteField(input, hint)}
    />
  );
}

/** Several records of the target, as chips; the form keeps their `_id`s in the order chosen. */
export function ReferencesInput({ def, field, record, name, control, input }: KindInputProps<ReferencesField>) {
  const { t } = useTranslation();
  const { query } = useOptions(field, { def, control, name });
  const stored = record?.[name];
  const options = useMemo(() => {
    const list = query.data ?? [];
    // The stored ones stay offered even when no longer active.
    const current = Array.isArray(stored) ? stored.filter(isOption) : [];
    return [...current.filter((c) => !list.some((o) => o._id === c._id)), ...list];
  }, [query.data, stored]);
  const ids = Array.isArray(input.value) ? (input.value as string[]) : [];
  const selected = ids.map((id) => options.find((o) => o._id === id) ?? { _id: id, [field.display[0]]: '…' });
  const label = (option: ReferenceOption) => referenceLabel(field, option) ?? '';
  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      onChange={(_event, chosen) => input.onChange(chosen.map((o) => o._id))}
      onBlur={input.onBlur}
      getOptionLabel={label}
      isOptionEqualToValue={(option, v) => option._id === v._id}
      filterSelectedOptions
      loading={query.isPending}
      loadingText={t('crud.loadingOptions')}
      noOptionsText={t('crud.noOptions')}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...item } = getItemProps({ index });
          return <Chip key={key} size="small" label={label(option)} {...item} sx={WRAPPING_CHIP} />;
        })
      }
      renderInput={renderAutocompleteField(input, ' ')}
    />
  );
}
