import type { Resource } from '@app/domain/core/define-resource';
import type { ResourceRecord } from './resource-keys.ts';

/** A wire value as comparable text: a populated reference by its `_id`, lists in order. */
function comparable(value: unknown): string {
  if (Array.isArray(value)) return JSON.stringify(value.map(comparable));
  if (value && typeof value === 'object' && '_id' in value) return String((value as { _id: unknown })._id);
  return JSON.stringify(value ?? null);
}

/** The fields whose values differ between the version the form was opened on and the current one. */
export function changedFields(def: Resource, before: ResourceRecord, now: ResourceRecord): string[] {
  return [...Object.keys(def.fields), 'active'].filter((name) => comparable(before[name]) !== comparable(now[name]));
}
