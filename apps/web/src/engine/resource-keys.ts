import type { Resource } from '@app/domain/core/define-resource';
import type { ListQuery } from '@app/domain/core/page-query';
import type { BaseRecord } from '@app/domain/core/page';

/** A record of any registry resource: the wire fields plus its own fields. */
export type ResourceRecord = BaseRecord & Record<string, unknown>;

/** A list's own filters (the definition's `filters`), by field name: `{ gta: '<id>' }`. */
export type ListFilters = Readonly<Record<string, string>>;

/** Query keys: everything of a resource starts with its `apiPath`, so one invalidation after a mutation refreshes its list, totals and detail; history is keyed by document. */
export const resourceKeys = {
  all: (def: Resource) => [def.apiPath] as const,
  list: (def: Resource, query: ListQuery, filters: ListFilters) => [def.apiPath, 'list', query, filters] as const,
  totals: (apiPath: string, search: string | undefined, filters: ListFilters = {}) =>
    [apiPath, 'totals', search ?? '', filters] as const,
  detail: (def: Resource, id: string) => [def.apiPath, 'detail', id] as const,
  history: (id: string) => ['historicals', id] as const,
};
