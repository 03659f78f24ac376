import type { Resource } from '@app/domain/core/define-resource';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client.ts';
import { ApiError } from '../api/api-error.ts';
import { resourceKeys, type ResourceRecord } from './resource-keys.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path segment can be a record's id at all (`create`, `abc` cannot: no request is made for them). */
export const isRecordId = (id: string) => UUID.test(id);

/** One record's query options, shared by its route's loader and its pages. */
export const recordQuery = (def: Resource, id: string) =>
  queryOptions({
    queryKey: resourceKeys.detail(def, id),
    queryFn: ({ signal }) => {
      // What no record's id can be is not found, without asking the server.
      if (!isRecordId(id)) return Promise.reject(new ApiError(404, ''));
      return api<ResourceRecord>(`/${def.apiPath}/${encodeURIComponent(id)}`, { signal }).then((r) => r.data);
    },
    meta: { errorFeedback: false },
    retry: false,
  });

/** A failure raises no dialog: the page says what went wrong where the record would be. */
export function useResourceRecord(def: Resource, id: string) {
  return useQuery(recordQuery(def, id));
}
