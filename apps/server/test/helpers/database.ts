import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createDatabase, type TestDatabase } from './pg-admin.ts';

export type { TestDatabase };

/** Creates a database for one test file: empty, or `migrated` as the product leaves it at its start (a copy of the global setup's). */
export function createTestDatabase({ migrated = false } = {}): Promise<TestDatabase> {
  return createDatabase(inject('pgAdminUrl'), `t_${randomBytes(8).toString('hex')}`, migrated ? inject('pgMigrated') : 'template0');
}
