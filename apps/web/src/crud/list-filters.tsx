import type { Resource } from '@app/domain/core/define-resource';
import type { ReferenceField, SelectField } from '@app/domain/core/fields';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { referenceLabel } from './field-format.ts';
import type { ResourceList } from './use-resource-list.ts';
import { useReferenceOptions } from './use-reference-options.ts';

const FILTER_WIDTH = 260;

/** A control per filter the definition declares, bound to the list's query string (`?gta=<id>`). */
export function ListFilters({ def, list }: { def: Resource; list: ResourceList }) {
  return (def.filters ?? []).map((name) => {
    const field = def.fields[name];
    const value = list.filters[name] ?? '';
    const onChange = (next: string) => list.setFilter(name, next);
    if (field?.kind === 'reference') {
      return <ReferenceFilter key={name} field={field} value={value} onChange={onChange} />;
    }
    if (field?.kind === 'select') {
      return <SelectFilter key={name} field={field} value={value} onChange={onChange} />;
    }
    return null;
  });
}

interface FilterProps<F> {
  field: F;
  value: string;
  onChange: (value: string) => void;
}

/** Any record of the target, active or not; cleared means every record. */
function ReferenceFilter({ field, value, onChange }: FilterProps<ReferenceField>) {
  const { t } = useTranslation();
  const query = useReferenceOptions(field.target, 'all');
  const options = query.data ?? [];
  const selected = options.find((o) => o._id === value) ?? null;
  return (
    <Autocomplete
      size="small"
      options={options}
      value={selected}
      onChange={(_event, option) => onChange(option?._id ?? '')}
      getOptionLabel={(option) => referenceLabel(field, option) ?? ''}
      isOptionEqualToValue={(option, current) => option._id === current._id}
      loading={query.isPending}
      loadingText={t('crud.loadingOptions')}
      noOptionsText={t('crud.noOptions')}
      sx={{ width: FILTER_WIDTH, maxWidth: '100%' }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={field.label}
          placeholder={t('crud.filterAll')}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
        />
      )}
    />
  );
}

function SelectFilter({ field, value, onChange }: FilterProps<SelectField>) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={field.label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: FILTER_WIDTH, maxWidth: '100%' }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('crud.filterAll')}</MenuItem>
      {field.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
