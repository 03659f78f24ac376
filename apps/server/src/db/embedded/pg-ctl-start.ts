import { lchown, mkdir, readFile, rename, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { identify, readPidFile } from './postmaster.ts';
import { run } from './run.ts';
import { HOST, type Cluster } from './settings.ts';
import { shutdown } from './stop.ts';

const LOG_ROTATE_BYTES = 10 * 1024 * 1024;
/** Crash recovery after a hard kill replays WAL before the server reports ready. */
const START_TIMEOUT_S = 300;

export class PortInUseError extends Error {}

export async function pgCtlStart(c: Cluster, port: number): Promise<number> {
  const logOffset = await prepareLog(c);
  const options = [
    `-p ${port}`,
    `-c listen_addresses=${HOST}`,
    // No Unix socket: no lock file in /tmp can collide with another server's.
    "-c unix_socket_directories=''",
    // On the command line these outrank postgresql.conf and ALTER SYSTEM.
    '-c fsync=on',
    '-c synchronous_commit=on',
    '-c full_page_writes=on',
  ].join(' ');
  // pg_ctl detaches the server into its own session, so a Ctrl-C meant for the product does not reach it.
  const r = await run(
    c.bin.pgCtl,
    ['start', '-D', c.pgDir, '-l', c.logFile, '-w', '-t', String(START_TIMEOUT_S), '-s', '-o', options],
    { as: c.user, timeoutMs: (START_TIMEOUT_S + 10) * 1000 },
  );
  const pidFile = r.code === 0 ? await readPidFile(c.pgDir) : undefined;
  if (pidFile && (await identify(pidFile.pid, c.pgDir)) === 'ours') return pidFile.pid;

  const serverLog = await readLogFrom(c.logFile, logOffset);
  // pg_ctl gave up while the server may still be coming up: do not leave it behind.
  const leftover = await readPidFile(c.pgDir);
  if (leftover) await shutdown(c, leftover.pid).catch(() => {});
  const message = `PostgreSQL no arrancó en ${HOST}:${port} (pg_ctl código ${r.code}).\n${r.output}\n--- ${c.logFile} ---\n${serverLog}`;
  if (/could not bind|could not create any TCP\/IP sockets/.test(serverLog)) throw new PortInUseError(message);
  throw new Error(message);
}

async function prepareLog(c: Cluster): Promise<number> {
  const dir = dirname(c.logFile);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  let size = (await stat(c.logFile).catch(() => undefined))?.size ?? 0;
  if (size > LOG_ROTATE_BYTES) {
    await rename(c.logFile, `${c.logFile}.1`);
    size = 0;
  }
  if (c.user) {
    await lchown(dir, c.user.uid, c.user.gid);
    await lchown(c.logFile, c.user.uid, c.user.gid).catch(() => {});
  }
  return size;
}

async function readLogFrom(file: string, offset: number): Promise<string> {
  const text = await readFile(file).catch(() => Buffer.alloc(0));
  return text.subarray(offset).toString('utf8').slice(-8000);
}
