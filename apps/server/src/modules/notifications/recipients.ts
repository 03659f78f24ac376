import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Resource } from '@app/domain/core/define-resource';
import type { ModuleName } from '@app/domain/core/modules';
import type { Recipients } from '@app/domain/core/notifications';
import { allows, type Actor, type PermissionFlags } from '@app/domain/core/permissions';
import type { Role } from '@app/domain/core/roles';
import type { Executor } from '../../db/connect.ts';
import { admins } from '../../db/schema/index.ts';
import { FLAGS_COLUMN } from '../../lib/permission-flags.ts';

export interface RecipientQuery {
  def: Resource;
  recipients: Recipients;
  gta: string | null;
  actorId: string | null;
  only?: string;
}

const a = alias(admins, 'a');

/** Flags are read fresh in the caller's transaction, when the event happens. */
export async function recipientsOf(executor: Executor, query: RecipientQuery): Promise<string[]> {
  const { def, recipients, gta, actorId, only } = query;
  if ((recipients.kind === 'owner' || recipients.kind === 'ownerOf') && only === undefined) return [];
  const rows = await executor
    .select({
      id: a.id,
      role: a.role,
      gtaId: a.gtaId,
      permissions: sql<Partial<Record<ModuleName, PermissionFlags>>>`${sql.raw(FLAGS_COLUMN)}`,
    })
    .from(a)
    .where(
      and(
        eq(a.active, true),
        actorId === null ? undefined : ne(a.id, actorId),
        gta === null ? undefined : or(isNull(a.gtaId), eq(a.gtaId, gta)),
        only === undefined ? undefined : eq(a.id, only),
      ),
    )
    .orderBy(a.id)
    .prepare('recipients')
    .execute();
  return rows
    .filter((row) => {
      const admin: Actor = { id: row.id, role: row.role as Role, gta: row.gtaId, permissions: row.permissions };
      if (!allows(admin, def.access.get)) return false;
      if (recipients.kind !== 'permitted') return true;
      return allows(admin, recipients.requires) && (recipients.roles === undefined || recipients.roles.includes(admin.role));
    })
    .map((row) => row.id);
}
