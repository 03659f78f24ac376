import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';

export interface TestDatabase {
  /** URL of a new, empty database on the shared test server. */
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

/** Creates an empty database for one test file; the app under test applies its own migrations. */
export async function createTestDatabase(): Promise<TestDatabase> {
  // Only [a-z0-9_]: safe to splice into the statement, which cannot take parameters.
  const name = `t_${randomBytes(8).toString('hex')}`;
  await asAdmin((sql) => sql.unsafe(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`));
  return {
    url: withDatabase(inject('pgAdminUrl'), name),
    drop: () => asAdmin((sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
