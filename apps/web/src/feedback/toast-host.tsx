import CloseIcon from '@mui/icons-material/Close';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { attachToastHost } from './toast.ts';
// Sets up the translations (react-i18next's instance) before anything here renders.
import '../i18n/i18n.ts';

const TOAST_MS = 4000;

// notistack's own green gives white text a 3.3:1 contrast; the theme's dark green passes AA.
const SuccessContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.dark },
}));

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
        Components={{ success: SuccessContent }}
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
