import type { GeocodeResult } from '@app/domain/core/maps';
import { ADDRESS_QUERY_MAX } from '@app/domain/core/maps';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api-client.ts';
import type { KindInputProps } from '../../engine/fields/kind.ts';
import { textProps } from '../../engine/fields/text.tsx';
import { bindTextField } from '../../engine/inputs/bind-text-field.ts';
import { coordinatesOf, type LatLng } from './marker-icon.ts';
import { PlaceMap } from './place-map.tsx';
import { useMapConfig } from './use-map-config.ts';

/** Coordinates kept to six decimals: about 10 cm, more than a marker can show. */
const asCoordinate = (n: number) => n.toFixed(6);

/** A practice's address (`ubication`) with its place: an address search through the server's geocoder that fills the address, latitude and longitude and moves the marker; the marker can be dragged, or the map clicked. */
export function AddressInput({ field, control, input }: KindInputProps) {
  const { t } = useTranslation();
  const { data: config } = useMapConfig();
  const lat = useController({ name: 'lat', control });
  const lng = useController({ name: 'lng', control });
  const place = coordinatesOf(lat.field.value, lng.field.value);
  const text = textProps(input);
  const max = field.kind === 'text' ? field.max : undefined;
  const [query, setQuery] = useState('');
  const search = useMutation({
    mutationFn: (q: string) => api<GeocodeResult[]>(`/geocoder/search?q=${encodeURIComponent(q)}`).then((r) => r.data),
    // The form shows what went wrong under the search, and keeps working.
    meta: { errorFeedback: false, successFeedback: false },
  });
  const canSearch = config?.geocoder === true;
  const term = text.value.trim();

  const move = (next: LatLng) => {
    lat.field.onChange(asCoordinate(next.lat));
    lng.field.onChange(asCoordinate(next.lng));
  };
  const choose = (found: GeocodeResult) => {
    input.onChange(max !== undefined ? found.label.slice(0, max) : found.label);
    move(found);
    search.reset();
  };
  const run = () => {
    if (!canSearch || term.length < 3) return;
    setQuery(term.slice(0, ADDRESS_QUERY_MAX));
    search.mutate(term.slice(0, ADDRESS_QUERY_MAX));
  };
  // Enter in the address searches it rather than sending the whole form.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && canSearch) {
      e.preventDefault();
      run();
    }
  };

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          {...bindTextField(text)}
          fullWidth
          onKeyDown={onKeyDown}
          slotProps={{ htmlInput: { 'aria-label': input.label, maxLength: max } }}
          helperText={input.error ?? (canSearch ? t('goodPractices.address.searchHint') : ' ')}
        />
        {canSearch && (
          <Button variant="outlined" startIcon={<SearchIcon />} onClick={run} disabled={term.length < 3} loading={search.isPending} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
            {t('goodPractices.address.search')}
          </Button>
        )}
      </Stack>
      {config && !canSearch && (
        <Alert severity="info" variant="outlined">
          {t('goodPractices.address.noGeocoder')}
        </Alert>
      )}
      {search.isError && (
        <Alert severity="warning" role="alert">
          {search.error.message || t('goodPractices.address.failed')} {t('goodPractices.address.typeCoordinates')}
        </Alert>
      )}
      {search.isSuccess && (
        <Paper variant="outlined">
          {search.data.length === 0 ? (
            <Typography sx={{ p: 1.5 }} color="text.secondary" role="status">
              {t('goodPractices.address.noResults', { query })}
            </Typography>
          ) : (
            <List dense aria-label={t('goodPractices.address.results')}>
              {search.data.map((found) => (
                <ListItemButton key={`${found.lat},${found.lng},${found.label}`} onClick={() => choose(found)}>
                  <ListItemText primary={found.label} secondary={`${asCoordinate(found.lat)}, ${asCoordinate(found.lng)}`} />
                </ListItemButton>
              ))}
            </List>
          )}
        </Paper>
      )}
      <Box>
        <PlaceMap place={place} label={text.value || t('goodPractices.address.newPlace')} onMove={move} />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {place ? t('goodPractices.address.adjustHint') : t('goodPractices.address.placeHint')}
        </Typography>
      </Box>
    </Stack>
  );
}
