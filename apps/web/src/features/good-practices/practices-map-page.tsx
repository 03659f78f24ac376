import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import L from 'leaflet';
import 'leaflet.markercluster';
import type { MapConfig } from '@app/domain/core/maps';
import { goodPractices, PRACTICE_STATUS } from '@app/domain/resources/good-practices';
import ListIcon from '@mui/icons-material/ViewList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../../api/api-client.ts';
import { PageHeader } from '../../engine/page-header.tsx';
import { resourceKeys, type ResourceRecord } from '../../engine/resource-keys.ts';
import { useLeafletMap } from './leaflet-map.ts';
import { COUNTRY_VIEW, coordinatesOf, markerIcon, type LatLng } from './marker-icon.ts';
import { useMapConfig } from './use-map-config.ts';
import { TilesFailedNotice } from './tiles-failed-notice.tsx';

interface Pin extends LatLng {
  id: string;
  name: string;
  promoter: string;
  place: string;
}

/** Every approved, active practice on one map of the country, its markers clustered where they crowd; a marker opens the practice. */
export function PracticesMapPage() {
  const { t } = useTranslation();
  const { data: config } = useMapConfig();
  const practices = useQuery({
    queryKey: [...resourceKeys.all(goodPractices), 'map'],
    queryFn: ({ signal }) =>
      api<ResourceRecord[]>(`/${goodPractices.apiPath}/all?status=${PRACTICE_STATUS.approved}`, { signal }).then((r) => r.data),
  });
  const pins = useMemo(
    () =>
      (practices.data ?? []).flatMap((p): Pin[] => {
        const at = coordinatesOf(p.lat, p.lng);
        if (!at) return [];
        return [{ ...at, id: p._id, name: String(p.name ?? ''), promoter: String(p.promoterInstitution ?? ''), place: String(p.ubication ?? '') }];
      }),
    [practices.data],
  );
  const withoutPlace = (practices.data?.length ?? 0) - pins.length;

  return (
    <>
      <PageHeader
        title={t('goodPractices.mapPage.title')}
        subtitle={practices.data ? t('goodPractices.mapPage.count', { count: pins.length }) : undefined}
        actions={
          <Button component={Link} to={goodPractices.route} variant="outlined" startIcon={<ListIcon />}>
            {t('goodPractices.mapPage.list')}
          </Button>
        }
      />
      {withoutPlace > 0 && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {t('goodPractices.mapPage.withoutPlace', { count: withoutPlace })}
        </Alert>
      )}
      {!config || practices.isPending ? (
        <Skeleton variant="rounded" sx={{ height: { xs: 420, md: 'calc(100vh - 260px)' } }} />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '3fr 1fr' }, gap: 2, alignItems: 'start' }}>
          <div>
            <PinsMap config={config} pins={pins} />
          </div>
          <PinsList pins={pins} />
        </Box>
      )}
    </>
  );
}

/** The same practices as a list beside the map, by state: what a keyboard or a screen reader uses, and what still orients when the base map cannot load. */
function PinsList({ pins }: { pins: readonly Pin[] }) {
  const { t } = useTranslation();
  const sorted = useMemo(() => [...pins].sort((a, b) => stateOf(a).localeCompare(stateOf(b), 'es') || a.name.localeCompare(b.name, 'es')), [pins]);
  return (
    <Paper variant="outlined" component="nav" aria-label={t('goodPractices.mapPage.listLabel')} sx={{ maxHeight: { lg: 'calc(100vh - 260px)' }, overflow: 'auto' }}>
      <List dense disablePadding>
        {sorted.map((pin, i) => (
          <Fragment key={pin.id}>
            {(i === 0 || stateOf(sorted[i - 1]!) !== stateOf(pin)) && <ListSubheader>{stateOf(pin) || t('goodPractices.mapPage.noState')}</ListSubheader>}
            <ListItem disablePadding>
              <ListItemButton component={Link} to={`${goodPractices.route}/${encodeURIComponent(pin.id)}`}>
                <ListItemText primary={pin.name} secondary={pin.promoter} />
              </ListItemButton>
            </ListItem>
          </Fragment>
        ))}
      </List>
    </Paper>
  );
}

const stateOf = (pin: Pin) => pin.place.split(',').at(-1)?.trim() ?? '';

function PinsMap({ config, pins }: { config: MapConfig; pins: readonly Pin[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { element, map, tilesFailed } = useLeafletMap({
    config,
    ...COUNTRY_VIEW,
  });
  useEffect(() => {
    if (!map) return;
    const cluster = L.markerClusterGroup({ chunkedLoading: true, showCoverageOnHover: false });
    for (const pin of pins) {
      const tooltip = document.createElement('span');
      const title = document.createElement('strong');
      title.textContent = pin.name;
      tooltip.append(title, document.createElement('br'), pin.promoter);
      cluster.addLayer(
        L.marker([pin.lat, pin.lng], { icon: markerIcon, title: pin.name, alt: pin.name })
          .bindTooltip(tooltip, { direction: 'top' })
          .on('click', () => navigate(`${goodPractices.route}/${encodeURIComponent(pin.id)}`)),
      );
    }
    map.addLayer(cluster);
    return () => {
      map.removeLayer(cluster);
    };
  }, [map, pins, navigate]);
  return (
    <>
      <Paper
        variant="outlined"
        role="region"
        aria-label={t('goodPractices.mapPage.title')}
        // The map stays light in the dark theme, so what is drawn on it (the clusters' counts) keeps dark text.
        sx={{ height: { xs: 420, md: 'calc(100vh - 260px)' }, minHeight: 360, overflow: 'hidden', bgcolor: 'grey.100', color: 'grey.900' }}
      >
        <div ref={element} style={{ height: '100%', width: '100%' }} />
      </Paper>
      {tilesFailed && <TilesFailedNotice />}
      {pins.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('goodPractices.mapPage.empty')}
        </Typography>
      )}
    </>
  );
}
