/**
 * Started by `cleanup.ts` in a session of its own, so that neither the terminal's Ctrl-C nor tsx's relaying of it
 * reaches it. Reads what the bench leaves behind from its stdin, one JSON line each (`JanitorMessage`), and forgets
 * what the bench says it undid. If its stdin ends without the bench saying it is done (the bench was killed), it undoes
 * what is left, newest first, as the bench would have.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { dropSiblingDatabase, removeBaseWorktree } from './base.ts';
import type { JanitorMessage, Leftover } from './cleanup.ts';

const left = new Map<number, Leftover>();
let ended = false;

let buffer = '';
process.stdin.on('data', (chunk: Buffer) => {
  buffer += chunk.toString();
  const lines = buffer.split('\n');
  buffer = lines.pop()!;
  for (const line of lines) {
    const message = JSON.parse(line) as JanitorMessage;
    if ('end' in message) ended = true;
    else if ('done' in message) left.delete(message.id);
    else left.set(message.id, message.leftover);
  }
});
process.stdin.on('end', () => {
  if (ended) return;
  void (async () => {
    for (const id of [...left.keys()].sort((a, b) => b - a)) await undo(left.get(id)!).catch(() => {});
  })();
});

const cmdline = (pid: number) => readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
const alive = async (pid: number, mark: string) => (await cmdline(pid)).includes(mark);

/** Signals `pid` if it still runs what it ran (`mark`), then waits up to `seconds` for it to end. */
async function stop(pid: number, mark: string, signal: NodeJS.Signals, seconds: number) {
  if (!(await alive(pid, mark))) return;
  process.kill(pid, signal);
  for (let i = 0; i < seconds * 10 && (await alive(pid, mark)); i++) await new Promise((r) => setTimeout(r, 100));
  if (await alive(pid, mark)) process.kill(pid, 'SIGKILL');
}

async function undo(leftover: Leftover) {
  switch (leftover.kind) {
    case 'process':
      return stop(leftover.pid, leftover.script, 'SIGTERM', 5);
    case 'postgres': {
      // Each cluster's postmaster.pid: its first line is the postmaster's pid. SIGINT is PostgreSQL's fast shutdown.
      const files = (await readdir(leftover.dir, { recursive: true })).filter((f) => f.endsWith('postmaster.pid'));
      for (const file of files) {
        const pid = Number((await readFile(join(leftover.dir, file), 'utf8')).split('\n')[0]);
        if (pid) await stop(pid, leftover.dir, 'SIGINT', 60);
      }
      return;
    }
    case 'database':
      return dropSiblingDatabase(leftover.url, leftover.name);
    case 'worktree':
      return removeBaseWorktree(leftover.dir);
    case 'dir':
      return rm(leftover.dir, { recursive: true, force: true });
  }
}
