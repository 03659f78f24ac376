import { readFile, readlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { errCode, exists } from './files.ts';
import { run } from './run.ts';
import type { Cluster } from './settings.ts';

interface PidFile {
  /** NaN when the file is garbled by a crash while PostgreSQL was writing it. */
  pid: number;
}

export async function readPidFile(pgDir: string): Promise<PidFile | undefined> {
  try {
    const text = await readFile(join(pgDir, 'postmaster.pid'), 'utf8');
    return { pid: Number.parseInt(text.split('\n')[0] ?? '', 10) };
  } catch (err) {
    if (errCode(err) === 'ENOENT') return undefined;
    throw err;
  }
}

/** 'unknown': alive but not inspectable, so left to PostgreSQL's own lock-file check. */
export async function identify(pid: number, pgDir: string): Promise<'ours' | 'gone' | 'unknown'> {
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
    return errCode(err) === 'ENOENT' ? 'gone' : 'unknown';
  }
  if (comm !== 'postgres') return 'gone';
  try {
    // The postmaster chdirs into its data directory, which tells it apart from other servers.
    return (await readlink(`/proc/${pid}/cwd`)) === pgDir ? 'ours' : 'gone';
  } catch (err) {
    // A zombie has no cwd.
    return errCode(err) === 'ENOENT' ? 'gone' : 'unknown';
  }
}

async function identifyWithoutProc(pid: number, pgDir: string): Promise<'ours' | 'gone' | 'unknown'> {
  const ps = await run('ps', ['-o', 'stat=', '-o', 'comm=', '-p', String(pid)]).catch(() => undefined);
  if (!ps) return 'unknown';
  const [state = '', ...comm] = ps.output.trim().split(/\s+/);
  // A zombie still answers kill(pid, 0).
  if (ps.code !== 0 || state.startsWith('Z') || basename(comm.join(' ')) !== 'postgres') return 'gone';
  const lsof = await run('lsof', ['-a', '-p', String(pid), '-d', 'cwd', '-Fn']).catch(() => undefined);
  const cwd = lsof?.code === 0 ? /^n(.*)$/m.exec(lsof.output)?.[1] : undefined;
  if (cwd === undefined) return 'unknown';
  return cwd === pgDir ? 'ours' : 'gone';
}

export async function runningPid(c: Cluster, pid: number): Promise<boolean> {
  const file = await readPidFile(c.pgDir);
  return file?.pid === pid && (await identify(pid, c.pgDir)) === 'ours';
}
