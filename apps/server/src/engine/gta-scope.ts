import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CurrentAdmin } from '../plugins/app/auth.ts';

export function gtaScope(admin: CurrentAdmin, column: PgColumn | undefined): SQL | undefined {
  return column && admin.gta ? eq(column, admin.gta) : undefined;
}
