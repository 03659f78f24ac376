import type { SessionReason } from '@app/domain/core/realtime';
import { es as serverMessages } from '@app/domain/messages/es';
import { showDialog } from '../feedback/dialog-store.ts';
import { i18n } from '../i18n/i18n.ts';
import { sessionStore } from './session-store.ts';
import { toast } from '../feedback/toast.ts';

/** The server ended or changed this session (its `session` event): sign out at once, saying why, instead of waiting for the next click to fail. */
export function endLiveSession(reason: SessionReason): void {
  if (!sessionStore.get()) return;
  switch (reason) {
    case 'deactivated':
      showDialog({ severity: 'error', title: serverMessages.api.userDeactivated });
      break;
    case 'permissions':
      showDialog({ severity: 'warning', title: i18n.t('session.permissionsChanged'), message: i18n.t('session.signInAgain') });
      break;
    case 'password':
      showDialog({ severity: 'warning', title: i18n.t('session.passwordChanged'), message: i18n.t('session.signInAgain') });
      break;
    case 'ended':
      showDialog({ severity: 'warning', title: i18n.t('adminSessions.endedElsewhere'), message: i18n.t('session.signInAgain') });
      break;
    case 'logout':
      // The same toast as a logout from this tab, which notistack shows once.
      toast(serverMessages.auth.loggedOut, { variant: 'success' });
      break;
  }
  sessionStore.signOut();
}
