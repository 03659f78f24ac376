import { count, eq, sql } from 'drizzle-orm';
import { MODULE_NAMES } from '@app/domain/core/modules';
import { FILTER_TYPES } from '@app/domain/resources/filters';
import { SUPER_USER_ROLE } from '@app/domain/core/roles';
import { generatedPassword, hashPassword } from '../lib/secrets.ts';
import type { FileStorage } from '../uploads/storage.ts';
import type { Db } from './connect.ts';
import { seedObjectives } from './reference/seed-objectives.ts';
import { admins, filterTypes, modules } from './schema/index.ts';

export interface SeedResult {
  createdAdmin?: { email: string; password: string; generated: boolean };
}

/** Idempotent, so each start can run it. */
export async function seedReferenceData(
  db: Db,
  opts: { adminEmail: string; adminPassword: string | undefined; storage: FileStorage },
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // Two servers starting on one empty database: the second waits, then finds the first one's data.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('backoffice:reference-seed'))`);
    await seedObjectives(tx, opts.storage);
    await tx
      .insert(modules)
      .values(MODULE_NAMES.map((name) => ({ name })))
      .onConflictDoNothing({ target: modules.name });
    await tx
      .insert(filterTypes)
      .values(FILTER_TYPES.map(({ value, label }) => ({ value, name: label })))
      .onConflictDoNothing({ target: filterTypes.value });
    const [existing] = await tx.select({ n: count() }).from(admins).where(eq(admins.role, SUPER_USER_ROLE));
    if ((existing?.n ?? 0) > 0) return {};
    const password = opts.adminPassword ?? generatedPassword();
    await tx.insert(admins).values({
      name: 'Super',
      lastName: 'Usuario',
      email: opts.adminEmail,
      role: SUPER_USER_ROLE,
      passwordHash: await hashPassword(password),
      validated: true,
    });
    return { createdAdmin: { email: opts.adminEmail, password, generated: opts.adminPassword === undefined } };
  });
}
