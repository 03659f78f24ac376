import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { wait } from '../lib/wait.ts';
import { preloadPageFor } from './page-chunks.ts';
import { useSession } from '../session/use-session.ts';

function Fallback() {
  return <Navigate to={useSession() ? '/home' : '/'} replace />;
}

const PROTECTED = 'protected';

const ROUTES: RouteObject[] = [
  // Each route's code is fetched when it matches, the frame's and the page's together (`lazy`).
  {
    lazy: () => import('./public-frame.tsx').then((m) => ({ Component: m.PublicFrame })),
    children: [
      { path: '/', lazy: () => import('./public-frame.tsx').then((m) => ({ Component: m.LoginRoute })) },
      { path: '/recover', lazy: () => import('../features/auth/recover-page.tsx').then((m) => ({ Component: m.RecoverPage })) },
      // Reachable signed in or out: the mailed link must work in any browser state.
      {
        path: '/user/updatepassword/:tokenAndEmail',
        lazy: () => import('../features/auth/update-password-page.tsx').then((m) => ({ Component: m.UpdatePasswordPage })),
      },
    ],
  },
  // The shell and its pages arrive with the first navigation past the login (`patchRoutesOnNavigation`).
  { id: PROTECTED, lazy: () => import('./protected-layout.tsx').then((m) => ({ Component: m.ProtectedLayout })), children: [] },
  { path: '*', element: <Fallback /> },
];

const OPTIONS: Parameters<typeof createBrowserRouter>[1] = {
  // Patched by every navigation that asks (React Router keeps one copy of each route): a navigation interrupted by
  // another one (sign-in navigates and redirects at once) may have its patch dropped.
  async patchRoutesOnNavigation({ path, patch }) {
    // The first navigation starts in the task that creates the router and the root: the imports below append a
    // preload link for each chunk they need (about twenty, 15–30 ms on the test machine), a task of their own after
    // a yield instead of more of that one.
    await wait(0);
    // The shell and the likely page are fetched alongside the routes, not one after the other.
    void import('./protected-layout.tsx');
    preloadPageFor(path);
    const { protectedRoutes } = await import('./protected-routes.tsx');
    patch(PROTECTED, protectedRoutes);
  },
};

let created: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's router, created on first call: its first navigation (matching, loading the route's code) then starts when
 * main.tsx asks, in a task after the one that evaluates the libraries, not inside it.
 */
export function appRouter(): ReturnType<typeof createBrowserRouter> {
  return (created ??= createBrowserRouter(ROUTES, OPTIONS));
}
