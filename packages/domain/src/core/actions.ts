import type { HistoryCause } from './history.ts';
import { allows, type Actor, type Requirement } from './permissions.ts';
import type { Role } from './roles.ts';

/** A value a state field holds: a numeric status or a flag (active, selected). */
export type StateValue = number | boolean;

/**
 * A named move of a record from some states to another (spec 001 §4), served as `PUT /api/<path>/:id/<name>`.
 * @example send: { label: 'Enviar a revisión', from: [0], to: 1, permission: { module: 'formCards', action: 'update' },
 *   owner: true, reason: 'none', cause: 'send', message: 'Flashcard enviada a revisión' }
 */
export interface ActionDef {
  /** The button's text. */
  label: string;
  /** The field it moves; the definition's status field when absent. */
  field?: string;
  from: readonly StateValue[];
  to: StateValue;
  /** Who may: this flag (role 0 passes), or the record's owner when `owner` is set. */
  permission: Requirement;
  owner?: true;
  /** Only these roles, whatever their flags (spec 001 §6: role 2 never approves). */
  roles?: readonly Role[];
  reason: 'required' | 'optional' | 'none';
  cause: HistoryCause;
  /** The history's text when no reason is given ('Enviar a revisión'). */
  description?: string;
  /** The success message. */
  message: string;
  /** The 409's text when the record is not in a `from` state. */
  conflict: string;
  /** Other states the record must be in (only an approved, active card joins the carousel); 409 otherwise. */
  when?: Readonly<Record<string, readonly StateValue[]>>;
  tone?: 'primary' | 'success' | 'error' | 'warning' | 'info';
  /** False: not offered on the detail's action bar (carousel selection happens on the card grid). */
  bar?: false;
}

/** The `_id` a reference holds, populated (`{ _id, … }`) or not. */
export function idOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && '_id' in value && typeof value._id === 'string') return value._id;
  return undefined;
}

export interface ActionTarget {
  /** The state the action moves, and the `when` states, by field name. */
  state: Readonly<Record<string, unknown>>;
  /** The record's owner's id, when the definition has an owner field. */
  owner?: string;
}

/** Whether the actor may take the action on a record (its state aside). */
export function mayAct(actor: Actor, action: ActionDef, target: ActionTarget): boolean {
  if (action.roles && !action.roles.includes(actor.role)) return false;
  if (allows(actor, action.permission)) return true;
  return action.owner === true && target.owner !== undefined && target.owner === actor.id;
}

/** Whether the record is in a state the action starts from. */
export function inActionState(action: ActionDef, statusField: string | undefined, target: ActionTarget): boolean {
  const field = action.field ?? statusField;
  if (field === undefined || !action.from.includes(target.state[field] as StateValue)) return false;
  return Object.entries(action.when ?? {}).every(([name, values]) => values.includes(target.state[name] as StateValue));
}
