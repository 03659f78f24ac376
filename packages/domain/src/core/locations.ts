import { z } from 'zod';
import { es } from '../messages/es.ts';
import { text } from './clean-text.ts';

/** Places travel as names, so the location endpoints list exactly the names a form may send. */

/** The bundled names stop at 59 characters. */
export const LOCATION_NAME_MAX = 100;

export interface CountryItem {
  name: string;
  Iso2: string;
  Iso3: string;
}

export interface StateItem {
  name: string;
  isoCode: string;
}

export interface CityItem {
  name: string;
}

export interface LocationValue {
  country: string;
  state: string;
  city: string;
}

const m = es.locations;

export const countryParam = text({ max: LOCATION_NAME_MAX, messages: { required: m.countryRequired } });
export const stateParam = text({ max: LOCATION_NAME_MAX, messages: { required: m.stateRequired } });

export const statesQuerySchema = z.object({ country: countryParam });
export type StatesQuery = z.infer<typeof statesQuerySchema>;

export const citiesQuerySchema = z.object({ country: countryParam, state: stateParam });
export type CitiesQuery = z.infer<typeof citiesQuerySchema>;
