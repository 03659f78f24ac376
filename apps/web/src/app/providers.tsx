import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, type ReactNode } from 'react';
import { useDialogQueue } from '../feedback/dialog-store.ts';
import { useToastsWanted } from '../feedback/toast.ts';
import { isSupportedBrowser } from './browser-support.ts';
import { appTheme } from './theme.ts';

// What no first screen shows is loaded apart, when there is something to show: the toast host, the dialogs.
const ToastHost = lazy(() => import('../feedback/toast-host.tsx').then((m) => ({ default: m.ToastHost })));
const FeedbackDialogs = lazy(() => import('../feedback/feedback-dialogs.tsx').then((m) => ({ default: m.FeedbackDialogs })));
const UnsupportedBrowserBanner = lazy(() =>
  import('./unsupported-browser-banner.tsx').then((m) => ({ default: m.UnsupportedBrowserBanner })),
);

const supported = isSupportedBrowser(navigator.userAgent);

/** The theme and the app-wide feedback; the query client and the translations come with the route frames. */
export function Providers({ children }: { children: ReactNode }) {
  const dialogs = useDialogQueue().length > 0;
  const toasts = useToastsWanted();
  return (
    // A client-only app: the scheme kept on this device is read on the first render, so the first paint has it.
    <ThemeProvider theme={appTheme} noSsr disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      {children}
      <Suspense fallback={null}>{toasts && <ToastHost />}</Suspense>
      <Suspense fallback={null}>{dialogs && <FeedbackDialogs />}</Suspense>
      <Suspense fallback={null}>{!supported && <UnsupportedBrowserBanner />}</Suspense>
    </ThemeProvider>
  );
}
