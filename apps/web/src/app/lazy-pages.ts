import { lazy } from 'react';

// One chunk per page; the generic CRUD pages are shared by every resource.
export const HomePage = lazy(() => import('./home/home-page.tsx').then((m) => ({ default: m.HomePage })));
const listPage = () => import('../engine/list-page.tsx');
const detailPage = () => import('../engine/detail-page.tsx');
const formPage = () => import('../engine/form-page.tsx');
export const ListPage = lazy(() => listPage().then((m) => ({ default: m.ListPage })));
export const DetailPage = lazy(() => detailPage().then((m) => ({ default: m.DetailPage })));
export const CreatePage = lazy(() => formPage().then((m) => ({ default: m.CreatePage })));
export const EditPage = lazy(() => formPage().then((m) => ({ default: m.EditPage })));

/**
 * Starts fetching the generic page a path most likely shows (a list, a record, a form) while the routes themselves
 * are still on their way, so the page does not wait for them first: `/sectors`, `/sectors/<id>`, `/sectors/create`.
 */
const OWN_PAGES = new Set(['home', 'dashboard', 'configuration', 'notifications', 'activity']);

export function preloadPageFor(path: string): void {
  const segments = path.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (segments.length === 1 && !OWN_PAGES.has(last ?? '')) void listPage();
  else if (last === 'create' || last === 'edit') void formPage();
  else if (segments.length === 2) void detailPage();
}
export const ConfigurationPage = lazy(() =>
  import('../features/configuration/configuration-page.tsx').then((m) => ({ default: m.ConfigurationPage })),
);
export const NotificationsPage = lazy(() =>
  import('../features/notifications/notifications-page.tsx').then((m) => ({ default: m.NotificationsPage })),
);
export const ActivityPage = lazy(() => import('../features/activity/activity-page.tsx').then((m) => ({ default: m.ActivityPage })));
