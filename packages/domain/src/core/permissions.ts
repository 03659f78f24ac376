import type { ModuleName } from './modules.ts';
import { SUPER_USER_ROLE, type Role } from './roles.ts';

export const ACTIONS = ['read', 'create', 'update', 'destroy', 'approve'] as const;
export type Action = (typeof ACTIONS)[number];
export type PermissionFlags = Record<Action, boolean>;

export const NO_PERMISSIONS: PermissionFlags = {
  read: false,
  create: false,
  update: false,
  destroy: false,
  approve: false,
};

export interface Subject {
  role: Role;
  permissions: Partial<Record<ModuleName, PermissionFlags>>;
}

/** A subject that is someone: rules about their own records need their id. */
export interface Actor extends Subject {
  id: string;
  gta: string | null;
}

/** One flag of one module. */
export interface Permission {
  module: ModuleName;
  action: Action;
}

/** What an operation needs: one flag, or any of several (reading either flashcards module lets an admin read cards). */
export type Requirement = Permission | { anyOf: readonly Permission[] };

/**
 * The one permission rule, used by the server's access hook and by the UI.
 * @example can({ role: 1, permissions: { sectors: { ...NO_PERMISSIONS, read: true } } }, 'sectors', 'read') // true
 */
export function can(subject: Subject, module: ModuleName, action: Action): boolean {
  if (subject.role === SUPER_USER_ROLE) return true;
  return subject.permissions[module]?.[action] === true;
}

/** Whether a subject meets a requirement. */
export function allows(subject: Subject, requirement: Requirement): boolean {
  const options = 'anyOf' in requirement ? requirement.anyOf : [requirement];
  return options.some((p) => can(subject, p.module, p.action));
}

/** The flags a requirement names: the modules whose rows a permission change may affect. */
export function permissionsOf(requirement: Requirement): readonly Permission[] {
  return 'anyOf' in requirement ? requirement.anyOf : [requirement];
}

/** Any flag on implies read (spec 000 §4, permission matrix rule). */
export function withImpliedRead(flags: PermissionFlags): PermissionFlags {
  const other = flags.create || flags.update || flags.destroy || flags.approve;
  return other ? { ...flags, read: true } : flags;
}

/** The history field of one flag of one module's permission row: `permisos.<module>.<action>`. */
export const permissionChangeField = (module: string, action: Action) => `permisos.${module}.${action}`;

/** The module and flag a history field names, when it is a permission row's (see `permissionChangeField`). */
export function parsePermissionChangeField(field: string): { module: string; action: Action } | undefined {
  const [prefix, module, action, ...rest] = field.split('.');
  if (prefix !== 'permisos' || !module || rest.length > 0 || !ACTIONS.includes(action as Action)) return undefined;
  return { module, action: action as Action };
}
