import type { HistoryCause } from './history.ts';
import { allows, type Actor, type Requirement } from './permissions.ts';
import type { Role } from './roles.ts';

export type StateValue = number | boolean;

export interface ActionDef {
  label: string;
  /** Plural past participle for a summary of many («9 aprobadas»). */
  done?: string;
  field?: string;
  from: readonly StateValue[];
  to: StateValue;
  /** Role 0 passes whatever its flags. */
  permission: Requirement;
  owner?: true;
  roles?: readonly Role[];
  reason: 'required' | 'optional' | 'none';
  cause: HistoryCause;
  description?: string;
  message: string;
  conflict: string;
  when?: Readonly<Record<string, readonly StateValue[]>>;
  tone?: 'primary' | 'success' | 'error' | 'warning' | 'info';
  bar?: false;
}

export function idOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && '_id' in value && typeof value._id === 'string') return value._id;
  return undefined;
}

export interface ActionTarget {
  state: Readonly<Record<string, unknown>>;
  owner?: string;
}

export function mayAct(actor: Actor, action: ActionDef, target: ActionTarget): boolean {
  if (action.roles && !action.roles.includes(actor.role)) return false;
  if (allows(actor, action.permission)) return true;
  return action.owner === true && target.owner !== undefined && target.owner === actor.id;
}

export function inActionState(action: ActionDef, statusField: string | undefined, target: ActionTarget): boolean {
  const field = action.field ?? statusField;
  if (field === undefined || !action.from.includes(target.state[field] as StateValue)) return false;
  return Object.entries(action.when ?? {}).every(([name, values]) => values.includes(target.state[name] as StateValue));
}

/** Whether the actor may take the action on this record as it is now: who may, and from which state. */
export function mayTakeAction(
  actor: Actor,
  action: ActionDef,
  def: { status?: string; ownerField?: string },
  record: Readonly<Record<string, unknown>>,
): boolean {
  const target = { state: record, owner: def.ownerField ? idOf(record[def.ownerField]) : undefined };
  return mayAct(actor, action, target) && inActionState(action, def.status, target);
}
