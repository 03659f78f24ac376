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

/**
 * The one permission rule, used by the server's access hook and by the UI.
 * @example can({ role: 1, permissions: { sectors: { ...NO_PERMISSIONS, read: true } } }, 'sectors', 'read') // true
 */
export function can(subject: Subject, module: ModuleName, action: Action): boolean {
  if (subject.role === SUPER_USER_ROLE) return true;
  return subject.permissions[module]?.[action] === true;
}

/** Any flag on implies read (spec 000 §4, permission matrix rule). */
export function withImpliedRead(flags: PermissionFlags): PermissionFlags {
  const other = flags.create || flags.update || flags.destroy || flags.approve;
  return other ? { ...flags, read: true } : flags;
}
