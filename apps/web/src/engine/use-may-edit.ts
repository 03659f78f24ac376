import { editRefusal, type Resource } from '@app/domain/core/define-resource';
import { useActor, useAllows } from '../session/use-can.ts';
import { useRecordContext } from './record-context.ts';
import type { ResourceRecord } from './resource-keys.ts';
import type { RecordContext, ResourceSlots } from './slots.ts';

/** Whether the signed-in admin may edit this record now: the operation, its permission and the definition's edit rule, as the server decides. */
export function useMayEdit(def: Resource, record: ResourceRecord | undefined): boolean {
  const allows = useAllows();
  const actor = useActor();
  return record !== undefined && def.operations.update && allows(def.access.update) && actor !== null && editRefusal(def, actor, record) === undefined;
}

/** Whether Editar is offered, and with it «Restaurar estos valores»: the admin may edit the record and the module's own rule (`canEdit`) agrees. */
export function offersEdit(mayEdit: boolean, slots: Pick<ResourceSlots, 'canEdit'>, context: RecordContext): boolean {
  return mayEdit && (slots.canEdit?.(context) ?? true);
}

/** `offersEdit` for this record and the signed-in admin. */
export function useOffersEdit(def: Resource, record: ResourceRecord, slots: ResourceSlots): boolean {
  return offersEdit(useMayEdit(def, record), slots, useRecordContext(record));
}
