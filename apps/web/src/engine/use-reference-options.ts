import type { ModuleName } from '@app/domain/core/modules';
import { resourceByModule } from '@app/domain/resources/registry';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client.ts';
import { useAllows } from '../session/use-can.ts';
import { toQueryString } from '../lib/query-string.ts';

/** A record of a reference's target as `/all` lists it: its `_id` and the fields its label comes from. */
export type ReferenceOption = { _id: string } & Record<string, unknown>;

/** Where a module's records live: its definition's `apiPath`, else (not in the registry yet) its name. */
export function apiPathOf(module: ModuleName): string {
  return resourceByModule(module)?.apiPath ?? module;
}

/**
 * `GET /api/<target>/all`: the active records a form may choose (`all` also lists the inactive ones, for list
 * filters), narrowed by `filters` (the work axes of one GTA). Keyed under the target's `apiPath`, so saving a record
 * of it refreshes the options. `enabled: false` waits (a work axis until its GTA is chosen).
 */
export function useReferenceOptions(
  target: ModuleName,
  active: 'true' | 'all' = 'true',
  filters: Readonly<Record<string, string>> = {},
  enabled = true,
) {
  const apiPath = apiPathOf(target);
  return useQuery({
    queryKey: [apiPath, 'all', active, filters],
    queryFn: ({ signal }) =>
      api<ReferenceOption[]>(`/${apiPath}/all${toQueryString({ active: active === 'all' ? 'all' : undefined, ...filters })}`, {
        signal,
      }).then((r) => r.data),
    staleTime: 30_000,
    enabled,
  });
}

/**
 * Whether the admin may list the target's records (its `/all`): a filter or an input whose options the admin may not
 * read is left out or shown as it is, instead of failing with a 403 (CONTRACT: each GET needs its module's read flag).
 */
export function useCanListTarget(target: ModuleName): boolean {
  const allows = useAllows();
  const def = resourceByModule(target);
  return allows(def ? def.access.list : { module: target, action: 'read' });
}
