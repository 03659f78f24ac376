import { z } from 'zod';
import { text } from './clean-text.ts';

/** CONTRACT "Maps and addresses": what the web app needs to draw maps and look addresses up. */
export const mapConfigSchema = z.object({
  /** Leaflet tile URL template (`{z}/{x}/{y}`), from `MAP_TILE_URL`. */
  tileUrl: z.string(),
  attribution: z.string(),
  /** Whether `GEOCODER_URL` is set: without it, coordinates are entered by hand. */
  geocoder: z.boolean(),
  /** Base of the public site's pages (`PUBLIC_SITE_URL`). */
  publicSiteUrl: z.string(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

export const ADDRESS_QUERY_MAX = 200;

export const geocodeQuerySchema = z.object({
  q: text({ min: 3, max: ADDRESS_QUERY_MAX, messages: { required: 'Escriba una dirección para buscar', min: 'Escriba al menos 3 caracteres' } }),
});

/** One place an address search found. */
export const geocodeResultSchema = z.object({ label: z.string(), lat: z.number(), lng: z.number() });
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

export const GEOCODER_MESSAGES = {
  found: 'Direcciones encontradas',
  notConfigured: 'La búsqueda de direcciones no está configurada: ingrese la latitud y la longitud a mano',
  timeout: 'El servicio de búsqueda de direcciones no respondió a tiempo; intente de nuevo o ingrese las coordenadas a mano',
  unavailable: 'El servicio de búsqueda de direcciones no está disponible; intente más tarde o ingrese las coordenadas a mano',
  tooLarge: 'El servicio de búsqueda de direcciones respondió demasiados datos; precise la dirección o ingrese las coordenadas a mano',
  busy: 'Hay muchas búsquedas de direcciones en curso; intente de nuevo en unos segundos o ingrese las coordenadas a mano',
} as const;
