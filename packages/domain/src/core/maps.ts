import { z } from 'zod';
import { text } from './clean-text.ts';

export const mapConfigSchema = z.object({
  tileUrl: z.string(),
  attribution: z.string(),
  /** Without it, coordinates are entered by hand. */
  geocoder: z.boolean(),
  publicSiteUrl: z.string(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

export const ADDRESS_QUERY_MAX = 200;

export const geocodeQuerySchema = z.object({
  q: text({ min: 3, max: ADDRESS_QUERY_MAX, messages: { required: 'Escriba una dirección para buscar', min: 'Escriba al menos 3 caracteres' } }),
});

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
