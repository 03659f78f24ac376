import { editRefusal, type Resource } from '@app/domain/core/define-resource';
import { useActor, useAllows } from '../session/use-can.ts';
import type { ResourceRecord } from './resource-keys.ts';

/** Whether the signed-in admin may edit this record now: the operation, its permission and the definition's edit rule, as the server decides. */
export function useMayEdit(def: Resource, record: ResourceRecord | undefined): boolean {
  const allows = useAllows();
  const actor = useActor();
  return record !== undefined && def.operations.update && allows(def.access.update) && actor !== null && editRefusal(def, actor, record) === undefined;
}
