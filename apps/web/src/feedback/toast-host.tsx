import CloseIcon from '@mui/icons-material/Close';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TimedToast } from './timed-toast.tsx';
import { attachToastHost } from './toast.ts';
// Sets up the translations (react-i18next's instance) before anything here renders.
import '../i18n/i18n.ts';

const TOAST_MS = 4000;
const TIMED = { default: TimedToast, success: TimedToast, error: TimedToast, warning: TimedToast, info: TimedToast };

/** Where toasts appear: loaded with the first toast, since most visits never see one. */
export function ToastHost() {
  const { t } = useTranslation();
  // The bar of each toast is its timer, so notistack's own (which restarts at half time after a hover) stays off.
  useEffect(() => attachToastHost((message, { variant, autoHideDuration }) => enqueueSnackbar(message, { variant, persist: true, duration: autoHideDuration ?? TOAST_MS })), []);
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          // Field errors arrive as one line each in the toast text.
          '#notistack-snackbar': { whiteSpace: 'pre-line' },
          // Clear of the top bar's bell and account menu.
          'body > .notistack-SnackbarContainer': { top: 56 + 4, [theme.breakpoints.up('sm')]: { top: 64 + 4 } },
        })}
      />
      <SnackbarProvider
        maxSnack={4}
        preventDuplicate
        Components={TIMED}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        // Outside the app's root: an open dialog hides the root from screen readers, and a toast shown then must still be heard.
        domRoot={document.body}
        action={(key) => (
          <IconButton size="small" color="inherit" aria-label={t('common.close')} onClick={() => closeSnackbar(key)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      />
    </>
  );
}
