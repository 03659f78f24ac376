import { and, asc, eq, type SQL } from 'drizzle-orm';
import { NO_PERMISSIONS, type Action, type PermissionFlags } from '@app/domain/core/permissions';
import { es } from '@app/domain/messages/es';
import type { Executor, Tx } from '../../db/connect.ts';
import { modules, permissions } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import type { CurrentAdmin } from '../../plugins/app/auth.ts';
import type { FlagsByModule } from '../../lib/permission-flags.ts';
import { assertGrantable, flagChanges, isSuper, mergeFlags } from './rules.ts';

/** What one change of a row does to its flags, for the admin's history. */
export type FlagChanges = ReturnType<typeof flagChanges>;

export type FlagsPatch = Partial<Record<Action, boolean | undefined>>;

const selection = {
  id: permissions.id,
  adminId: permissions.adminId,
  moduleId: modules.id,
  moduleName: modules.name,
  active: permissions.active,
  createdAt: permissions.createdAt,
  updatedAt: permissions.updatedAt,
  read: permissions.read,
  create: permissions.create,
  update: permissions.update,
  destroy: permissions.destroy,
  approve: permissions.approve,
};

export type PermissionRow = { id: string; adminId: string; moduleId: string; moduleName: string; active: boolean; createdAt: Date; updatedAt: Date } & PermissionFlags;

export const toWire = (r: PermissionRow) => ({
  _id: r.id,
  admin: r.adminId,
  module: { _id: r.moduleId, name: r.moduleName },
  read: r.read,
  create: r.create,
  update: r.update,
  destroy: r.destroy,
  approve: r.approve,
  active: r.active,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

const flagsOfRow = (r: PermissionFlags): PermissionFlags => ({
  read: r.read,
  create: r.create,
  update: r.update,
  destroy: r.destroy,
  approve: r.approve,
});

export async function rowsWhere(db: Executor, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const query = db
    .select(selection)
    .from(permissions)
    .innerJoin(modules, eq(modules.id, permissions.moduleId))
    .where(where)
    .orderBy(asc(modules.name), asc(permissions.id));
  return (page ? await query.limit(page.limit).offset(page.offset) : await query) as PermissionRow[];
}

/** Any other flag needs read: it is added, unless this very request takes read away, which is refused. */
function withReadRule(before: PermissionFlags, requested: FlagsPatch, after: PermissionFlags, path: string): PermissionFlags {
  const other = after.create || after.update || after.destroy || after.approve;
  if (!other) return after;
  if (requested.read === false && before.read) {
    throw badRequest(es.admins.readRequired, [{ path: `${path}read`, msg: es.admins.readRequired }]);
  }
  return { ...after, read: true };
}

/** One admin's flags on one module as asked, if the caller may grant them; the row is locked while it is decided. */
export async function applyRow(
  tx: Tx,
  caller: CurrentAdmin,
  own: FlagsByModule,
  target: { id: string },
  module: { id: string; name: string },
  requested: FlagsPatch,
  path: string,
): Promise<{ row: PermissionRow; created: boolean; changes: FlagChanges }> {
  const [existing] = (await tx
    .select(selection)
    .from(permissions)
    .innerJoin(modules, eq(modules.id, permissions.moduleId))
    .where(and(eq(permissions.adminId, target.id), eq(permissions.moduleId, module.id)))
    .for('update', { of: permissions })) as PermissionRow[];
  const before = existing ? flagsOfRow(existing) : NO_PERMISSIONS;
  const after = withReadRule(before, requested, mergeFlags(before, requested), path);
  const changes = flagChanges(module.name, before, after);
  if (!isSuper(caller) && target.id === caller.id && changes.length > 0) throw forbidden();
  assertGrantable(caller, own, module.name, before, after, path);
  if (existing) {
    if (changes.length > 0) {
      await tx.update(permissions).set({ ...after, updatedAt: new Date() }).where(eq(permissions.id, existing.id));
    }
    return { row: { ...existing, ...after }, created: false, changes };
  }
  const [inserted] = await tx.insert(permissions).values({ adminId: target.id, moduleId: module.id, ...after }).returning();
  return {
    row: { ...inserted!, adminId: target.id, moduleId: module.id, moduleName: module.name },
    created: true,
    changes,
  };
}
