import type { Resource } from '@app/domain/core/define-resource';
import type { ModuleName } from '@app/domain/core/modules';
import type { Recipients } from '@app/domain/core/notifications';
import { allows, type Actor, type PermissionFlags } from '@app/domain/core/permissions';
import type { Role } from '@app/domain/core/roles';
import type { Sql } from '../../db/connect.ts';
import { flagsColumn } from '../../lib/permission-flags.ts';

interface CandidateRow {
  id: string;
  role: number;
  gtaId: string | null;
  permissions: Partial<Record<ModuleName, PermissionFlags>>;
}

export interface RecipientQuery {
  def: Resource;
  recipients: Recipients;
  /** The record's GTA: admins with another GTA never hear of it. */
  gta: string | null;
  /** Who acted: never told of their own doing. */
  actorId: string | null;
  /** For owner rules: the one admin it can be. */
  only?: string;
}

/**
 * The admins a rule addresses, computed when the event happens: active, not the actor, within the record's GTA,
 * allowed to read the record (its definition's `access.get`), and meeting the rule's own condition. Flags are read
 * fresh and judged by the domain's one permission rule (`allows`), as every request is.
 */
export async function recipientsOf(sql: Sql, query: RecipientQuery): Promise<string[]> {
  const { def, recipients, gta, actorId, only } = query;
  if ((recipients.kind === 'owner' || recipients.kind === 'ownerOf') && only === undefined) return [];
  const rows = await sql<CandidateRow[]>`
    select a.id, a.role, a.gta_id as "gtaId", ${flagsColumn(sql)} as permissions
    from admins a
    where a.active
      and (${actorId}::uuid is null or a.id <> ${actorId}::uuid)
      and (${gta}::uuid is null or a.gta_id is null or a.gta_id = ${gta}::uuid)
      and (${only ?? null}::uuid is null or a.id = ${only ?? null}::uuid)
    order by a.id`;
  return rows
    .filter((row) => {
      const admin: Actor = { id: row.id, role: row.role as Role, gta: row.gtaId, permissions: row.permissions };
      if (!allows(admin, def.access.get)) return false;
      if (recipients.kind !== 'permitted') return true;
      return allows(admin, recipients.requires) && (recipients.roles === undefined || recipients.roles.includes(admin.role));
    })
    .map((row) => row.id);
}
