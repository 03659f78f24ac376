import type { Resource, ViewDef } from '@app/domain/core/define-resource';
import type { BooleanField, ReferenceField, ReferencesField } from '@app/domain/core/fields';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { referenceLabel } from './fields/reference.tsx';
import type { ListFilters as FilterValues } from './resource-keys.ts';
import { useOneByOne } from '../ui/use-later.ts';

/** What the filter controls read and change: a table's list, or a card grid's own state. */
export interface FilterState {
  def: Resource;
  filters: FilterValues;
  setFilter: (param: string, value: string) => void;
}
import { useFieldOptions } from './use-reference-options.ts';

const FILTER_WIDTH = 260;

/** The filter controls a list shows: the view's, else every definition filter a person picks (not e-mails). */
function shownFilters(list: FilterState, view?: Pick<ViewDef, 'filters'>) {
  const { def } = list;
  const all = def.filterParams.filter(({ field }) => def.fields[field]?.kind !== 'email');
  return view?.filters ? all.filter((f) => view.filters!.includes(f.param)) : all;
}

/** A control per filter, bound to the list's query string (`?gta=<id>`, `?area=<a>,<b>`). */
export function ListFilters({ list, view }: { list: FilterState; view?: Pick<ViewDef, 'filters'> }) {
  const { def } = list;
  const filters = shownFilters(list, view);
  const drawn = useOneByOne(filters.length);
  return filters.map(({ param, field: name }, index) => {
    // Drawn just after the rows, in the size they will take (no layout shift).
    if (index >= drawn) return <Skeleton key={param} variant="rounded" sx={{ width: FILTER_WIDTH, maxWidth: '100%', height: 40 }} />;
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
}

interface FilterProps<F> {
  field: F;
  value: string;
  onChange: (value: string) => void;
}

type ReferenceFilterProps = FilterProps<ReferenceField | ReferencesField> & { def: Resource; name: string; scope?: Record<string, string> };

/**
 * Any record of the target, active or not; cleared means every record. A list of references filters by several
 * ("any of"), a reference by one. `scope` narrows the options to a sibling filter's value.
 *
 * Until the admin reaches it (focus, touch) an empty one is drawn as the field it looks like, and MUI's Autocomplete
 * (25–45 ms to mount on the test machine, its options asked for on mount) replaces it then, keeping the focus and, on a
 * click, opening. A chosen value needs its option's label: that one is the Autocomplete from the start.
 */
function ReferenceFilter(props: ReferenceFilterProps) {
  const { t } = useTranslation();
  const [reached, setReached] = useState<'focus' | 'pointer' | null>(null);
  const byPointer = useRef(false);
  const waiting = isWaiting(props.scope);
  if (reached || props.value !== '') return <LiveReferenceFilter {...props} reached={reached} />;
  return (
    <TextField
      size="small"
      label={props.field.label}
      placeholder={t('crud.filterAll')}
      disabled={waiting}
      onPointerDown={() => {
        byPointer.current = true;
      }}
      onFocus={() => flushSync(() => setReached(byPointer.current ? 'pointer' : 'focus'))}
      sx={{ width: FILTER_WIDTH, maxWidth: '100%' }}
      slotProps={{
        inputLabel: { shrink: true },
        // As the Autocomplete's input says it (a combobox, closed) and where its popup button draws the arrow.
        htmlInput: { readOnly: true, role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list' },
        input: {
          endAdornment: (
            <ArrowDropDown
              aria-hidden
              sx={{ position: 'absolute', right: 9, top: '50%', transform: 'translateY(-50%)', color: waiting ? 'action.disabled' : 'action.active' }}
            />
          ),
        },
      }}
    />
  );
}

/** Whether a filter waits for a sibling's value (a work axis for its GTA). */
const isWaiting = (scope?: Record<string, string>) => scope !== undefined && Object.values(scope).some((v) => v === '');

function LiveReferenceFilter({ def, name, field, value, onChange, scope, reached }: ReferenceFilterProps & { reached: 'focus' | 'pointer' | null }) {
  const { t } = useTranslation();
  const [openOnce, setOpenOnce] = useState(reached === 'pointer');
  const waiting = isWaiting(scope);
  const query = useFieldOptions(def, name, 'all', scope ?? {}, !waiting);
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
    // Reached through its stand-in: the focus stays in it, and the click that reached it opens it (that once).
    openOnFocus: openOnce,
    onOpen: () => setOpenOnce(false),
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        autoFocus={reached !== null}
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
