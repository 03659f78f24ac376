import { fileURLToPath } from 'node:url';
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

export type Db = PostgresJsDatabase<typeof schema>;
export type Sql = postgres.Sql;

export interface Database {
  db: Db;
  sql: Sql;
  close(): Promise<void>;
}

/** Seconds a new connection may take before the request that needed it fails (503). */
const CONNECT_TIMEOUT_S = 2;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the user's server when a URL is given, else starts the embedded one; applies pending migrations. */
export async function openDatabase(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
  log: (msg: string) => void;
}): Promise<Database> {
  // Loaded only when needed: a user's own server never touches the embedded binaries.
  const embedded = opts.databaseUrl
    ? undefined
    : await (await import('./embedded-server.ts')).startEmbeddedPostgres({ dataDir: opts.dataDir, log: opts.log });
  const url = opts.databaseUrl ?? embedded?.url ?? "";
  const sql = postgres(url, {
    max: 10,
    // A server that is gone answers at once (connection refused); one that does not answer at all fails within 2 s, so
    // requests answer 503 quickly instead of hanging (issue 11 §4). The pool reconnects by itself once it is back.
    connect_timeout: CONNECT_TIMEOUT_S,
    onnotice: () => {},
    connection: { application_name: 'backoffice' },
  });
  try {
    const db = drizzle(sql, { schema });
    // Several servers starting on one database: one migrates, the others wait and then find nothing to do.
    const lock = await sql.reserve();
    try {
      await lock`select pg_advisory_lock(hashtext('backoffice:migrations'))`;
      await migrate(db, { migrationsFolder });
    } finally {
      await lock`select pg_advisory_unlock(hashtext('backoffice:migrations'))`.catch(() => undefined);
      lock.release();
    }
    // Brought back by the product when it dies; an external server is the operator's, and simply retried.
    embedded?.watch();
    return {
      db,
      sql,
      async close() {
        await sql.end({ timeout: 5 });
        await embedded?.stop();
      },
    };
  } catch (err) {
    await sql.end({ timeout: 1 });
    await embedded?.stop();
    throw err;
  }
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the pool or an open transaction: helpers that write take this so callers choose the transaction. */
export type Executor = Db | Tx;
