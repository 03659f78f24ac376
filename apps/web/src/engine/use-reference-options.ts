import type { Resource } from '@app/domain/core/define-resource';
import type { ResourceName } from '@app/domain/core/modules';
import { resourceByModule } from '@app/domain/resources/registry';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client.ts';
import { toQueryString } from '../lib/query-string.ts';

/** A record a field may point at, as the options route lists it: its `_id` and the fields its label comes from. */
export type ReferenceOption = { _id: string } & Record<string, unknown>;

/** Where a module's records live: its definition's `apiPath`, else (not in the registry) its name. */
export function apiPathOf(module: ResourceName): string {
  return resourceByModule(module)?.apiPath ?? module;
}

/** `GET /api/<path>/options/<field>`: the records a field of `def` may point at — the active ones a form may choose (`all` also lists the inactive ones, for list filters), narrowed by `filters` (the work axes of one GTA). */
export function useFieldOptions(
  def: Resource,
  name: string,
  active: 'true' | 'all' = 'true',
  filters: Readonly<Record<string, string>> = {},
  enabled = true,
) {
  const field = def.fields[name];
  const target = field && (field.kind === 'reference' || field.kind === 'references') ? field.target : field && 'suggestFrom' in field ? field.suggestFrom : undefined;
  return useQuery({
    // Keyed under the target's `apiPath`: saving one of its records refreshes the options.
    queryKey: [target ? apiPathOf(target) : name, 'options', def.apiPath, name, active, filters],
    queryFn: ({ signal }) =>
      api<ReferenceOption[]>(`/${def.apiPath}/options/${name}${toQueryString({ active: active === 'all' ? 'all' : undefined, ...filters })}`, {
        signal,
      }).then((r) => r.data),
    staleTime: 30_000,
    enabled: enabled && target !== undefined,
  });
}
