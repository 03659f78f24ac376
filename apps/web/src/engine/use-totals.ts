import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client.ts';
import { toQueryString } from '../lib/query-string.ts';
import { resourceKeys, type ListFilters } from './resource-keys.ts';

/** `/totals` answers one count per counter of the definition (total, active, innactive, and a module's own). */
export type Totals = Readonly<Record<string, number>>;

/** The counts, and whether they are minimums: under a search or filters the server stops counting at a cap. */
export interface TotalsAnswer {
  counts: Totals;
  capped: boolean;
}

export const totalsQuery = (apiPath: string, search?: string, filters: ListFilters = {}) =>
  queryOptions<TotalsAnswer>({
    queryKey: resourceKeys.totals(apiPath, search, filters),
    queryFn: ({ signal }) =>
      api<Totals & { capped?: true }>(`/${apiPath}/totals${toQueryString({ ...filters, search })}`, { signal }).then(({ data }) => {
        const { capped, ...counts } = data;
        return { counts, capped: capped === true };
      }),
  });

export function useTotals(apiPath: string, search?: string, filters: ListFilters = {}) {
  return useQuery({ ...totalsQuery(apiPath, search, filters), placeholderData: keepPreviousData });
}
