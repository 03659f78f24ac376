import type { Resource } from '@app/domain/core/define-resource';
import type { FieldDef } from '@app/domain/core/fields';
import type { ResourceName } from '@app/domain/core/modules';
import type { Actor } from '@app/domain/core/permissions';
import { resourceByModule } from '@app/domain/resources/registry';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client.ts';
import { toQueryString } from '../lib/query-string.ts';
import { useActor } from '../session/use-can.ts';

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

/** The GTA a GTA reference (a form's or a filter's) holds for an admin bound to one: theirs, the only one the server lets them choose; `undefined` when any may be chosen. */
export function lockedGta(actor: Actor | null, field: FieldDef | undefined): string | undefined {
  return actor?.gta && field?.kind === 'reference' && field.target === 'gtas' ? actor.gta : undefined;
}

/** The signed-in admin's locked value of this field (see `lockedGta`). */
export function useLockedValue(field: FieldDef | undefined): string | undefined {
  return lockedGta(useActor(), field);
}
