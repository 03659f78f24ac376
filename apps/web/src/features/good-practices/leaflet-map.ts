import type { MapConfig } from '@app/domain/core/maps';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';

/** A Leaflet map on the returned element (Leaflet itself: the React bindings are under a licence the product avoids), over the configured tiles, torn down with the component. */
export function useLeafletMap(opts: { config: MapConfig; center: [number, number]; zoom: number; scrollWheelZoom?: boolean }) {
  const element = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const { tileUrl, attribution } = opts.config;
  const { scrollWheelZoom } = opts;
  // Where the map first looks; later moves are the map's own.
  const [start] = useState(() => ({ center: opts.center, zoom: opts.zoom }));

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { center: start.center, zoom: start.zoom, scrollWheelZoom: scrollWheelZoom ?? true });
    L.tileLayer(tileUrl, { attribution }).on('tileerror', () => setTilesFailed(true)).addTo(created);
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, [tileUrl, attribution, scrollWheelZoom, start]);

  return { element, map, tilesFailed };
}
