import type { CounterDef, Resource } from '@app/domain/core/define-resource';
import { listQuerySchema } from '@app/domain/core/page-query';
import type { Page } from '@app/domain/core/page';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { api } from '../api/api-client.ts';
import { router } from '../app/router.tsx';
import { toQueryString, type QueryValue } from '../lib/query-string.ts';
import { counterPatch, currentCounter, dependentParams, parseFilters, parseListQuery, totalsFilters } from './list-state.ts';
import { resourceKeys, type ResourceRecord } from './resource-keys.ts';
import { askOnRoute, notAskedByRoute, useSeenByPage } from './route-prefetch.ts';
import { totalsQuery } from './use-totals.ts';

/** One page of a list as the server answers it, for the list's query, filters and, paging next to a page, its edge. */
function fetchPage(def: Resource, params: Record<string, QueryValue>, signal: AbortSignal) {
  return api<Page<ResourceRecord>>(`/${def.apiPath}${toQueryString(params)}`, { signal }).then((r) => r.data);
}

/**
 * A list's query schema, built once per definition: the route's loader and the page read the same URL with it, and
 * zod compiles a schema's parser on its first use (a few milliseconds each time it was built anew).
 */
const schemas = new WeakMap<Resource, ReturnType<typeof listQuerySchema>>();
function schemaOf(def: Resource) {
  let schema = schemas.get(def);
  if (!schema) schemas.set(def, (schema = listQuerySchema(def)));
  return schema;
}

/** The list's state as its URL says: its query (page, search, order…) and the definition's own filters. */
function listState(def: Resource, schema: ReturnType<typeof listQuerySchema>, searchParams: URLSearchParams) {
  return { query: parseListQuery(schema, searchParams), filters: parseFilters(def, searchParams) };
}

/** The counters' filters: the list's search and filters but the ones a counter sets, so the numbers match the cards. */
function totalsOf(def: Resource, { query, filters }: ReturnType<typeof listState>) {
  return totalsQuery(def.apiPath, query.search, { ...totalsFilters(def, filters), ...(query.createdFrom ? { createdFrom: query.createdFrom } : {}) });
}

/** What a list opened at this URL shows first, its page and its counters, asked for by its route (see `askOnRoute`). */
export function prefetchList(client: QueryClient, def: Resource, searchParams: URLSearchParams, signal?: AbortSignal): void {
  const state = listState(def, schemaOf(def), searchParams);
  const { query, filters } = state;
  askOnRoute(client, { queryKey: resourceKeys.list(def, query, filters), queryFn: (context) => fetchPage(def, { ...filters, ...query }, context.signal) }, signal);
  askOnRoute(client, totalsOf(def, state), signal);
}

/**
 * Everything a list page shows, for any resource: rows, paging, the counters and the filters (the common ones and the
 * definition's own), kept in the query string so that reload and back restore them. Any filter change goes back to
 * page 1.
 * @example const list = useResourceList(sectors); list.setCounter(def.counterDefs[1]);
 */
export function useResourceList(def: Resource) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const schema = schemaOf(def);
  const state = useMemo(() => listState(def, schema, searchParams), [def, schema, searchParams]);
  const { query, filters } = state;

  // The page next to the one shown is asked for from its neighbour's edge row (`after` / `before`): the server then
  // reads it by key instead of skipping every row before it. Kept out of the URL: a reload asks by page alone.
  const neighbour = useRef<{ page: number; list: string; after?: string; before?: string } | null>(null);
  const listOf = JSON.stringify([filters, { ...query, page: undefined }]);
  const list = useQuery<Page<ResourceRecord>>({
    queryKey: resourceKeys.list(def, query, filters),
    queryFn: ({ signal }) => {
      const edge = neighbour.current?.page === query.page && neighbour.current.list === listOf ? neighbour.current : undefined;
      return fetchPage(def, { ...filters, ...query, after: edge?.after, before: edge?.before }, signal);
    },
    placeholderData: keepPreviousData,
    refetchOnMount: notAskedByRoute,
  });
  const shown = list.data?.page === query.page ? list.data.docs : undefined;

  const totalsOptions = totalsOf(def, state);
  const totals = useQuery({ ...totalsOptions, placeholderData: keepPreviousData, refetchOnMount: notAskedByRoute });
  useSeenByPage(resourceKeys.list(def, query, filters), totalsOptions.queryKey);

  const update = useCallback(
    (patch: Partial<Record<string, string | number | undefined>>, replace = false) => {
      // A late change (the search box's pause ending) must not land on the page the admin has moved on to, nor cancel
      // a move under way (a row clicked just before: its record's route may still be on its way).
      const going = router.state.navigation.location?.pathname;
      if (window.location.pathname !== pathname || (going !== undefined && going !== pathname)) return;
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setSearchParams, pathname],
  );

  // The same functions from one answer to the next (only the URL changes them): the parts of a page that take them
  // are not redrawn by an answer.
  const setters = useMemo(
    () => ({
      setLimit: (limit: number) => update({ limit }),
      setCounter: (counter: CounterDef) => update(counterPatch(def, counter)),
      // Typing replaces the entry instead of stacking one per keystroke.
      setSearch: (search: string) => update({ search: search.trim() }, true),
      setSort: (sort: string) => update({ sort }),
      /** Drops the "created since" of a dashboard link: every record again. */
      clearCreatedFrom: () => update({ createdFrom: undefined }),
      /** Sets (or, with '', clears) one of the definition's filters; the filters that depend on it start over. */
      setFilter: (param: string, value: string) =>
        update({ [param]: value, ...Object.fromEntries(dependentParams(def, param).map((p) => [p, undefined])) }),
    }),
    [update, def],
  );

  return {
    def,
    query,
    filters,
    rows: list.data?.docs ?? [],
    totalDocs: list.data?.totalDocs ?? 0,
    /** `totalDocs` is a minimum: counting stopped at the server's cap (`hasNext` is still exact). */
    totalCapped: list.data?.totalDocsCapped === true,
    hasNext: list.data?.hasNextPage ?? false,
    isLoading: list.isPending,
    isFetching: list.isFetching,
    totals: totals.data?.counts,
    totalsCapped: totals.data?.capped ?? false,
    counter: currentCounter(def, query, filters),
    setPage: (page: number) => {
      const first = shown?.[0]?._id;
      const last = shown?.at(-1)?._id;
      neighbour.current =
        page === query.page + 1 && last ? { page, list: listOf, after: last } : page === query.page - 1 && page > 1 && first ? { page, list: listOf, before: first } : null;
      update({ page: page > 1 ? page : undefined });
    },
    ...setters,
  };
}

export type ResourceList = ReturnType<typeof useResourceList>;
