import { HIDDEN_IN_MATRIX, type ModuleName } from '@app/domain/core/modules';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client.ts';

export interface ModuleRecord {
  _id: string;
  name: string;
}

/** `GET /api/modules/all?active=true`: the modules a matrix has rows for. */
export function useActiveModules() {
  return useQuery({
    queryKey: ['modules', 'all', 'active'],
    queryFn: ({ signal }) => api<ModuleRecord[]>('/modules/all?active=true', { signal }).then((r) => r.data),
    staleTime: 60_000,
  });
}

/** The comments row is hidden in the matrix. */
export function shownInMatrix(module: string): boolean {
  return !HIDDEN_IN_MATRIX.includes(module as ModuleName);
}
