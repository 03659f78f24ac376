import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';

export interface TestDatabase {
  /** URL of a new database on the shared test server. */
  url: string;
  drop(): Promise<void>;
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin<T>(run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(inject('pgAdminUrl'), { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Creates a database for one test file: empty, or `migrated` as the product leaves it at its start (a copy of the global setup's). */
export async function createTestDatabase({ migrated = false } = {}): Promise<TestDatabase> {
  // Only [a-z0-9_]: safe to splice into the statement, which cannot take parameters.
  const name = `t_${randomBytes(8).toString('hex')}`;
  const template = migrated ? inject('pgMigrated') : 'template0';
  await asAdmin((sql) => sql.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template} ENCODING 'UTF8'`));
  return {
    url: withDatabase(inject('pgAdminUrl'), name),
    drop: () => asAdmin((sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
