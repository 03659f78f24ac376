import type { CityItem, CountryItem, StateItem } from '@app/domain/core/locations';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client.ts';
import { toQueryString } from '../lib/query-string.ts';

// The bundled location data never changes while the app runs.
const FOREVER = Number.POSITIVE_INFINITY;

/** Names the place inputs offer: countries (Spanish names), the states of a country, the cities of a state. */
export function useCountries() {
  return useQuery({
    queryKey: ['locations', 'countries'],
    queryFn: ({ signal }) => api<CountryItem[]>('/locations/countries', { signal }).then((r) => r.data),
    staleTime: FOREVER,
    select: (countries) => countries.map((c) => c.name),
  });
}

export function useStates(country: string) {
  return useQuery({
    queryKey: ['locations', 'states', country],
    queryFn: ({ signal }) =>
      api<StateItem[]>(`/locations/states${toQueryString({ country })}`, { signal }).then((r) => r.data),
    enabled: country !== '',
    staleTime: FOREVER,
    select: (states) => states.map((s) => s.name),
  });
}

export function useCities(country: string, state: string) {
  return useQuery({
    queryKey: ['locations', 'cities', country, state],
    queryFn: ({ signal }) =>
      api<CityItem[]>(`/locations/cities${toQueryString({ country, state })}`, { signal }).then((r) => r.data),
    enabled: country !== '' && state !== '',
    staleTime: FOREVER,
    select: (cities) => cities.map((c) => c.name),
  });
}
