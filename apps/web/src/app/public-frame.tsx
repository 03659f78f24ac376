import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { LoginPage } from '../features/auth/login-page.tsx';
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

/** `/` is the login, except for a signed-in admin, who goes home. */
export function LoginRoute() {
  return useSession() ? <Navigate to="/home" replace /> : <LoginPage />;
}
