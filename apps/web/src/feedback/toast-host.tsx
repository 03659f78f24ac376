import CloseIcon from '@mui/icons-material/Close';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { attachToastHost } from './toast.ts';
// Sets up the translations (react-i18next's instance) before anything here renders.
import '../i18n/i18n.ts';

const TOAST_MS = 4000;

/** Where toasts appear: loaded with the first toast, since most visits never see one. */
export function ToastHost() {
  const { t } = useTranslation();
  useEffect(() => attachToastHost((message, options) => enqueueSnackbar(message, options)), []);
  return (
    <>
      {/* Field errors arrive as one line each in the toast text. */}
      <GlobalStyles styles={{ '#notistack-snackbar': { whiteSpace: 'pre-line' } }} />
      <SnackbarProvider
        maxSnack={4}
        autoHideDuration={TOAST_MS}
        preventDuplicate
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        action={(key) => (
          <IconButton size="small" color="inherit" aria-label={t('common.close')} onClick={() => closeSnackbar(key)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      />
    </>
  );
}
