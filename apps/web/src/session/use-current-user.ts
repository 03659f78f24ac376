import type { SessionUser } from '@app/domain/core/auth';
import { useMe } from './use-me.ts';
import { useSession } from './use-session.ts';

/** The admin to show (name, photo): the server's fresh copy, else the one kept at login. */
export function useCurrentUser(): SessionUser | null {
  const session = useSession();
  const { data: me } = useMe();
  return me ?? session?.user ?? null;
}
