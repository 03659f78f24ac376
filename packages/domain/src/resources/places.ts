import type { PlaceField } from '../core/fields.ts';

export const placeFields = {
  country: { kind: 'country', label: 'País', messages: { required: 'Selecciona un país.' } },
  state: { kind: 'state', label: 'Estado', dependsOn: { field: 'country' }, messages: { required: 'Selecciona un estado.' } },
  city: { kind: 'city', label: 'Ciudad', dependsOn: { field: 'state' }, messages: { required: 'Selecciona una ciudad.' } },
} as const satisfies Record<string, PlaceField>;
