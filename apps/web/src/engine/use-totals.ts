import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client.ts';
import { toQueryString } from '../lib/query-string.ts';
import { resourceKeys, type ListFilters } from './resource-keys.ts';

/** `/totals` answers one count per counter of the definition (total, active, innactive, and a module's own). */
export type Totals = Readonly<Record<string, number>>;

/** `GET /api/{apiPath}/totals` under a search and the list's filters. */
export function useTotals(apiPath: string, search?: string, filters: ListFilters = {}) {
  return useQuery<Totals>({
    queryKey: resourceKeys.totals(apiPath, search, filters),
    queryFn: ({ signal }) => api<Totals>(`/${apiPath}/totals${toQueryString({ ...filters, search })}`, { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}
