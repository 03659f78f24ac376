import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded page or the session check is on its way. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', py: 10 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Stack>
  );
}
