import { spawn } from 'node:child_process';
import type { OsUser } from './settings.ts';

export interface RunResult {
  code: number | null;
  output: string;
}

const OUTPUT_LIMIT = 64 * 1024;

export function run(
  file: string,
  args: readonly string[],
  opts: { as?: OsUser | undefined; input?: string; timeoutMs?: number } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      // The caller's cwd may be closed to the server's account, and initdb and pg_ctl resolve it.
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

/** PG* variables must not steer our server; a C locale keeps the messages we match in English. */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('PG') && !key.startsWith('LC_') && key !== 'LANG' && key !== 'LANGUAGE') env[key] = value;
  }
  env.LC_ALL = 'C';
  return env;
}
