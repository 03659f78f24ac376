import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import { lazy } from 'react';
import type { WebModule } from '../../engine/web-module.ts';
import { adminCanEdit, adminRefuseAction, adminSignOutAfterEdit } from './admin-rules.ts';
import { adminCreatePermissions } from './create-permissions.tsx';

const AdminPanels = lazy(() => import('./account-panels.tsx').then((m) => ({ default: m.AdminPanels })));
const PermissionPage = lazy(() => import('./permission-page.tsx').then((m) => ({ default: m.PermissionPage })));

export const adminsModule = {
  icons: { admins: AdminPanelSettings },
  slots: {
    admins: {
      detailPanels: AdminPanels,
      canEdit: adminCanEdit,
      refuseAction: adminRefuseAction,
      signOutAfterEdit: adminSignOutAfterEdit,
      createExtra: adminCreatePermissions,
      pages: [{ path: ':id/permission', operation: 'update', element: <PermissionPage />, crumb: 'edit' }],
    },
  },
} satisfies WebModule;
