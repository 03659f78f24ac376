import type { SessionUser } from '@app/domain/core/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client.ts';

export const meKey = ['me'] as const;

/** The signed-in admin as the server sees it now (name, thumbnail and current permissions). */
export function useMe() {
  return useQuery({
    queryKey: meKey,
    queryFn: ({ signal }) => api<SessionUser>('/auth/admins/me', { signal }).then((r) => r.data),
    // Fetched once per session, then again by the session check on each route change.
    staleTime: Infinity,
  });
}
