import type { CounterDef, Resource } from '@app/domain/core/define-resource';
import { listQuerySchema } from '@app/domain/core/page-query';
import type { Page } from '@app/domain/core/page';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { api } from '../api/api-client.ts';
import { toQueryString } from '../lib/query-string.ts';
import { counterPatch, currentCounter, dependentParams, parseColumns, parseFilters, parseListQuery, totalsFilters } from './list-state.ts';
import { resourceKeys, type ResourceRecord } from './resource-keys.ts';
import { totalsQuery } from './use-totals.ts';

/** A list's query schema, built once per definition (zod compiles a schema's parser on its first use). */
const schemas = new WeakMap<Resource, ReturnType<typeof listQuerySchema>>();
function schemaOf(def: Resource) {
  let schema = schemas.get(def);
  if (!schema) schemas.set(def, (schema = listQuerySchema(def)));
  return schema;
}

/** A list as its URL says (page, search, order… and the definition's own filters), and the query options of its rows and its counters: shared by the list's route loader and its page. */
export function listQueries(def: Resource, searchParams: URLSearchParams) {
  const query = parseListQuery(schemaOf(def), searchParams);
  const filters = parseFilters(def, searchParams);
  return {
    query,
    filters,
    page: queryOptions({
      queryKey: resourceKeys.list(def, query, filters),
      queryFn: ({ signal }) => api<Page<ResourceRecord>>(`/${def.apiPath}${toQueryString({ ...filters, ...query })}`, { signal }).then((r) => r.data),
    }),
    // The counters count under the list's search and filters but the ones a counter sets, so the numbers match the cards.
    totals: totalsQuery(def.apiPath, query.search, { ...totalsFilters(def, filters), ...(query.createdFrom ? { createdFrom: query.createdFrom } : {}) }),
  };
}

/** Everything a list page shows, for any resource: rows, paging, the counters and the filters (the common ones and the definition's own), kept in the query string so that reload and back restore them. */
export function useResourceList(def: Resource) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const going = useNavigation().location?.pathname;
  const { query, filters, page: pageOptions, totals: totalsOptions } = useMemo(() => listQueries(def, searchParams), [def, searchParams]);
  const columns = useMemo(() => parseColumns(def, searchParams), [def, searchParams]);

  // The route's loader has just asked for the first page; a page shown again is asked for again, as others may have changed it.
  const list = useQuery({ ...pageOptions, placeholderData: keepPreviousData, staleTime: 0, refetchOnMount: false });

  const totals = useQuery({ ...totalsOptions, placeholderData: keepPreviousData });

  const update = (patch: Partial<Record<string, string | number | undefined>>, replace = false) => {
    // A late change (the search box's pause ending) must not land on the page the admin has moved on to, nor cancel a move under way (a row clicked just before: its record's route may still be on its way).
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
  };

  return {
    def,
    query,
    filters,
    /** The columns shown, in order: the URL's choice or the definition's own. */
    columns,
    searchParams,
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
    setPage: (page: number) => update({ page: page > 1 ? page : undefined }),
    setLimit: (limit: number) => update({ limit }),
    setCounter: (counter: CounterDef) => update(counterPatch(def, counter)),
    // Typing replaces the entry instead of stacking one per keystroke.
    setSearch: (search: string) => update({ search: search.trim() }, true),
    setSort: (sort: string) => update({ sort }),
    /** Drops the "created since" of a dashboard link: every record again. */
    clearCreatedFrom: () => update({ createdFrom: undefined }),
    /** Changes the columns shown from the URL's latest (two quick clicks both count); the definition's own drop the parameter. */
    changeColumns: (change: (current: readonly string[]) => readonly string[]) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        const columns = change(parseColumns(def, previous)).join(',');
        if (columns === def.columns.join(',')) next.delete('columns');
        else next.set('columns', columns);
        return next;
      }),
    /** Puts a whole list state in place (a saved view). */
    applyParams: (params: URLSearchParams) => setSearchParams(params),
    /** Sets (or, with '', clears) one of the definition's filters; the filters that depend on it start over. */
    setFilter: (param: string, value: string) => update({ [param]: value, ...Object.fromEntries(dependentParams(def, param).map((p) => [p, undefined])) }),
  };
}

export type ResourceList = ReturnType<typeof useResourceList>;
