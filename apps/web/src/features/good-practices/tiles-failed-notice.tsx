import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** Under a map whose tiles could not load: why it has no streets (the markers still show). */
export function TilesFailedNotice() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" variant="outlined" sx={{ mt: 1, py: 0 }}>
      {t('goodPractices.map.tilesFailed')}
    </Alert>
  );
}
