import type { HistoryEntry } from '@app/domain/core/history';
import type { Page } from '@app/domain/core/page';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client.ts';
import { toQueryString } from '../../lib/query-string.ts';

/** The audit log's filters as `GET /api/historicals` takes them; empty ones are left out. */
export interface ActivityFilters {
  module?: string;
  cause?: string;
  author?: string;
  /** Days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

export function useActivity(filters: ActivityFilters) {
  return useQuery<Page<HistoryEntry>>({
    queryKey: ['historicals', 'audit', filters],
    queryFn: ({ signal }) => api<Page<HistoryEntry>>(`/historicals${toQueryString({ ...filters })}`, { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

export interface AdminOption {
  _id: string;
  name: string;
  lastName: string;
}

/** Every admin, for the author filter: the page is a super user's, who reads them all. */
export function useAdminOptions() {
  return useQuery<AdminOption[]>({
    queryKey: ['admins', 'activity-authors'],
    queryFn: ({ signal }) => api<AdminOption[]>('/admins/all?active=all', { signal }).then((r) => r.data),
    staleTime: 60_000,
  });
}
