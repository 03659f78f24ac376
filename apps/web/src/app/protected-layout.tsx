import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { SessionCheck } from '../session/session-check.tsx';
import { sessionStore } from '../session/session-store.ts';
import { meQuery } from '../session/use-me.ts';
import { useSession } from '../session/use-session.ts';
import { AppShell } from './layout/app-shell.tsx';
import { MuiSpanish } from './mui-spanish.tsx';
import { queryClient } from './query-client.ts';
import { RealtimeConnection } from './realtime-connection.tsx';
import { returnState } from '../session/return-to.ts';
// Sets up the translations (react-i18next's instance) before anything here renders.
import '../i18n/i18n.ts';

/** The shell's first render has the admin as the server sees them (name, photo, permissions), fetched beside the page's code and data. */
export async function loader() {
  if (sessionStore.get()) await queryClient.prefetchQuery(meQuery);
  return null;
}

/** The shell exists only with a session; without one every private URL goes to the login, which returns to it once signed in (a link from a mail, a page whose session ended). */
export function ProtectedLayout() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/" replace state={returnState(location)} />;
  return (
    <QueryClientProvider client={queryClient}>
      <SessionCheck />
      <RealtimeConnection />
      <MuiSpanish>
        <AppShell />
      </MuiSpanish>
    </QueryClientProvider>
  );
}
