import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CurrentAdmin } from '../plugins/app/auth.ts';

/** The condition that keeps an admin with a GTA to that GTA's records; none for admins of every GTA. */
export function gtaScope(admin: CurrentAdmin, column: PgColumn | undefined): SQL | undefined {
  return column && admin.gta ? eq(column, admin.gta) : undefined;
}

/** Whether an admin may write a record that belongs to `gta` (null: a record of no GTA). */
export function inGtaScope(admin: CurrentAdmin, gta: unknown): boolean {
  return admin.gta === null || gta === admin.gta;
}
