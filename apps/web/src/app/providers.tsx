import CloseIcon from '@mui/icons-material/Close';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { closeSnackbar, SnackbarProvider } from 'notistack';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { FeedbackDialogs } from '../feedback/feedback-dialogs.tsx';
import { i18n, toLanguage } from '../i18n/i18n.ts';
import { queryClient } from './query-client.ts';
import { createAppTheme } from './theme.ts';
import { UnsupportedBrowserBanner } from './unsupported-browser-banner.tsx';

/** Spec 000 §8: toasts close after 4000 ms, and wait while the pointer is over them. */
const TOAST_MS = 4000;

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Themed>{children}</Themed>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

function Themed({ children }: { children: ReactNode }) {
  const { t, i18n: instance } = useTranslation();
  const language = toLanguage(instance.language);
  const theme = useMemo(() => createAppTheme(language), [language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
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
      >
        {children}
        <FeedbackDialogs />
        <UnsupportedBrowserBanner />
      </SnackbarProvider>
    </ThemeProvider>
  );
}
