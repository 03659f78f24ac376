import type { Resource } from '@app/domain/core/define-resource';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HomeIcon from '@mui/icons-material/Home';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, NO_RESPONSE } from '../api/api-error.ts';
import { NotFound } from '../ui/not-found.tsx';

/** Whether a record query failed because the record is not there (an unknown id, or one that is no id at all). */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

interface RecordProblemProps {
  def: Resource;
  error: unknown;
  /** Asks again, for a failure that may pass (no connection). */
  onRetry: () => void;
}

/** A record page whose record could not be read, in one message where the page would be: not found (an unknown or malformed id) with the way back to its list, or the connection's trouble with a retry. */
export function RecordProblem({ def, error, onRetry }: RecordProblemProps) {
  const { t } = useTranslation();
  const list = def.viewDefs[0]!.route;
  const back = (
    <Button component={Link} to={list} variant="contained" startIcon={<ArrowBackIcon />}>
      {t('notFound.backTo', { list: def.viewDefs[0]!.label })}
    </Button>
  );
  if (isMissing(error)) {
    return (
      <NotFound
        title={t('notFound.recordTitle', { name: def.label.singular })}
        text={t('notFound.recordText')}
        actions={
          <>
            {back}
            <Button component={Link} to="/home" startIcon={<HomeIcon />}>
              {t('notFound.home')}
            </Button>
          </>
        }
      />
    );
  }
  const offline = error instanceof ApiError && (error.status === NO_RESPONSE || error.status === 504);
  return (
    <NotFound
      title={t('errors.noConnection')}
      text={offline ? t('errors.checkInternet') : t('errors.unavailable')}
      actions={
        <>
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
            {t('notFound.retry')}
          </Button>
          {back}
        </>
      }
    />
  );
}
