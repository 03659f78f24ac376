import { eq } from 'drizzle-orm';
import type { SessionUser } from '@app/domain/core/auth';
import { NO_PERMISSIONS } from '@app/domain/core/permissions';
import type { Role } from '@app/domain/core/roles';
import type { Db } from '../../db/connect.ts';
import { admins, modules, permissions } from '../../db/schema/index.ts';

/** The signed-in admin as the client keeps it: profile and fresh permission flags, never secrets. */
export async function loadSessionUser(db: Db, adminId: string): Promise<SessionUser | undefined> {
  const [admin] = await db
    .select({
      _id: admins.id,
      name: admins.name,
      lastName: admins.lastName,
      email: admins.email,
      role: admins.role,
      gta: admins.gtaId,
      thumbnail: admins.thumbnail,
    })
    .from(admins)
    .where(eq(admins.id, adminId));
  if (!admin) return undefined;
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
  const perms: SessionUser['permissions'] = {};
  for (const { module, ...flags } of rows) perms[module] = { ...NO_PERMISSIONS, ...flags };
  return { ...admin, role: admin.role as Role, permissions: perms };
}
