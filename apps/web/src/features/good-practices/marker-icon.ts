import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

/** Leaflet's own marker, its images bundled: the default icon finds them through a CSS path that a bundler rewrites, so it would show broken. */
export const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

export const PLACE_ZOOM = 15;
/** México as a whole, where a practice without coordinates starts. */
export const COUNTRY_VIEW = { center: [23.6, -102.5] as [number, number], zoom: 5 };

export type LatLng = { lat: number; lng: number };

/** A record's or a form's coordinates as numbers, when both are there and valid. */
export function coordinatesOf(lat: unknown, lng: unknown): LatLng | undefined {
  const a = typeof lat === 'string' && lat.trim() !== '' ? Number(lat) : lat;
  const b = typeof lng === 'string' && lng.trim() !== '' ? Number(lng) : lng;
  if (typeof a !== 'number' || typeof b !== 'number' || !Number.isFinite(a) || !Number.isFinite(b)) return undefined;
  if (Math.abs(a) > 90 || Math.abs(b) > 180) return undefined;
  return { lat: a, lng: b };
}
