import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoginPage } from '../features/auth/login-page.tsx';
import { passkeySettingsQuery } from '../features/auth/passkey-sign-in.tsx';
import { ssoSettingsQuery } from '../features/auth/sso-sign-in.tsx';
import { sessionStore } from '../session/session-store.ts';
import { afterLogin } from '../session/return-to.ts';
import { useSession } from '../session/use-session.ts';
import { PageLoader } from '../ui/page-loader.tsx';
import { queryClient } from './query-client.ts';
// Sets up the translations (react-i18next's instance) before anything here renders.
import '../i18n/i18n.ts';

/** The login, recovery and password pages: the query client comes with them, not with the first byte of the app. */
export function PublicFrame() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </QueryClientProvider>
  );
}

/** The login draws once, with the ways in the server offers: no spinner first, no passkey button pushing the form down. */
export async function loginLoader() {
  if (!sessionStore.get()) await Promise.all([queryClient.prefetchQuery(ssoSettingsQuery), queryClient.prefetchQuery(passkeySettingsQuery)]);
  return null;
}

/** `/` is the login, except for a signed-in admin, who goes home, or to the page a signed-out visit asked for: the same place the sign-in itself navigates to, so that the two never race to different pages. */
export function LoginRoute() {
  const { state } = useLocation();
  return useSession() ? <Navigate to={afterLogin(state)} replace /> : <LoginPage />;
}
