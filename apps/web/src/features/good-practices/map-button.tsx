import type { Resource } from '@app/domain/core/define-resource';
import MapIcon from '@mui/icons-material/Map';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function MapButton({ def }: { def: Resource }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={`${def.route}/map`} variant="outlined" startIcon={<MapIcon />}>
      {t('goodPractices.mapPage.open')}
    </Button>
  );
}
