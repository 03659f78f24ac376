import type { Resource, ViewDef } from '@app/domain/core/define-resource';
import type { BooleanField, ReferenceField, ReferencesField } from '@app/domain/core/fields';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useActor } from '../session/use-can.ts';
import { referenceLabel, WRAPPING_CHIP } from './fields/reference.tsx';
import { LockedReference } from './inputs/locked-reference.tsx';
import type { ListFilters as FilterValues } from './resource-keys.ts';
import { lockedGta, useFieldOptions } from './use-reference-options.ts';

/** What the filter controls read and change: a table's list, or a card grid's own state. */
export interface FilterState {
  def: Resource;
  filters: FilterValues;
  setFilter: (param: string, value: string) => void;
}

const FILTER_WIDTH = 260;

/** The filter controls a list shows: the view's, else every definition filter a person picks (not e-mails). */
export function shownFilters(list: FilterState, view?: Pick<ViewDef, 'filters'>) {
  const { def } = list;
  const all = def.filterParams.filter(({ field }) => def.fields[field]?.kind !== 'email');
  return view?.filters ? all.filter((f) => view.filters!.includes(f.param)) : all;
}

/** A control per filter, bound to the list's query string (`?gta=<id>`, `?area=<a>,<b>`), and «Limpiar filtros» once one is set. */
export function ListFilters({ list, view }: { list: FilterState; view?: Pick<ViewDef, 'filters'> }) {
  const { def } = list;
  const { t } = useTranslation();
  const actor = useActor();
  // The GTA of an admin bound to one is not a choice: the server lists only its records.
  const valueOf = (param: string, name: string) => lockedGta(actor, def.fields[name]) ?? list.filters[param] ?? '';
  const controls = shownFilters(list, view).map(({ param, field: name }) => {
    const field = def.fields[name];
    const value = valueOf(param, name);
    const onChange = (next: string) => list.setFilter(param, next);
    switch (field?.kind) {
      case 'reference':
      case 'references': {
        if (lockedGta(actor, field)) {
          return (
            <LockedReference
              key={param}
              def={def}
              fieldName={name}
              field={field}
              value={value}
              size="small"
              title={t('dayLists.lockedGta')}
              sx={{ width: FILTER_WIDTH, maxWidth: '100%' }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          );
        }
        // A work axis filter follows the GTA filter: only that GTA's axes, disabled until one is chosen.
        const on = field.kind === 'reference' ? field.dependsOn : undefined;
        const parent = on ? def.filterParams.find((f) => f.field === on.field)?.param : undefined;
        const scope = on && parent ? { [on.param ?? on.field]: valueOf(parent, on.field) } : undefined;
        return <ReferenceFilter key={param} def={def} name={name} field={field} value={value} onChange={onChange} scope={scope} />;
      }
      case 'select':
        return <ChoiceFilter key={param} label={field.label} options={field.options} value={value} onChange={onChange} />;
      case 'boolean':
        return <BooleanFilter key={param} field={field} value={value} onChange={onChange} />;
      default:
        return null;
    }
  });
  return (
    <>
      {controls}
      {activeFilters(list) > 0 && <ClearFilters def={def} />}
    </>
  );
}

/** How many of the definition's filters the list's query string sets. */
export const activeFilters = (list: Pick<FilterState, 'filters'>) => Object.keys(list.filters).length;

/** Drops every filter of the definition in one change of the query string (one setter per filter would keep only the last). */
function ClearFilters({ def }: { def: Resource }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const clear = () =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const { param } of def.filterParams) next.delete(param);
      next.delete('page');
      return next;
    });
  return (
    <Button onClick={clear} startIcon={<FilterAltOffIcon />}>
      {t('dayLists.clearFilters')}
    </Button>
  );
}

interface FilterProps<F> {
  field: F;
  value: string;
  onChange: (value: string) => void;
}

type ReferenceFilterProps = FilterProps<ReferenceField | ReferencesField> & { def: Resource; name: string; scope?: Record<string, string> };

/** Any record of the target, active or not; cleared means every record. */
function ReferenceFilter({ def, name, field, value, onChange, scope }: ReferenceFilterProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const waiting = scope !== undefined && Object.values(scope).some((v) => v === '');
  const query = useFieldOptions(def, name, 'all', scope ?? {}, !waiting && (open || value !== ''));
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
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
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
        renderValue={(chosen, getItemProps) =>
          chosen.map((option, index) => {
            const { key, ...item } = getItemProps({ index });
            return <Chip key={key} size="small" label={label(option)} {...item} sx={WRAPPING_CHIP} />;
          })
        }
      />
    );
  }
  return <Autocomplete {...common} value={options.find((o) => o._id === value) ?? null} onChange={(_event, option) => onChange(option?._id ?? '')} />;
}

/** One value among a few (a select's options, yes / no); cleared means every record. */
function ChoiceFilter({ label, options, value, onChange }: { label: string; options: readonly { value: string; label: string }[]; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: FILTER_WIDTH, maxWidth: '100%' }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('crud.filterAll')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function BooleanFilter({ field, value, onChange }: FilterProps<BooleanField>) {
  const { t } = useTranslation();
  const options = [
    { value: 'true', label: field.labels?.true ?? t('common.yes') },
    { value: 'false', label: field.labels?.false ?? t('common.no') },
  ];
  return <ChoiceFilter label={field.label} options={options} value={value} onChange={onChange} />;
}
