import type { HistoryEntry } from '@app/domain/core/history';
import type { Page } from '@app/domain/core/page';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../api/api-client.ts';
import { toQueryString } from '../lib/query-string.ts';
import { resourceKeys } from './resource-keys.ts';

const HISTORY_PAGE_SIZE = 10;

/** A record's history, newest first, one page at a time ("Cargar más"). */
export function useHistory(documentId: string) {
  return useInfiniteQuery({
    queryKey: resourceKeys.history(documentId),
    queryFn: ({ pageParam, signal }) =>
      api<Page<HistoryEntry>>(
        `/historicals${toQueryString({ document: documentId, page: pageParam, limit: HISTORY_PAGE_SIZE })}`,
        { signal },
      ).then((r) => r.data),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? (last.nextPage ?? undefined) : undefined),
  });
}
