import type { Totals } from '@app/domain/core/page';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client.ts';
import { toQueryString } from '../lib/query-string.ts';
import { resourceKeys } from './resource-keys.ts';

/** `GET /api/{apiPath}/totals`: total, active and inactive counts under a search. */
export function useTotals(apiPath: string, search?: string) {
  return useQuery<Totals>({
    queryKey: resourceKeys.totals(apiPath, search),
    queryFn: ({ signal }) =>
      api<Totals>(`/${apiPath}/totals${toQueryString({ search })}`, { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}
