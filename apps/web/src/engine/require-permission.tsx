import { permissionsOf, type Requirement } from '@app/domain/core/permissions';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { showDialog } from '../feedback/dialog-store.ts';
import { useSession } from '../session/use-session.ts';
import { useAllows } from '../session/use-can.ts';
import { PageLoader } from '../ui/page-loader.tsx';

interface RequirePermissionProps {
  requires: Requirement;
  /** Where to go without the permission: the module's list when it can be read, else home. */
  list: string;
  /** The page of a record the signed-in admin may always open when it is their own (`selfRecord`). */
  own?: boolean;
  children: ReactNode;
}

/** Guards a page the way its menu item and button are guarded, for URLs typed by hand. */
export function RequirePermission({ requires, list, own = false, children }: RequirePermissionProps) {
  const session = useSession();
  const allows = useAllows();
  const { id } = useParams();
  if (!session?.user) return <PageLoader />;
  if (allows(requires) || (own && id === session.user._id)) return children;
  // Without a write permission, the list is still there for whoever may read it.
  const readsList = permissionsOf(requires).some((p) => p.action !== 'read' && allows({ module: p.module, action: 'read' }));
  return <Denied to={readsList ? list : '/home'} />;
}

function Denied({ to }: { to: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    showDialog({ severity: 'warning', title: t('errors.alertTitle'), message: t('errors.noPermission') });
  }, [t]);
  return <Navigate to={to} replace />;
}
