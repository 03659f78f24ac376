import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { GEOCODER_MESSAGES, type GeocodeResult } from '@app/domain/core/maps';
import { HttpError } from '../../lib/errors.ts';

const MAX_RESULTS = 5;

const nominatimPlace = z.object({
  display_name: z.string(),
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});

export interface GeocoderOptions {
  baseUrl: string;
  timeoutMs: number;
  /** A public Nominatim refuses clients that do not say who they are. */
  userAgent?: string;
  /** A public Nominatim allows one call a second. */
  intervalMs?: number;
  maxWaitMs?: number;
}

const MAX_BYTES = 1024 * 1024;
const CACHE_TTL_MS = 10 * 60_000;
const CACHE_SIZE = 500;

/** Only the server calls the geocoder, so the browser never talks to an outside service. */
export function createGeocoder(opts: GeocoderOptions) {
  const intervalMs = opts.intervalMs ?? 1000;
  const maxWaitMs = opts.maxWaitMs ?? 5000;
  let nextTurn = 0;
  const cache = new LRUCache<string, Promise<GeocodeResult[]>>({ max: CACHE_SIZE, ttl: CACHE_TTL_MS });

  async function takeTurn() {
    const now = performance.now();
    const at = Math.max(now, nextTurn);
    if (at - now > maxWaitMs) throw new HttpError(503, GEOCODER_MESSAGES.busy);
    nextTurn = at + intervalMs;
    if (at > now) await sleep(at - now);
  }

  return {
    search(query: string): Promise<GeocodeResult[]> {
      const typed = query.trim().replace(/\s+/g, ' ');
      const key = typed.toLowerCase();
      const hit = cache.get(key);
      if (hit) return hit;
      const places = takeTurn().then(() => ask(typed, opts));
      cache.set(key, places);
      // A failed search is asked again next time.
      places.catch(() => {
        if (cache.get(key) === places) cache.delete(key);
      });
      return places;
    },
  };
}

async function ask(query: string, opts: GeocoderOptions): Promise<GeocodeResult[]> {
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
    if (!response.ok) {
      await response.body?.cancel();
      throw new HttpError(502, GEOCODER_MESSAGES.unavailable);
    }
    body = JSON.parse(await readCapped(response, MAX_BYTES));
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

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new HttpError(502, GEOCODER_MESSAGES.tooLarge);
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks).toString('utf8');
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
}
