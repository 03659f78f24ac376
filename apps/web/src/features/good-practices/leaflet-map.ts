import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';

/**
 * A Leaflet map on the returned element (Leaflet itself: the React bindings are under a licence the product avoids),
 * over the configured tiles, torn down with the component. `onTilesFailed` hears of the first tile that cannot load.
 */
export function useLeafletMap(opts: {
  tileUrl: string;
  attribution: string;
  center: [number, number];
  zoom: number;
  scrollWheelZoom?: boolean;
  onTilesFailed: () => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const { tileUrl, attribution, scrollWheelZoom, onTilesFailed } = opts;
  // Where the map first looks; later moves are the map's own.
  const [start] = useState(() => ({ center: opts.center, zoom: opts.zoom }));
  const failed = useRef(onTilesFailed);
  useEffect(() => {
    failed.current = onTilesFailed;
  }, [onTilesFailed]);

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { center: start.center, zoom: start.zoom, scrollWheelZoom: scrollWheelZoom ?? true });
    L.tileLayer(tileUrl, { attribution }).on('tileerror', () => failed.current()).addTo(created);
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, [tileUrl, attribution, scrollWheelZoom, start]);

  return { element, map };
}
