import { eq } from 'drizzle-orm';
import { isActionEnabled, type ModuleName } from '@app/domain/core/modules';
import { ACTIONS, permissionChangeField, type Action, type PermissionFlags } from '@app/domain/core/permissions';
import { SUPER_USER_ROLE } from '@app/domain/core/roles';
import { es } from '@app/domain/messages/es';
import type { Executor } from '../../db/connect.ts';
import { admins } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { flagsOf, type FlagsByModule } from '../../lib/permission-flags.ts';
import type { Actor } from '@app/domain/core/permissions';

// Every check reads the database inside the change's transaction, never the caller's token.

export interface AdminTarget {
  id: string;
  role: number;
  gtaId: string | null;
}

export const isSuper = (admin: { role: number }) => admin.role === SUPER_USER_ROLE;


export async function lockTarget(tx: Executor, id: string): Promise<AdminTarget | undefined> {
  const [row] = await tx
    .select({ id: admins.id, role: admins.role, gtaId: admins.gtaId })
    .from(admins)
    .where(eq(admins.id, id))
    .for('update');
  return row;
}

export function assertMayManage(caller: Actor, target: AdminTarget): void {
  if (isSuper(caller)) return;
  if (isSuper(target)) throw forbidden();
  if (caller.gta !== null && target.gtaId !== caller.gta) throw forbidden();
}

/** A target holding a flag the caller lacks is above them: changing their e-mail would hand over their account. */
export async function assertMayEdit(tx: Executor, caller: Actor, target: AdminTarget): Promise<void> {
  assertMayManage(caller, target);
  if (isSuper(caller) || target.id === caller.id) return;
  if (exceeds(await flagsOf(tx, target.id), await flagsOf(tx, caller.id))) throw forbidden();
}

export function assertGtaAssignable(caller: Actor, gta: string | null): void {
  if (!isSuper(caller) && caller.gta !== null && gta !== caller.gta) throw forbidden();
}

export function exceeds(flags: FlagsByModule, own: FlagsByModule): boolean {
  return Object.entries(flags).some(([module, f]) => f !== undefined && ACTIONS.some((a) => f[a] && own[module]?.[a] !== true));
}

export function assertGrantable(
  caller: Actor,
  own: FlagsByModule,
  module: string,
  before: PermissionFlags,
  after: PermissionFlags,
  prefix: string,
): void {
  const granted = ACTIONS.filter((a) => after[a] && !before[a]);
  const disabled = granted.filter((a) => !isActionEnabled(module as ModuleName, a));
  if (disabled.length > 0) {
    throw badRequest(
      es.admins.actionDisabled,
      disabled.map((a) => ({ path: `${prefix}${a}`, msg: es.admins.actionDisabled })),
    );
  }
  if (!isSuper(caller) && granted.some((a) => own[module]?.[a] !== true)) throw forbidden();
}

export function mergeFlags(before: PermissionFlags, patch: Partial<Record<Action, boolean | undefined>>): PermissionFlags {
  const after = { ...before };
  for (const a of ACTIONS) if (patch[a] !== undefined) after[a] = patch[a];
  return after;
}

export const hasAnyFlag = (flags: PermissionFlags) => ACTIONS.some((a) => flags[a]);

export function flagChanges(module: string, before: PermissionFlags, after: PermissionFlags) {
  return ACTIONS.filter((a) => before[a] !== after[a]).map((a) => ({ field: permissionChangeField(module, a), from: before[a], to: after[a] }));
}
