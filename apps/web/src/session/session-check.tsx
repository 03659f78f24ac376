import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { showDialog } from '../feedback/dialog-store.ts';
import { sameAccess } from './same-access.ts';
import { sessionStore } from './session-store.ts';
import { useMe } from './use-me.ts';
import { useSession } from './use-session.ts';

/** Asks the server who the admin is at start and on every route change; when its permissions no longer match the ones received at login, the admin must sign in again. */
export function SessionCheck() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const { data: me, refetch } = useMe();
  const started = useRef(false);

  useEffect(() => {
    // The first check is the query's own mount fetch.
    if (!started.current) {
      started.current = true;
      return;
    }
    void refetch();
  }, [pathname, refetch]);

  useEffect(() => {
    if (!me || !session) return;
    if (!session.user) {
      sessionStore.adoptUser(me);
    } else if (!sameAccess(session.user, me)) {
      showDialog({ severity: 'warning', title: t('session.permissionsChanged'), message: t('session.signInAgain') });
      sessionStore.signOut();
    }
  }, [me, session, t]);

  return null;
}
