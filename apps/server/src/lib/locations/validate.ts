import type { FieldError } from '@app/domain/core/page';
import { es } from '@app/domain/messages/es';
import { countryByExactName, findCountry, hasCity, listCities, listStates, stateByExactName } from './data.ts';

const m = es.locations;

export interface LocationInput {
  country?: unknown;
  state?: unknown;
  city?: unknown;
}

export interface ValidateLocationOptions {
  /** `false`: all three blank is valid (an edit that leaves the place alone). */
  required?: boolean;
}

function textOf(value: unknown): string | null {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value.trim() : null;
}

/** A country without states needs no state, a state without cities no city: the form cannot offer one. */
export function validateLocation(input: LocationInput, options: ValidateLocationOptions = {}): FieldError[] {
  const country = textOf(input.country);
  const state = textOf(input.state);
  const city = textOf(input.city);
  if (options.required === false && country === '' && state === '' && city === '') return [];

  const errors: FieldError[] = [];
  const requireBlank = (path: 'state' | 'city', value: string | null, msg: string) => {
    if (value !== '') errors.push({ path, msg });
  };

  const found = country ? countryByExactName(country) : undefined;
  if (!found) {
    errors.push({ path: 'country', msg: country === '' ? m.countryRequired : m.countryInvalid });
    if (state === '') errors.push({ path: 'state', msg: m.stateRequired });
    if (city === '') errors.push({ path: 'city', msg: m.cityRequired });
    return errors;
  }

  if (listStates(found.Iso2).length === 0) {
    requireBlank('state', state, m.stateInvalid);
    requireBlank('city', city, m.cityInvalid);
    return errors;
  }
  const stateEntry = state ? stateByExactName(found.Iso2, state) : undefined;
  if (!stateEntry) {
    errors.push({ path: 'state', msg: state === '' ? m.stateRequired : m.stateInvalid });
    if (city === '') errors.push({ path: 'city', msg: m.cityRequired });
    return errors;
  }

  if (listCities(found.Iso2, stateEntry).length === 0) {
    requireBlank('city', city, m.cityInvalid);
    return errors;
  }
  if (city === '') errors.push({ path: 'city', msg: m.cityRequired });
  else if (city === null || !hasCity(found.Iso2, stateEntry, city)) errors.push({ path: 'city', msg: m.cityInvalid });
  return errors;
}

export function normalizeCountry(nameOrIso2: string): string | null {
  return findCountry(nameOrIso2)?.name ?? null;
}
