import { fileURLToPath } from 'node:url';
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

export type Db = PostgresJsDatabase;
export type Sql = postgres.Sql;

export interface Database {
  db: Db;
  sql: Sql;
  /** A small pool of its own, so the session and health checks answer whatever the lists are doing. */
  quick: Sql;
  /** Where it connects, for a thread's own pool. */
  url: string;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_S = 2;

const RECONNECT_DELAY_S = 0.1;

/** A runaway query answers 503 instead of holding a connection. */
export const POOLS = {
  main: { max: 10, statementTimeoutMs: 10_000 },
  quick: { max: 2, statementTimeoutMs: 2_000 },
  webhooks: { max: 2, statementTimeoutMs: 10_000 },
} as const;
type PoolName = keyof typeof POOLS;

export type StatementSpy = (pool: PoolName, connection: number, query: string, parameters: unknown[]) => void;

export function connectPool(url: string, name: PoolName, spy?: StatementSpy): Sql {
  return postgres(url, {
    max: POOLS[name].max,
    // A server that does not answer at all fails within 2 s, so requests answer 503 instead of hanging.
    connect_timeout: CONNECT_TIMEOUT_S,
    // postgres.js's backoff grows to 20 s; the availability check already keeps requests off a down database.
    backoff: () => RECONNECT_DELAY_S,
    onnotice: () => {},
    connection: { application_name: `backoffice-${name}`, statement_timeout: POOLS[name].statementTimeoutMs },
    debug: spy && ((connection, query, parameters) => spy(name, connection, query, parameters)),
  });
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
  log: (msg: string) => void;
  spy?: StatementSpy;
}): Promise<Database> {
  // A user's own server never touches the embedded binaries.
  const embedded = opts.databaseUrl
    ? undefined
    : await (await import('./embedded/start.ts')).startEmbeddedPostgres({ dataDir: opts.dataDir, log: opts.log });
  const url = opts.databaseUrl ?? embedded?.url ?? "";
  // Without the pools' timeouts: an index on a big table takes its time.
  const migrator = postgres(url, { max: 1, connect_timeout: CONNECT_TIMEOUT_S, onnotice: () => {} });
  try {
    // Several servers starting on one database: one migrates, the others wait and find nothing to do.
    await migrator`select pg_advisory_lock(hashtext('backoffice:migrations'))`;
    await migrate(drizzle(migrator), { migrationsFolder });
    await migrator`select pg_advisory_unlock(hashtext('backoffice:migrations'))`;
  } catch (err) {
    await migrator.end({ timeout: 1 });
    await embedded?.stop();
    throw err;
  }
  await migrator.end({ timeout: 5 });
  // An external server is the operator's, and simply retried.
  embedded?.watch();
  const sql = connectPool(url, 'main', opts.spy);
  const quick = connectPool(url, 'quick', opts.spy);
  return {
    // Without the schema drizzle builds no relational query helpers for each transaction.
    db: drizzle(sql),
    sql,
    quick,
    url,
    async close() {
      await Promise.all([sql.end({ timeout: 5 }), quick.end({ timeout: 5 })]);
      await embedded?.stop();
    },
  };
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;
