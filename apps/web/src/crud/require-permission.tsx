import type { ModuleName } from '@app/domain/core/modules';
import type { Action } from '@app/domain/core/permissions';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { showDialog } from '../feedback/dialog-store.ts';
import { useSession } from '../session/use-session.ts';
import { useCan } from '../session/use-can.ts';
import { PageLoader } from '../ui/page-loader.tsx';

interface RequirePermissionProps {
  module: ModuleName;
  action: Action;
  /** Where to go without the permission: the module's list when it can be read, else home. */
  list: string;
  children: ReactNode;
}

/** Guards a page the way its menu item and button are guarded, for URLs typed by hand. */
export function RequirePermission({ module, action, list, children }: RequirePermissionProps) {
  const session = useSession();
  const can = useCan();
  if (!session?.user) return <PageLoader />;
  if (can(module, action)) return children;
  return <Denied to={action !== 'read' && can(module, 'read') ? list : '/home'} />;
}

function Denied({ to }: { to: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    showDialog({ severity: 'warning', title: t('errors.alertTitle'), message: t('errors.noPermission') });
  }, [t]);
  return <Navigate to={to} replace />;
}
