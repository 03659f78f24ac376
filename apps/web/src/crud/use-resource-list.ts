import type { Resource } from '@app/domain/core/define-resource';
import { listQuerySchema, type ListQuery } from '@app/domain/core/list-query';
import type { Page } from '@app/domain/core/page';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../api/api-client.ts';
import { toQueryString } from '../lib/query-string.ts';
import { resourceKeys, type ListFilters, type ResourceRecord } from './resource-keys.ts';
import { useTotals } from './use-totals.ts';

type ListParam = 'page' | 'limit' | 'active' | 'search' | 'sort';
const LIST_PARAMS: readonly ListParam[] = ['page', 'limit', 'active', 'search', 'sort'];

/** The list state lives in the URL, read through the same schema the server validates it with. */
function parseListQuery(schema: ReturnType<typeof listQuerySchema>, params: URLSearchParams): ListQuery {
  const raw = Object.fromEntries(LIST_PARAMS.flatMap((key) => (params.has(key) ? [[key, params.get(key)]] : [])));
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : schema.parse({});
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The definition's own filters (`?gta=<id>`, `?filterType=region`) present in the URL; a value the
 * field could never hold is dropped rather than sent (the server would answer 400).
 */
function parseFilters(def: Resource, params: URLSearchParams): ListFilters {
  const filters: Record<string, string> = {};
  for (const name of def.filters ?? []) {
    const value = params.get(name);
    const field = def.fields[name];
    if (!value || !field) continue;
    const valid = field.kind === 'select' ? field.options.some((o) => o.value === value) : UUID.test(value);
    if (valid) filters[name] = value;
  }
  return filters;
}

/**
 * Everything a list page shows, for any resource: rows, paging, totals and the filters (the common
 * ones and the definition's own), kept in the query string so that reload and back restore them.
 * Any filter change goes back to page 1.
 * @example const list = useResourceList(sectors); list.setActive(false);
 */
export function useResourceList(def: Resource) {
  const [searchParams, setSearchParams] = useSearchParams();
  const schema = useMemo(() => listQuerySchema(def), [def]);
  const query = useMemo(() => parseListQuery(schema, searchParams), [schema, searchParams]);
  const filters = useMemo(() => parseFilters(def, searchParams), [def, searchParams]);

  const list = useQuery<Page<ResourceRecord>>({
    queryKey: resourceKeys.list(def, query, filters),
    queryFn: ({ signal }) =>
      api<Page<ResourceRecord>>(`/${def.apiPath}${toQueryString({ ...filters, ...query })}`, { signal }).then(
        (r) => r.data,
      ),
    placeholderData: keepPreviousData,
  });

  // The counters use the list's search and filters, so their numbers always match what the cards filter to.
  const totals = useTotals(def.apiPath, query.search, filters);

  const update = useCallback(
    (patch: Partial<Record<string, string | number | undefined>>, replace = false) => {
      // A late change (the search box's pause ending) must not land on the page the admin has moved on to.
      if (window.location.pathname !== def.route) return;
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
    [setSearchParams, def.route],
  );

  return {
    query,
    filters,
    rows: list.data?.docs ?? [],
    totalDocs: list.data?.totalDocs ?? 0,
    isLoading: list.isPending,
    isFetching: list.isFetching,
    totals: totals.data,
    setPage: (page: number) => update({ page: page > 1 ? page : undefined }),
    setLimit: (limit: number) => update({ limit }),
    setActive: (active: boolean | undefined) => update({ active: active === undefined ? undefined : String(active) }),
    // Typing replaces the entry instead of stacking one per keystroke.
    setSearch: (search: string) => update({ search: search.trim() }, true),
    setSort: (sort: string) => update({ sort }),
    /** Sets (or, with '', clears) one of the definition's filters. */
    setFilter: (name: string, value: string) => update({ [name]: value }),
  };
}

export type ResourceList = ReturnType<typeof useResourceList>;
