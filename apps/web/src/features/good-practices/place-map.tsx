import 'leaflet/dist/leaflet.css';
import type { MapConfig } from '@app/domain/core/maps';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { LeafletMouseEvent, Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { COUNTRY_VIEW, markerIcon, PLACE_ZOOM, type LatLng } from './marker-icon.ts';
import { useMapConfig } from './use-map-config.ts';

/** Spec 001 §2, §9: a practice's map is 300 px high. */
const HEIGHT = 300;

interface PlaceMapProps {
  /** The marker; without one the map shows the whole country. */
  place: LatLng | undefined;
  /** What the map is of, for its accessible name and the marker's tooltip. */
  label: string;
  /** The marker can be dragged and the map clicked to move it. */
  onMove?: (place: LatLng) => void;
}

/**
 * One place on a Leaflet map over the configured tiles. When no tile can be loaded (no internet) the marker still
 * shows on a plain background and the map says why it has no streets.
 */
export function PlaceMap({ place, label, onMove }: PlaceMapProps) {
  const { data: config } = useMapConfig();
  if (!config) return <Skeleton variant="rounded" height={HEIGHT} />;
  return <LoadedMap config={config} place={place} label={label} onMove={onMove} />;
}

function LoadedMap({ config, place, label, onMove }: PlaceMapProps & { config: MapConfig }) {
  const { t } = useTranslation();
  const [tilesFailed, setTilesFailed] = useState(false);
  const [initial] = useState(() => (place ? { center: [place.lat, place.lng] as [number, number], zoom: PLACE_ZOOM } : COUNTRY_VIEW));

  return (
    <div>
      <Box
        role="region"
        aria-label={t('goodPractices.map.label', { name: label })}
        sx={{ height: HEIGHT, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'grey.100' }}
      >
        <MapContainer center={initial.center} zoom={initial.zoom} scrollWheelZoom={false} style={{ height: '100%', width: '100%' }}>
          <TileLayer url={config.tileUrl} attribution={config.attribution} eventHandlers={{ tileerror: () => setTilesFailed(true) }} />
          <FollowPlace place={place} />
          {onMove && <ClickToMove onMove={onMove} />}
          {place && <PlaceMarker place={place} label={label} onMove={onMove} />}
        </MapContainer>
      </Box>
      {tilesFailed && (
        <Alert severity="info" variant="outlined" sx={{ mt: 1, py: 0 }}>
          {t('goodPractices.map.tilesFailed')}
        </Alert>
      )}
    </div>
  );
}

/** Keeps the place in view when it moves from outside the map (an address chosen, coordinates typed). */
function FollowPlace({ place }: { place: LatLng | undefined }) {
  const map = useMap();
  const lat = place?.lat;
  const lng = place?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    const inView = map.getBounds().contains([lat, lng]);
    if (!inView || map.getZoom() < PLACE_ZOOM - 3) map.setView([lat, lng], Math.max(map.getZoom(), PLACE_ZOOM));
  }, [map, lat, lng]);
  return null;
}

function ClickToMove({ onMove }: { onMove: (place: LatLng) => void }) {
  useMapEvents({ click: (e: LeafletMouseEvent) => onMove({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

function PlaceMarker({ place, label, onMove }: { place: LatLng; label: string; onMove?: (place: LatLng) => void }) {
  const { t } = useTranslation();
  const handlers = useMemo(
    () =>
      onMove
        ? {
            dragend: (e: { target: LeafletMarker }) => {
              const at = e.target.getLatLng();
              onMove({ lat: at.lat, lng: at.lng });
            },
          }
        : {},
    [onMove],
  );
  const tooltip: ReactNode = onMove ? t('goodPractices.map.dragHint') : label;
  return (
    <Marker
      position={[place.lat, place.lng]}
      icon={markerIcon}
      draggable={onMove !== undefined}
      eventHandlers={handlers}
      title={label}
      alt={t('goodPractices.map.marker', { name: label })}
    >
      <Tooltip direction="top">{tooltip}</Tooltip>
    </Marker>
  );
}
