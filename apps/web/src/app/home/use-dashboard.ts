import type { Dashboard } from '@app/domain/core/dashboard';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client.ts';
import { toQueryString } from '../../lib/query-string.ts';

/** The browser's time zone: the dashboard's days are the admin's own. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `GET /api/dashboard`: what waits for the admin and the last 30 days' activity, within their permissions. */
export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => api<Dashboard>(`/dashboard${toQueryString({ tz: timeZone() })}`, { signal }).then((r) => r.data),
    // The page says itself when the summary did not come; no dialog besides.
    meta: { errorFeedback: false },
    staleTime: 30_000,
  });
}
