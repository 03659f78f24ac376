import { SEARCH_MIN, type SearchGroup } from '@app/domain/core/search';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/api-client.ts';
import { toQueryString } from '../../lib/query-string.ts';

/** What `q` finds in every module the admin may read; asked only from the second character on. */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: ({ signal }) => api<SearchGroup[]>(`/search${toQueryString({ q })}`, { signal }).then((r) => r.data),
    enabled: q.length >= SEARCH_MIN,
    staleTime: 30_000,
    // The next words' results replace these in place: the list does not flash empty between keystrokes.
    placeholderData: (previous) => previous,
    // The dialog says what went wrong where the results would be.
    meta: { errorFeedback: false },
  });
