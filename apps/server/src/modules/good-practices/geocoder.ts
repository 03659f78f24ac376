import { z } from 'zod';
import { GEOCODER_MESSAGES, type GeocodeResult } from '@app/domain/core/maps';
import { HttpError } from '../../lib/errors.ts';

const MAX_RESULTS = 5;

/** What a Nominatim-compatible `search?format=json` answers per place (coordinates as text). */
const nominatimPlace = z.object({
  display_name: z.string(),
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});

export interface GeocoderOptions {
  baseUrl: string;
  /** How long it may take before the form is told to try again or type coordinates. */
  timeoutMs: number;
  /** Sent as the User-Agent: a public Nominatim refuses clients that do not say who they are. */
  userAgent?: string;
}

/**
 * Looks an address up on a Nominatim-compatible server. Every failure becomes an `HttpError` the form can show: 504
 * when it does not answer in time, 502 when it fails or answers something that is not a list of places.
 */
export async function searchAddress(query: string, opts: GeocoderOptions): Promise<GeocodeResult[]> {
  const base = opts.baseUrl.endsWith('/') ? opts.baseUrl : `${opts.baseUrl}/`;
  const url = new URL('search', base);
  url.searchParams.set('q', query);
  url.searchParams.set('format', 'json');
  url.searchParams.set('limit', String(MAX_RESULTS));
  url.searchParams.set('accept-language', 'es');

  let body: unknown;
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json', 'User-Agent': opts.userAgent ?? 'backoffice-sostenibilidad' },
      signal: AbortSignal.timeout(opts.timeoutMs),
      redirect: 'error',
    });
    if (!response.ok) throw new HttpError(502, GEOCODER_MESSAGES.unavailable);
    body = await response.json();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) throw new HttpError(504, GEOCODER_MESSAGES.timeout);
    throw new HttpError(502, GEOCODER_MESSAGES.unavailable);
  }
  const places = z.array(z.unknown()).safeParse(body);
  if (!places.success) throw new HttpError(502, GEOCODER_MESSAGES.unavailable);
  // A place the server describes badly is left out rather than failing the whole search.
  return places.data
    .map((p) => nominatimPlace.safeParse(p))
    .flatMap((p) => (p.success ? [{ label: p.data.display_name, lat: p.data.lat, lng: p.data.lon }] : []))
    .slice(0, MAX_RESULTS);
}
