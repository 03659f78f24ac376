import type { SessionUser } from '@app/domain/core/auth';
import { ACTIONS } from '@app/domain/core/permissions';
import { SUPER_USER_ROLE } from '@app/domain/core/roles';

/** Whether two copies of the admin grant the same things: role, GTA scope and flags (a missing row means all off). */
export function sameAccess(a: SessionUser, b: SessionUser): boolean {
  if (a.role !== b.role || a.gta !== b.gta) return false;
  if (a.role === SUPER_USER_ROLE) return true;
  const modules = new Set([...Object.keys(a.permissions), ...Object.keys(b.permissions)]);
  for (const module of modules) {
    for (const action of ACTIONS) {
      if ((a.permissions[module]?.[action] === true) !== (b.permissions[module]?.[action] === true)) return false;
    }
  }
  return true;
}
