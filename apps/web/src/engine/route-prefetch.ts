import { hashKey, type FetchQueryOptions, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Queries a page's route asked for before the page was drawn, which the page has not seen yet. */
const askedByRoute = new Set<string>();

/**
 * Asks for a query a page is about to show as soon as its route is known (a loader): the page then finds the answer
 * under way, or already there, instead of asking once its code has been drawn (a good part of a second on a phone).
 * `signal` is the navigation's: left before the page is drawn, it asks for nothing more and unmarks what it asked.
 */
export function askOnRoute<T, K extends QueryKey>(client: QueryClient, options: FetchQueryOptions<T, Error, T, K>, signal?: AbortSignal): void {
  if (signal?.aborted) return;
  const hash = hashKey(options.queryKey);
  askedByRoute.add(hash);
  // A navigation left before its page was drawn leaves no mark: the page's next visit asks on mount as usual.
  signal?.addEventListener('abort', () => askedByRoute.delete(hash), { once: true });
  void client.prefetchQuery(options);
}

/** A page's `refetchOnMount`: what its route has just asked for is not asked for again when the page mounts. */
export const notAskedByRoute = (query: Pick<Query, 'queryHash'>) => !askedByRoute.has(query.queryHash);

/** Called by the page after its queries: once it has mounted they are asked for again as usual (a later visit). */
export function useSeenByPage(...keys: QueryKey[]): void {
  // A key's hash is JSON: a line break never appears in it unescaped.
  const hashes = keys.map(hashKey).join('\n');
  useEffect(() => {
    for (const hash of hashes.split('\n')) askedByRoute.delete(hash);
  }, [hashes]);
}
