import { lazy } from 'react';

// One chunk per page; the generic CRUD pages are shared by every resource.
export const LoginPage = lazy(() => import('../features/auth/login-page.tsx').then((m) => ({ default: m.LoginPage })));
export const RecoverPage = lazy(() =>
  import('../features/auth/recover-page.tsx').then((m) => ({ default: m.RecoverPage })),
);
export const UpdatePasswordPage = lazy(() =>
  import('../features/auth/update-password-page.tsx').then((m) => ({ default: m.UpdatePasswordPage })),
);
export const HomePage = lazy(() => import('./home/home-page.tsx').then((m) => ({ default: m.HomePage })));
export const ListPage = lazy(() => import('../engine/list-page.tsx').then((m) => ({ default: m.ListPage })));
export const DetailPage = lazy(() => import('../engine/detail-page.tsx').then((m) => ({ default: m.DetailPage })));
export const CreatePage = lazy(() => import('../engine/form-page.tsx').then((m) => ({ default: m.CreatePage })));
export const EditPage = lazy(() => import('../engine/form-page.tsx').then((m) => ({ default: m.EditPage })));
export const ConfigurationPage = lazy(() =>
  import('../features/configuration/configuration-page.tsx').then((m) => ({ default: m.ConfigurationPage })),
);
export const NotificationsPage = lazy(() =>
  import('../features/notifications/notifications-page.tsx').then((m) => ({ default: m.NotificationsPage })),
);
export const ActivityPage = lazy(() => import('../features/activity/activity-page.tsx').then((m) => ({ default: m.ActivityPage })));
