import { lazy } from 'react';

// One chunk per page; the generic CRUD pages are shared by every resource.
export const HomePage = lazy(() => import('./home/home-page.tsx').then((m) => ({ default: m.HomePage })));
export const ListPage = lazy(() => import('../engine/list-page.tsx').then((m) => ({ default: m.ListPage })));
export const DetailPage = lazy(() => import('../engine/detail-page.tsx').then((m) => ({ default: m.DetailPage })));
export const CreatePage = lazy(() => import('../engine/form-page.tsx').then((m) => ({ default: m.CreatePage })));
export const EditPage = lazy(() => import('../engine/form-page.tsx').then((m) => ({ default: m.EditPage })));
export const ConfigurationPage = lazy(() =>
  import('../features/configuration/configuration-page.tsx').then((m) => ({ default: m.ConfigurationPage })),
);
