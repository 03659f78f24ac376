import { Navigate } from 'react-router';
import { SessionCheck } from '../session/session-check.tsx';
import { useSession } from '../session/use-session.ts';
import { AppShell } from './layout/app-shell.tsx';
import { RealtimeConnection } from './realtime-connection.tsx';

/** The shell exists only with a session; without one every private URL falls back to the login. */
export function ProtectedLayout() {
  const session = useSession();
  if (!session) return <Navigate to="/" replace />;
  return (
    <>
      <SessionCheck />
      <RealtimeConnection />
      <AppShell />
    </>
  );
}
