import { eq } from 'drizzle-orm';
import type { SessionUser } from '@app/domain/core/auth';
import { NO_PERMISSIONS } from '@app/domain/core/permissions';
import type { Role } from '@app/domain/core/roles';
import type { Db } from '../../db/connect.ts';
import { admins } from '../../db/schema/index.ts';
import { flagsOf } from '../../lib/permission-flags.ts';

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
  const flags = await flagsOf(db, adminId);
  const perms: SessionUser['permissions'] = {};
  for (const [module, f] of Object.entries(flags)) perms[module] = { ...NO_PERMISSIONS, ...f };
  return { ...admin, role: admin.role as Role, permissions: perms };
}
