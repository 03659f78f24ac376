import type { Resource } from '@app/domain/core/define-resource';
import { es } from '@app/domain/messages/es';
import { badRequest } from '../lib/errors.ts';
import { validateLocation } from '../lib/locations/validate.ts';
import type { Row } from './store.ts';

/** On an edit the sent values are checked with the stored ones, so a new city is checked against the stored state. */
export function validatePlaces(def: Resource, values: Record<string, unknown>, before?: Row): void {
  const kinds = Object.values(def.fields).map((f) => f.kind);
  if (!kinds.includes('country')) return;
  const sent = ['country', 'state', 'city'].some((k) => values[k] !== undefined);
  if (before && !sent) return;
  const place = (k: string) => values[k] ?? before?.[k];
  // A resource that keeps only the country (volunteers) asks for no state or city.
  const errors = validateLocation({ country: place('country'), state: place('state'), city: place('city') }).filter((error) => error.path in def.fields);
  if (errors.length > 0) throw badRequest(es.api.validation, errors);
}
