import HomeIcon from '@mui/icons-material/Home';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NotFound } from '../ui/not-found.tsx';

/** Any address the app has no page for (a typo, an old link, `/users/create`): said so, with the way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <NotFound
      title={t('notFound.title')}
      text={t('notFound.text', { path: pathname })}
      actions={
        <Button component={Link} to="/home" variant="contained" startIcon={<HomeIcon />}>
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
