import type { Resource, ViewDef } from '@app/domain/core/define-resource';
import type { BooleanField, ReferenceField, ReferencesField, SelectField } from '@app/domain/core/fields';
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { referenceLabel } from './fields/reference.tsx';
import type { ListFilters as FilterValues } from './resource-keys.ts';

/** What the filter controls read and change: a table's list, or a card grid's own state. */
export interface FilterState {
  def: Resource;
  filters: FilterValues;
  setFilter: (param: string, value: string) => void;
}
import { useCanListTarget, useReferenceOptions } from './use-reference-options.ts';

const FILTER_WIDTH = 260;

/** The filter controls a list shows: the view's, else every definition filter a person picks (not e-mails). */
export function shownFilters(list: FilterState, view?: Pick<ViewDef, 'filters'>) {
  const { def } = list;
  const all = def.filterParams.filter(({ field }) => def.fields[field]?.kind !== 'email');
  return view?.filters ? all.filter((f) => view.filters!.includes(f.param)) : all;
}

/** A control per filter, bound to the list's query string (`?gta=<id>`, `?area=<a>,<b>`). */
export function ListFilters({ list, view }: { list: FilterState; view?: Pick<ViewDef, 'filters'> }) {
  const { def } = list;
  return shownFilters(list, view).map(({ param, field: name }) => {
    const field = def.fields[name];
    const value = list.filters[param] ?? '';
    const onChange = (next: string) => list.setFilter(param, next);
    switch (field?.kind) {
      case 'reference':
      case 'references': {
        // A work axis filter follows the GTA filter: only that GTA's axes, disabled until one is chosen.
        const on = field.kind === 'reference' ? field.dependsOn : undefined;
        const parent = on ? def.filterParams.find((f) => f.field === on.field)?.param : undefined;
        const scope = on && parent ? { [on.param ?? on.field]: list.filters[parent] ?? '' } : undefined;
        return <ReferenceFilter key={param} field={field} value={value} onChange={onChange} scope={scope} />;
      }
      case 'select':
        return <SelectFilter key={param} field={field} value={value} onChange={onChange} />;
      case 'boolean':
        return <BooleanFilter key={param} field={field} value={value} onChange={onChange} />;
      default:
        return null;
    }
  });
}

interface FilterProps<F> {
  field: F;
  value: string;
  onChange: (value: string) => void;
}

/**
 * Any record of the target, active or not; cleared means every record. A list of references filters by several
 * ("any of"), a reference by one. `scope` narrows the options to a sibling filter's value.
 */
type ReferenceFilterProps = FilterProps<ReferenceField | ReferencesField> & { scope?: Record<string, string> };

/** A filter by records the admin may not list is not offered. */
function ReferenceFilter(props: ReferenceFilterProps) {
  return useCanListTarget(props.field.target) ? <ReferenceFilterControl {...props} /> : null;
}

function ReferenceFilterControl({ field, value, onChange, scope }: ReferenceFilterProps) {
  const { t } = useTranslation();
  const waiting = scope !== undefined && Object.values(scope).some((v) => v === '');
  const query = useReferenceOptions(field.target, 'all', scope ?? {}, !waiting);
  const options = query.data ?? [];
  const label = (option: (typeof options)[number]) => referenceLabel(field, option) ?? '';
  const ids = value === '' ? [] : value.split(',');
  const common = {
    size: 'small' as const,
    options,
    getOptionLabel: label,
    isOptionEqualToValue: (option: (typeof options)[number], current: (typeof options)[number]) => option._id === current._id,
    loading: !waiting && query.isPending,
    disabled: waiting,
    loadingText: t('crud.loadingOptions'),
    noOptionsText: t('crud.noOptions'),
    sx: { width: FILTER_WIDTH, maxWidth: '100%' },
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        label={field.label}
        placeholder={ids.length === 0 ? t('crud.filterAll') : undefined}
        slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
      />
    ),
  };
  if (field.kind === 'references') {
    return (
      <Autocomplete
        {...common}
        multiple
        limitTags={1}
        value={options.filter((o) => ids.includes(o._id))}
        onChange={(_event, chosen) => onChange(chosen.map((o) => o._id).join(','))}
      />
    );
  }
  return <Autocomplete {...common} value={options.find((o) => o._id === value) ?? null} onChange={(_event, option) => onChange(option?._id ?? '')} />;
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

function BooleanFilter({ field, value, onChange }: FilterProps<BooleanField>) {
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
      <MenuItem value="true">{field.labels?.true ?? t('common.yes')}</MenuItem>
      <MenuItem value="false">{field.labels?.false ?? t('common.no')}</MenuItem>
    </TextField>
  );
}
