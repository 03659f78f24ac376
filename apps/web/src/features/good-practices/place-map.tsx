import 'leaflet/dist/leaflet.css';
import type { MapConfig } from '@app/domain/core/maps';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeafletMap } from './leaflet-map.ts';
import { COUNTRY_VIEW, markerIcon, PLACE_ZOOM, type LatLng } from './marker-icon.ts';
import { useMapConfig } from './use-map-config.ts';
import { TilesFailedNotice } from './tiles-failed-notice.tsx';

const HEIGHT = 300;

interface PlaceMapProps {
  /** The marker; without one the map shows the whole country. */
  place: LatLng | undefined;
  /** What the map is of, for its accessible name and the marker's tooltip. */
  label: string;
  onMove?: (place: LatLng) => void;
}

export function PlaceMap({ place, label, onMove }: PlaceMapProps) {
  const { data: config } = useMapConfig();
  if (!config) return <Skeleton variant="rounded" height={HEIGHT} />;
  return <LoadedMap config={config} place={place} label={label} onMove={onMove} />;
}

function LoadedMap({ config, place, label, onMove }: PlaceMapProps & { config: MapConfig }) {
  const { t } = useTranslation();
  const { element, map, tilesFailed } = useLeafletMap({
    config,
    ...(place ? { center: [place.lat, place.lng] as [number, number], zoom: PLACE_ZOOM } : COUNTRY_VIEW),
    scrollWheelZoom: false,
  });
  usePlaceMarker(map, place, label, onMove);

  return (
    <div>
      <Box
        role="region"
        aria-label={t('goodPractices.map.label', { name: label })}
        sx={{ height: HEIGHT, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'grey.100' }}
      >
        <div ref={element} style={{ height: '100%', width: '100%' }} />
      </Box>
      {tilesFailed && <TilesFailedNotice />}
    </div>
  );
}

/** The place's marker (draggable, and the map clickable, when it can be moved), kept in view when the place moves from outside the map (an address chosen, coordinates typed). */
function usePlaceMarker(map: L.Map | null, place: LatLng | undefined, label: string, onMove?: (place: LatLng) => void) {
  const { t } = useTranslation();
  const marker = useRef<L.Marker | null>(null);
  const move = useRef(onMove);
  useEffect(() => {
    move.current = onMove;
  }, [onMove]);
  const movable = onMove !== undefined;
  const lat = place?.lat;
  const lng = place?.lng;

  useEffect(() => {
    if (!map || !movable) return;
    const click = (e: L.LeafletMouseEvent) => move.current?.({ lat: e.latlng.lat, lng: e.latlng.lng });
    map.on('click', click);
    return () => {
      map.off('click', click);
    };
  }, [map, movable]);

  useEffect(() => {
    if (!map) return;
    const created = L.marker(COUNTRY_VIEW.center, { icon: markerIcon, draggable: movable, title: label, alt: t('goodPractices.map.marker', { name: label }) })
      .bindTooltip(movable ? t('goodPractices.map.dragHint') : label, { direction: 'top' })
      .on('dragend', () => {
        const at = created.getLatLng();
        move.current?.({ lat: at.lat, lng: at.lng });
      });
    marker.current = created;
    return () => {
      created.remove();
      marker.current = null;
    };
  }, [map, movable, label, t]);

  useEffect(() => {
    const current = marker.current;
    if (!map || !current) return;
    if (lat === undefined || lng === undefined) {
      current.remove();
      return;
    }
    current.setLatLng([lat, lng]).addTo(map);
    const inView = map.getBounds().contains([lat, lng]);
    if (!inView || map.getZoom() < PLACE_ZOOM - 3) map.setView([lat, lng], Math.max(map.getZoom(), PLACE_ZOOM));
  }, [map, lat, lng, movable, label]);
}
