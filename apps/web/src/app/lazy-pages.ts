import { lazy } from 'react';
import { detailPage, formPage, listPage } from './page-chunks.ts';

// One chunk per page; the generic CRUD pages are shared by every resource.
export const HomePage = lazy(() => import('./home/home-page.tsx').then((m) => ({ default: m.HomePage })));
export const ListPage = lazy(() => listPage().then((m) => ({ default: m.ListPage })));
export const DetailPage = lazy(() => detailPage().then((m) => ({ default: m.DetailPage })));
export const CreatePage = lazy(() => formPage().then((m) => ({ default: m.CreatePage })));
export const EditPage = lazy(() => formPage().then((m) => ({ default: m.EditPage })));

export const ConfigurationPage = lazy(() =>
  import('../features/configuration/configuration-page.tsx').then((m) => ({ default: m.ConfigurationPage })),
);
export const NotificationsPage = lazy(() =>
  import('../features/notifications/notifications-page.tsx').then((m) => ({ default: m.NotificationsPage })),
);
export const ActivityPage = lazy(() => import('../features/activity/activity-page.tsx').then((m) => ({ default: m.ActivityPage })));
export const ReviewPage = lazy(() => import('../features/review/review-page.tsx').then((m) => ({ default: m.ReviewPage })));
export const ReviewItemPage = lazy(() => import('../features/review/review-item-page.tsx').then((m) => ({ default: m.ReviewItemPage })));
