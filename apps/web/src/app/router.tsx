import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { useSession } from '../session/use-session.ts';
import { PageLoader } from '../ui/page-loader.tsx';
import { HomePage, LoginPage, RecoverPage, UpdatePasswordPage } from './lazy-pages.ts';
import { ProtectedLayout } from './protected-layout.tsx';
import { resourceRoutes } from './resource-routes.tsx';

/** `/` is the login, except for a signed-in admin, who goes home. */
function LoginRoute() {
  return useSession() ? <Navigate to="/home" replace /> : <LoginPage />;
}

function Fallback() {
  return <Navigate to={useSession() ? '/home' : '/'} replace />;
}

function PublicFrame() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}

export const router = createBrowserRouter([
  {
    element: <PublicFrame />,
    children: [
      { path: '/', element: <LoginRoute /> },
      { path: '/recover', element: <RecoverPage /> },
      // Reachable signed in or out: the mailed link must work in any browser state.
      { path: '/user/updatepassword/:tokenAndEmail', element: <UpdatePasswordPage /> },
    ],
  },
  {
    element: <ProtectedLayout />,
    children: [
      { path: '/home', element: <HomePage /> },
      { path: '/dashboard', element: <HomePage /> },
      ...resourceRoutes,
    ],
  },
  { path: '*', element: <Fallback /> },
]);
