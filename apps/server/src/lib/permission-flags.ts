import { eq } from 'drizzle-orm';
import type { PermissionFlags } from '@app/domain/core/permissions';
import type { Executor } from '../db/connect.ts';
import { modules, permissions } from '../db/schema/index.ts';

export type FlagsByModule = Partial<Record<string, PermissionFlags>>;

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

/** For queries that read many admins' flags in one round trip. */
export const FLAGS_COLUMN = `coalesce((
    select json_object_agg(m.name, json_build_object(
      'read', p.read, 'create', p.create, 'update', p.update, 'destroy', p.destroy, 'approve', p.approve))
    from permissions p join modules m on m.id = p.module_id
    where p.admin_id = a.id), '{}'::json)`;
