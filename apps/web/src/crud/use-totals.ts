import type { Totals } from '@app/domain/core/page';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client.ts';
import { toQueryString } from '../lib/query-string.ts';
import { resourceKeys, type ListFilters } from './resource-keys.ts';

/** `GET /api/{apiPath}/totals`: total, active and inactive counts under a search and the list's filters. */
export function useTotals(apiPath: string, search?: string, filters: ListFilters = {}) {
  return useQuery<Totals>({
    queryKey: resourceKeys.totals(apiPath, search, filters),
    queryFn: ({ signal }) =>
      api<Totals>(`/${apiPath}/totals${toQueryString({ ...filters, search })}`, { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}
