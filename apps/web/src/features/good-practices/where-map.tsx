import type { Resource } from '@app/domain/core/define-resource';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import { coordinatesOf } from './marker-icon.ts';
import { PlaceMap } from './place-map.tsx';

/** Beside the fields of "Dónde" (below them on a phone), the map when the practice has coordinates; what is missing otherwise. */
export function WhereMap({ record }: { def: Resource; record: ResourceRecord }) {
  const { t } = useTranslation();
  const place = coordinatesOf(record.lat, record.lng);
  const name = typeof record.name === 'string' ? record.name : '';
  if (!place) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('goodPractices.map.noCoordinates')}
      </Typography>
    );
  }
  return <PlaceMap place={place} label={name} />;
}
