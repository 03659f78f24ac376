import type { SessionUser } from '@app/domain/core/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client.ts';

export const meKey = ['me'] as const;

/** The signed-in admin as the server sees it now (name, thumbnail and current permissions); shared by the shell's loader and its hooks. */
export const meQuery = queryOptions({
  queryKey: meKey,
  queryFn: ({ signal }) => api<SessionUser>('/auth/admins/me', { signal }).then((r) => r.data),
  // Fetched once per session, then again by the session check on each route change.
  staleTime: Infinity,
});

export function useMe() {
  return useQuery(meQuery);
}
