import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { SessionCheck } from '../session/session-check.tsx';
import { useSession } from '../session/use-session.ts';
import { AppShell } from './layout/app-shell.tsx';
import { queryClient } from './query-client.ts';
import { RealtimeConnection } from './realtime-connection.tsx';
// Sets up the translations (react-i18next's instance) before anything here renders.
import '../i18n/i18n.ts';

/** The shell exists only with a session; without one every private URL falls back to the login. */
export function ProtectedLayout() {
  const session = useSession();
  if (!session) return <Navigate to="/" replace />;
  return (
    <QueryClientProvider client={queryClient}>
      <SessionCheck />
      <RealtimeConnection />
      <AppShell />
    </QueryClientProvider>
  );
}
