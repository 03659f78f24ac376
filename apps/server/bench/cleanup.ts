/**
 * What a bench leaves behind (servers, databases, a worktree, temp dirs): each step registered as it is made, all
 * undone in reverse order once, at the end, on failure, or when the run is interrupted (SIGINT, SIGTERM). A step that
 * fails is reported and the others still run; one that takes a while says so.
 *
 * The bench can also die without running them: tsx, relaying the terminal's Ctrl-C to a process whose event loop
 * autocannon keeps busy, kills it when it does not answer within milliseconds. So each step that leaves something
 * outside the process is also described to a janitor (`janitor.ts`), a process of its own outside the terminal's
 * process group, which undoes whatever is still left if the bench ends without saying it is done.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What the janitor knows how to undo. */
export type Leftover =
  /** A server the bench started: stopped if it still runs `script`. */
  | { kind: 'process'; pid: number; script: string }
  /** The PostgreSQL clusters under `dir`: their postmasters stopped. */
  | { kind: 'postgres'; dir: string }
  | { kind: 'database'; url: string; name: string }
  | { kind: 'worktree'; dir: string }
  | { kind: 'dir'; dir: string };

/** A line the bench writes to the janitor. */
export type JanitorMessage = { id: number; leftover: Leftover } | { id: number; done: true } | { end: true };

const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

export function cleanupStack(log: (line: string) => void) {
  const janitor = spawn(tsx, [fileURLToPath(new URL('./janitor.ts', import.meta.url))], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
  janitor.unref();
  janitor.stdin.on('error', () => {}); // a janitor gone early only loses the safety net
  (janitor.stdin as unknown as { unref(): void }).unref();
  const tell = (message: JanitorMessage) => janitor.stdin.write(`${JSON.stringify(message)}\n`);

  const steps: [string, () => Promise<unknown>][] = [];
  let ids = 0;
  let cleaning: Promise<void> | undefined;
  const run = () =>
    (cleaning ??= (async () => {
      log('limpieza');
      for (const [name, step] of steps.reverse()) {
        const start = performance.now();
        await step().catch((err: unknown) => log(`limpieza, ${name}: ${String(err)}`));
        const seconds = (performance.now() - start) / 1000;
        if (seconds >= 2) log(`limpieza, ${name}: ${seconds.toFixed(0)} s`);
      }
      tell({ end: true });
      janitor.stdin.end();
    })());
  // `on`, not `once`: tsx relays the terminal's Ctrl-C a second time. Every signal after the first waits for the
  // same cleanup.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void run().finally(() => process.exit(130)));
  return {
    /** A step of the cleanup; `leftover` describes it to the janitor, for when the bench dies before running it. */
    push(name: string, step: () => Promise<unknown>, leftover?: Leftover) {
      const id = ids++;
      if (leftover) tell({ id, leftover });
      steps.push([name, leftover ? () => step().then(() => tell({ id, done: true })) : step]);
    },
    run,
  };
}
