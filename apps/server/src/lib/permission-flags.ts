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
