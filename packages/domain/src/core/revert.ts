import { es } from '../messages/es.ts';
import type { Resource } from './define-resource.ts';
import { isFileField, isWritable } from './fields.ts';
import type { FieldChange } from './history.ts';
import { reasonSchema, uuid, versionSchema } from './text.ts';

/** `POST /api/<path>/:id/revert`: the edit of the history to undo, the reason, and the version the admin saw. */
export const revertBodySchema = reasonSchema.extend({ history: uuid }).extend(versionSchema.shape);

export interface Restorable {
  /** The changes an admin may put back, as the history stored them. */
  changes: FieldChange[];
  /** Why the edit cannot be put back, in Spanish; undefined when it can. */
  refusal?: string;
}

/** What of an edit goes back: the fields an edit may write; values the definition derived follow from them again. */
export function restorableChanges(def: Resource, changes: readonly FieldChange[]): Restorable {
  const unknown = changes.some((change) => def.fields[change.field] === undefined);
  if (unknown) return { changes: [], refusal: es.revert.unknownField };
  const file = changes.map((change) => def.fields[change.field]!).find(isFileField);
  if (file) return { changes: [], refusal: es.revert.file(file.label) };
  const restorable = changes.filter((change) => isWritable(def.fields[change.field]!, 'edit'));
  return restorable.length > 0 ? { changes: restorable } : { changes: [], refusal: es.revert.nothing };
}
