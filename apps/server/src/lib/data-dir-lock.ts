import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { es } from '@app/domain/messages/es';

const LOCK_FILE = 'server.lock';

interface LockOwner {
  pid: number;
  /** Tells a reused pid apart. */
  start: string | null;
}

export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function liveOwner(file: string): LockOwner | undefined {
  let owner: LockOwner;
  try {
    owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || !isAlive(owner.pid)) return undefined;
  const start = processStart(owner.pid);
  if (owner.start !== null && start !== null && start !== owner.start) return undefined;
  return owner;
}

export class DataDirInUseError extends Error {}

/** A lock left by a process that is gone, or whose pid was reused, is stale and taken over. */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  const mine: LockOwner = { pid: process.pid, start: processStart(process.pid) };
  for (let tries = 0; tries < 3; tries++) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: 'wx', mode: 0o600 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if ((JSON.parse(readFileSync(file, 'utf8')) as LockOwner).pid === process.pid) rmSync(file, { force: true });
        } catch {
          // Already gone.
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = liveOwner(file);
    // `npm start` takes it before building the web app; the server it then runs in this process finds it its own.
    if (owner?.pid === process.pid) return () => rmSync(file, { force: true });
    if (owner) throw new DataDirInUseError(es.api.dataDirInUse(dataDir, owner.pid));
    rmSync(file, { force: true });
  }
  throw new DataDirInUseError(es.api.dataDirInUse(dataDir, 0));
}
