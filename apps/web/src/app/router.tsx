import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { preloadPageFor } from './page-chunks.ts';
import { useSession } from '../session/use-session.ts';

function Fallback() {
  return <Navigate to={useSession() ? '/home' : '/'} replace />;
}

const PROTECTED = 'protected';

// The first paint is the page itself: nothing is drawn while its code and first data arrive.
const NothingYet = () => null;

const ROUTES: RouteObject[] = [
  // Each route's code is fetched when it matches, the frame's and the page's together (`lazy`).
  {
    HydrateFallback: NothingYet,
    lazy: () => import('./public-frame.tsx').then((m) => ({ Component: m.PublicFrame })),
    children: [
      { path: '/', lazy: () => import('./public-frame.tsx').then((m) => ({ Component: m.LoginRoute, loader: m.loginLoader })) },
      { path: '/recover', lazy: () => import('../features/auth/recover-page.tsx').then((m) => ({ Component: m.RecoverPage })) },
      // Reachable signed in or out: the mailed link must work in any browser state.
      {
        path: '/user/updatepassword/:tokenAndEmail',
        lazy: () => import('../features/auth/update-password-page.tsx').then((m) => ({ Component: m.UpdatePasswordPage })),
      },
      { path: '/sso', lazy: () => import('../features/auth/sso-page.tsx').then((m) => ({ Component: m.SsoPage })) },
    ],
  },
  // The shell and its pages arrive with the first navigation past the login (`patchRoutesOnNavigation`).
  { id: PROTECTED, HydrateFallback: NothingYet, lazy: () => import('./protected-layout.tsx').then((m) => ({ Component: m.ProtectedLayout, loader: m.loader })), children: [] },
  { path: '*', element: <Fallback /> },
];

export const router = createBrowserRouter(ROUTES, {
  // Patched by every navigation that asks (React Router keeps one copy of each route): a navigation interrupted by another one (sign-in navigates and redirects at once) may have its patch dropped.
  async patchRoutesOnNavigation({ path, patch }) {
    // The shell and the likely page are fetched alongside the routes, not one after the other.
    void import('./protected-layout.tsx');
    preloadPageFor(path);
    const { protectedRoutes } = await import('./protected-routes.tsx');
    patch(PROTECTED, protectedRoutes);
  },
});
