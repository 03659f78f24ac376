import { fileURLToPath } from 'node:url';
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

export type Db = PostgresJsDatabase;
export type Sql = postgres.Sql;

export interface Database {
  db: Db;
  sql: Sql;
  /**
   * A small pool of its own for what must answer at once whatever the lists are doing: the session check of every
   * request and the health check. Its statements are cut short sooner.
   */
  quick: Sql;
  close(): Promise<void>;
}

/** Seconds a new connection may take before the request that needed it fails (503). */
const CONNECT_TIMEOUT_S = 2;

/** Seconds between a pool connection's reconnection attempts. */
const RECONNECT_DELAY_S = 0.1;

/** The pools' sizes and statement timeouts (a runaway query answers 503 instead of holding a connection). */
export const POOLS = {
  main: { max: 10, statementTimeoutMs: 10_000 },
  quick: { max: 2, statementTimeoutMs: 2_000 },
} as const;

/** Sees every statement sent (`npm run bench` records a request's SQL with it to replay it on a bare server). */
export type StatementSpy = (pool: 'main' | 'quick', connection: number, query: string, parameters: unknown[]) => void;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the user's server when a URL is given, else starts the embedded one; applies pending migrations. */
export async function openDatabase(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
  log: (msg: string) => void;
  spy?: StatementSpy;
}): Promise<Database> {
  // Loaded only when needed: a user's own server never touches the embedded binaries.
  const embedded = opts.databaseUrl
    ? undefined
    : await (await import('./embedded/start.ts')).startEmbeddedPostgres({ dataDir: opts.dataDir, log: opts.log });
  const url = opts.databaseUrl ?? embedded?.url ?? "";
  const pool = (name: 'main' | 'quick') =>
    postgres(url, {
      max: POOLS[name].max,
      // A server that is gone answers at once (connection refused); one that does not answer at all fails within 2 s,
      // so requests answer 503 quickly instead of hanging (issue 11 §4). The pool reconnects by itself once it is back.
      connect_timeout: CONNECT_TIMEOUT_S,
      // postgres.js waits before reconnecting, growing with every failed attempt of the pool up to 20 s, and a query
      // that finds a connection closed waits that long before even trying. During an outage the availability check
      // already keeps requests off the database, so the wait stays short: once the server is back the next query
      // connects at once instead of after up to 20 s.
      backoff: () => RECONNECT_DELAY_S,
      onnotice: () => {},
      connection: { application_name: `backoffice-${name}`, statement_timeout: POOLS[name].statementTimeoutMs },
      debug: opts.spy && ((connection, query, parameters) => opts.spy!(name, connection, query, parameters)),
    });
  // Migrations run on a connection of their own, without the pools' timeouts: an index on a big table takes its time.
  const migrator = postgres(url, { max: 1, connect_timeout: CONNECT_TIMEOUT_S, onnotice: () => {} });
  try {
    // Several servers starting on one database: one migrates, the others wait and then find nothing to do. The
    // migrator has one connection, so the lock and the migrations share its session.
    await migrator`select pg_advisory_lock(hashtext('backoffice:migrations'))`;
    await migrate(drizzle(migrator), { migrationsFolder });
    await migrator`select pg_advisory_unlock(hashtext('backoffice:migrations'))`;
  } catch (err) {
    await migrator.end({ timeout: 1 });
    await embedded?.stop();
    throw err;
  }
  await migrator.end({ timeout: 5 });
  // Brought back by the product when it dies; an external server is the operator's, and simply retried.
  embedded?.watch();
  const sql = pool('main');
  const quick = pool('quick');
  return {
    // Without the schema: drizzle then builds no relational query helpers (unused here) for each transaction it opens.
    db: drizzle(sql),
    sql,
    quick,
    async close() {
      await Promise.all([sql.end({ timeout: 5 }), quick.end({ timeout: 5 })]);
      await embedded?.stop();
    },
  };
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the pool or an open transaction: helpers that write take this so callers choose the transaction. */
export type Executor = Db | Tx;
