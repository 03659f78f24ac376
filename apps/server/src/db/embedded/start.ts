import { mkdir, readFile, realpath } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadBinaries } from './binaries.ts';
import { ensureDatabase, fixOwnershipAndMode, hasCluster, initCluster } from './cluster.ts';
import { makeServer, type EmbeddedServer } from './handle.ts';
import { grantTraversal, serverUser } from './os-user.ts';
import { ensurePassword, resetRolePassword } from './password.ts';
import { startOnSomePort } from './port.ts';
import { identify, readPidFile } from './postmaster.ts';
import { HOST, PASSWORD_FILE, serverUrl, type Cluster } from './settings.ts';
import { clearPreviousServer } from './stop.ts';

export type { EmbeddedServer } from './handle.ts';

/** Not safe to call twice at once for the same dataDir. */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  log?: (msg: string) => void;
  port?: number;
}): Promise<EmbeddedServer> {
  const began = performance.now();
  const log = opts.log ?? (() => {});
  if (opts.port !== undefined && !(Number.isInteger(opts.port) && opts.port > 0 && opts.port < 65536)) {
    throw new Error(`Puerto no válido para PostgreSQL: ${opts.port}`);
  }
  await mkdir(opts.dataDir, { recursive: true, mode: 0o700 });
  const dataDir = await realpath(opts.dataDir);
  const pgDir = join(dataDir, 'pg');
  // pg_ctl hands these paths to /bin/sh inside double quotes.
  if (/["$`\\\n]/.test(pgDir)) throw new Error(`DATA_DIR no puede contener comillas, $, \`, \\ ni saltos de línea: ${dataDir}`);

  const [bin, user] = await Promise.all([loadBinaries(), serverUser(log)]);
  const c: Cluster = { bin, user, pgDir, logFile: join(pgDir, 'log', 'postmaster.log'), log };
  if (user) await grantTraversal([dataDir, dirname(bin.postgres)], user, log);

  const { password, isNew } = await ensurePassword(join(dataDir, PASSWORD_FILE));
  if (await hasCluster(pgDir)) {
    await clearPreviousServer(c);
    await fixOwnershipAndMode(c);
    if (isNew) await resetRolePassword(c, password);
  } else {
    await initCluster(c, dataDir, password);
  }

  const { port, pid } = await startOnSomePort(c, opts.port);
  const server = makeServer(c, pid, port, serverUrl(port, password));
  try {
    await ensureDatabase(port, password, log);
  } catch (err) {
    await server.stop().catch(() => {});
    throw err;
  }
  log(`PostgreSQL embebido iniciado en ${HOST}:${port} (${Math.round(performance.now() - began)} ms)`);
  return server;
}

export async function runningEmbeddedUrl(dataDir: string): Promise<string | undefined> {
  const pgDir = join(await realpath(dataDir), 'pg');
  const pidFile = await readPidFile(pgDir);
  if (!pidFile || (await identify(pidFile.pid, pgDir)) !== 'ours') return undefined;
  const port = Number.parseInt((await readFile(join(pgDir, 'postmaster.pid'), 'utf8')).split('\n')[3] ?? '', 10);
  const password = (await readFile(join(dataDir, PASSWORD_FILE), 'utf8')).trim();
  if (!Number.isInteger(port) || !password) return undefined;
  return serverUrl(port, password);
}
