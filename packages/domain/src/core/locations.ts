import { z } from 'zod';
import { es } from '../messages/es.ts';
import { text } from './clean-text.ts';

/**
 * Places travel as names (CONTRACT): `country` as its Spanish name (`México`), `state` and `city` as the
 * bundled location data names them. The location endpoints list exactly the names a form may send.
 */

/** Longest country, state or city value a location call accepts (the bundled names stop at 59 characters). */
export const LOCATION_NAME_MAX = 100;

/** `GET /api/locations/countries` item (spec 000 §3 "Country list item: name, Iso2, Iso3"). */
export interface CountryItem {
  name: string;
  Iso2: string;
  Iso3: string;
}

/** `GET|POST /api/locations/states` item. */
export interface StateItem {
  name: string;
  isoCode: string;
}

/** `GET|POST /api/locations/cities` item. */
export interface CityItem {
  name: string;
}

/** The place fields of a form (companies, admins, users). */
export interface LocationValue {
  country: string;
  state: string;
  city: string;
}

const m = es.locations;

/** A country: its Spanish name or its ISO 3166-1 alpha-2 code. */
export const countryParam = text({ max: LOCATION_NAME_MAX, messages: { required: m.countryRequired } });
/** A state of that country: its name or its code. */
export const stateParam = text({ max: LOCATION_NAME_MAX, messages: { required: m.stateRequired } });

/** Query of `GET /api/locations/states`, body of `POST /api/locations/states`. */
export const statesQuerySchema = z.object({ country: countryParam });
export type StatesQuery = z.infer<typeof statesQuerySchema>;

/** Query of `GET /api/locations/cities`, body of `POST /api/locations/cities`. */
export const citiesQuerySchema = z.object({ country: countryParam, state: stateParam });
export type CitiesQuery = z.infer<typeof citiesQuerySchema>;
