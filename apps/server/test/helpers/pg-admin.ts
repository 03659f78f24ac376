import postgres from 'postgres';

export interface TestDatabase {
  /** Its name on the shared test server. */
  name: string;
  /** URL of the new database. */
  url: string;
  drop(): Promise<void>;
}

/** Runs one statement as the server's superuser on a connection of its own (database statements take no parameters). */
export async function asSuperuser(serverUrl: string, statement: string): Promise<void> {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(statement);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Creates database `name` (only [a-z0-9_]: it is spliced into the statement) as a copy of `template`. */
export async function createDatabase(serverUrl: string, name: string, template: string): Promise<TestDatabase> {
  await asSuperuser(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template} ENCODING 'UTF8'`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => asSuperuser(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
