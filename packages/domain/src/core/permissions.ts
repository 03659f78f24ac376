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

export interface Actor extends Subject {
  id: string;
  gta: string | null;
}

export interface Permission {
  module: ModuleName;
  action: Action;
}

export type Requirement = Permission | { anyOf: readonly Permission[] };

/** The one permission rule, used by the server's access hook and by the UI. */
export function can(subject: Subject, module: ModuleName, action: Action): boolean {
  if (subject.role === SUPER_USER_ROLE) return true;
  return subject.permissions[module]?.[action] === true;
}

export function allows(subject: Subject, requirement: Requirement): boolean {
  const options = 'anyOf' in requirement ? requirement.anyOf : [requirement];
  return options.some((p) => can(subject, p.module, p.action));
}

export function permissionsOf(requirement: Requirement): readonly Permission[] {
  return 'anyOf' in requirement ? requirement.anyOf : [requirement];
}

export function withImpliedRead(flags: PermissionFlags): PermissionFlags {
  const other = flags.create || flags.update || flags.destroy || flags.approve;
  return other ? { ...flags, read: true } : flags;
}

export const permissionChangeField = (module: string, action: Action) => `permisos.${module}.${action}`;

export function parsePermissionChangeField(field: string): { module: string; action: Action } | undefined {
  const [prefix, module, action, ...rest] = field.split('.');
  if (prefix !== 'permisos' || !module || rest.length > 0 || !ACTIONS.includes(action as Action)) return undefined;
  return { module, action: action as Action };
}
