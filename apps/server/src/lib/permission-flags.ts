import { eq } from 'drizzle-orm';
import type { PermissionFlags } from '@app/domain/core/permissions';
import type { Executor } from '../db/connect.ts';
import { modules, permissions } from '../db/schema/index.ts';

export type FlagsByModule = Partial<Record<string, PermissionFlags>>;

/** The admin's flags per module name, as the database holds them now (a module without a row is absent). */
export async function flagsOf(db: Executor, adminId: string): Promise<FlagsByModule> {
  const rows = await db
    .select({
      module: modules.name,
      read: permissions.read,
      create: permissions.create,
      update: permissions.update,
      destroy: permissions.destroy,
      approve: permissions.approve,
    })
    .from(permissions)
    .innerJoin(modules, eq(modules.id, permissions.moduleId))
    .where(eq(permissions.adminId, adminId))
    .orderBy(modules.name);
  const flags: FlagsByModule = {};
  for (const { module, ...f } of rows) flags[module] = f;
  return flags;
}

/**
 * The same flags inside a raw query that selects admins as `a`: a JSON object per module name, `{}` without rows. For
 * queries that read many admins' flags (or an admin with its session) in one round trip.
 */
export const FLAGS_COLUMN = `coalesce((
    select json_object_agg(m.name, json_build_object(
      'read', p.read, 'create', p.create, 'update', p.update, 'destroy', p.destroy, 'approve', p.approve))
    from permissions p join modules m on m.id = p.module_id
    where p.admin_id = a.id), '{}'::json)`;
