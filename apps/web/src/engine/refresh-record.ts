import type { Resource } from '@app/domain/core/define-resource';
import type { QueryClient } from '@tanstack/react-query';
import { resourceKeys } from './resource-keys.ts';

/**
 * What a change of a record may move: its module's lists, totals and pages, its history, the dashboard and the review
 * queue. The tab that made the change refreshes with its answer; the server tells every other tab. A removed record's
 * own page is closing, and is not asked for again.
 */
export function refreshRecord(queryClient: QueryClient, def: Resource | undefined, id?: string, { removed = false } = {}): void {
  const closing = (key: readonly unknown[]) => removed && key[1] === 'detail' && key[2] === id;
  if (def) void queryClient.invalidateQueries({ queryKey: resourceKeys.all(def), predicate: (query) => !closing(query.queryKey) });
  if (id && !removed) void queryClient.invalidateQueries({ queryKey: resourceKeys.history(id) });
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  void queryClient.invalidateQueries({ queryKey: ['review'] });
}
