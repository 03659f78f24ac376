import type { Resource } from '@app/domain/core/define-resource';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client.ts';
import { resourceKeys, type ResourceRecord } from './resource-keys.ts';

export function useResourceRecord(def: Resource, id: string) {
  return useQuery({
    queryKey: resourceKeys.detail(def, id),
    queryFn: ({ signal }) => api<ResourceRecord>(`/${def.apiPath}/${encodeURIComponent(id)}`, { signal }).then((r) => r.data),
  });
}
