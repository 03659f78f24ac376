import type { ReviewItem } from '@app/domain/core/review';
import type { Page } from '@app/domain/core/page';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/api-client.ts';
import { toQueryString } from '../../lib/query-string.ts';
import type { ReviewFilters } from './queue-state.ts';

/** Everything under this key is the queue: the sidebar's count included; live record changes invalidate it too. */
export const REVIEW_KEY = ['review'] as const;

export const reviewQuery = (filters: ReviewFilters) =>
  queryOptions({
    queryKey: [...REVIEW_KEY, 'queue', filters],
    queryFn: ({ signal }) => api<Page<ReviewItem>>(`/review${toQueryString({ ...filters })}`, { signal }).then((r) => r.data),
    // The pages say what went wrong where the queue would be.
    meta: { errorFeedback: false },
  });

/** How many wait for the signed-in admin: one row asked, the total read. */
export const reviewCountQuery = () =>
  queryOptions({
    queryKey: [...REVIEW_KEY, 'count'],
    queryFn: ({ signal }) => api<Page<ReviewItem>>('/review?limit=1', { signal }).then((r) => r.data.totalDocs),
    meta: { errorFeedback: false },
  });
