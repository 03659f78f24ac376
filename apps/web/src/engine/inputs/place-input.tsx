import Autocomplete from '@mui/material/Autocomplete';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCities, useCountries, useStates } from '../use-locations.ts';
import { renderAutocompleteField } from './autocomplete-field.tsx';
import type { InputProps } from './input-props.ts';

export type PlaceKind = 'country' | 'state' | 'city';

interface PlaceInputProps extends InputProps {
  kind: PlaceKind;
  /** The chosen country and state, which the states and the cities depend on. */
  country: string;
  state: string;
}

function usePlaceNames(kind: PlaceKind, country: string, state: string): UseQueryResult<string[]> {
  // Every hook runs on every render; only the one of this kind is enabled with real parameters.
  const countries = useCountries();
  const states = useStates(kind === 'state' ? country : '');
  const cities = useCities(kind === 'city' ? country : '', kind === 'city' ? state : '');
  return kind === 'country' ? countries : kind === 'state' ? states : cities;
}

/** Country, state or city, chosen among the names of the location endpoints. */
export function PlaceInput({ kind, country, state, ...input }: PlaceInputProps) {
  const { t } = useTranslation();
  const query = usePlaceNames(kind, country, state);
  const waiting = (kind === 'state' && country === '') || (kind === 'city' && (country === '' || state === ''));
  const options = useMemo(() => {
    const names = query.data ?? [];
    // A stored name the data no longer lists stays visible instead of silently vanishing.
    return input.value !== '' && !names.includes(input.value) ? [input.value, ...names] : names;
  }, [query.data, input.value]);
  const hint = waiting ? t(kind === 'city' && country !== '' ? 'crud.chooseStateFirst' : 'crud.chooseCountryFirst') : ' ';

  return (
    <Autocomplete
      options={options}
      value={input.value === '' ? null : input.value}
      onChange={(_event, name) => input.onChange(name ?? '')}
      onBlur={input.onBlur}
      disabled={waiting}
      loading={!waiting && query.isFetching}
      loadingText={t('crud.loadingOptions')}
      noOptionsText={t('crud.noOptions')}
      autoHighlight
      renderInput={renderAutocompleteField(input, hint)}
    />
  );
}
