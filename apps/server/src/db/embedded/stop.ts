import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { identify, readPidFile, runningPid } from './postmaster.ts';
import { run, type RunResult } from './run.ts';
import type { Cluster } from './settings.ts';

const STOP_TIMEOUT_S = 60;

/** A server found running may have another port or older settings, so it is stopped rather than reused. */
export async function clearPreviousServer(c: Cluster): Promise<void> {
  const previous = await readPidFile(c.pgDir);
  if (!previous) return;
  const state = await identify(previous.pid, c.pgDir);
  if (state === 'ours') {
    c.log(`PostgreSQL de una ejecución anterior sigue en marcha (pid ${previous.pid}); se detiene`);
    await shutdown(c, previous.pid);
  } else if (state === 'gone') {
    await rm(join(c.pgDir, 'postmaster.pid'), { force: true });
    const why = Number.isNaN(previous.pid) ? 'ilegible' : `del pid ${previous.pid}, que ya no es este PostgreSQL`;
    c.log(`Eliminado postmaster.pid obsoleto (${why})`);
  }
}

export async function shutdown(c: Cluster, pid: number): Promise<void> {
  // Never signal whatever a reused pid now belongs to.
  if (!(await runningPid(c, pid))) return;
  const fast = await pgCtlStop(c, 'fast');
  if (fast.code === 0 || !(await runningPid(c, pid))) return;
  // Committed work is safe in the WAL, replayed at next start.
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
