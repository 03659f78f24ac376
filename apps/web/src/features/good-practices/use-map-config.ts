import type { MapConfig } from '@app/domain/core/maps';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client.ts';

/** The server's map settings (tiles, whether addresses can be looked up, the public site): read once per session. */
export function useMapConfig() {
  return useQuery<MapConfig>({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => api<MapConfig>('/public-config', { signal }).then((r) => r.data),
    staleTime: Infinity,
  });
}
