import type { ReactNode } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { SUPER_USER_ROLE } from '@app/domain/core/roles';
import { es } from '../i18n/es.ts';
import { useSession } from '../session/use-session.ts';
import { PageLoader } from '../ui/page-loader.tsx';
import { ActivityPage, ConfigurationPage, HomePage, NotificationsPage, ReviewItemPage, ReviewPage } from './lazy-pages.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { resourceRoutes } from './resource-routes.tsx';
import type { RouteHandle } from './route-handle.ts';

/** Only a super user sees and changes the configuration. */
function SuperUserOnly({ children }: { children: ReactNode }) {
  const user = useSession()?.user;
  if (!user) return <PageLoader />;
  return user.role === SUPER_USER_ROLE ? children : <Navigate to="/home" replace />;
}

/** Destinations of an older product, kept working. */
function Redirect({ to }: { to: (params: Readonly<Record<string, string | undefined>>) => string }) {
  return <Navigate to={to(useParams())} replace />;
}

const ODD_DESTINATIONS: RouteObject[] = [
  { path: '/questionnaire', element: <Navigate to="/formCards" replace /> },
  { path: '/admins/card', element: <Navigate to="/formCards" replace /> },
  { path: '/moduless', element: <Navigate to="/home" replace /> },
  { path: '/priorization', element: <Navigate to="/priorizations" replace /> },
  { path: '/flashcard/create', element: <Navigate to="/flashcards/create" replace /> },
  { path: '/flashcard/:id/edit', element: <Redirect to={({ id }) => `/flashcards/${encodeURIComponent(id ?? '')}/edit`} /> },
];

/** Every page behind the login, under the shell: loaded with the registry (every resource definition and its schemas) only once someone goes past the login, never for the login itself. */
export const protectedRoutes: RouteObject[] = [
  { path: '/home', element: <HomePage /> },
  { path: '/dashboard', element: <HomePage /> },
  ...resourceRoutes,
  ...ODD_DESTINATIONS,
  // Every admin reads their own notifications: no permission guard.
  {
    path: '/notifications',
    handle: { section: { label: es.notifications.title, to: '/notifications' } } satisfies RouteHandle,
    element: <NotificationsPage />,
  },
  // The queue lists only what the admin may decide, so it needs no guard: anyone else finds it empty.
  { path: '/review', handle: { section: { label: es.review.title, to: '/review' } } satisfies RouteHandle, element: <ReviewPage /> },
  {
    path: '/review/:module/:id',
    handle: { section: { label: es.review.title, to: '/review' }, page: 'detail' } satisfies RouteHandle,
    element: <ReviewItemPage />,
  },
  {
    path: '/activity',
    handle: { section: { label: es.activity.title, to: '/activity' } } satisfies RouteHandle,
    element: (
      <SuperUserOnly>
        <ActivityPage />
      </SuperUserOnly>
    ),
  },
  {
    path: '/configuration',
    handle: { section: { label: es.configuration.title, to: '/configuration' } } satisfies RouteHandle,
    element: (
      <SuperUserOnly>
        <ConfigurationPage />
      </SuperUserOnly>
    ),
  },
  // Any other address, signed in: said so, with the way home (signed out, the login comes first and returns here).
  { path: '*', handle: { section: { label: es.notFound.title, to: '' } } satisfies RouteHandle, element: <NotFoundPage /> },
];
