import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { baseScript, baseTsx, type Base } from './base.ts';

const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server's CPU per answered request (µs), when its pid was given. */
  cpuUs?: number;
}

/** A free port on the loopback. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/**
 * A bench server: the process started, the pid of the one serving (tsx runs the script in a child of its own), and the
 * script's path, which that process's command line names.
 */
export type Server = ChildProcess & { serverPid: number; file: string };

/**
 * Starts a server script of bench/servers in a process of its own and waits until it prints `ready <pid>`. With
 * `base` (BENCH_BASE), the base commit's own script, run by its own tsx from its worktree.
 */
export async function startServer(script: string, env: Record<string, string>, nodeArgs: string[] = [], base?: Base): Promise<Server> {
  const [runner, file] = base ? [baseTsx(base), baseScript(base, script)] : [tsx, fileURLToPath(new URL(`./servers/${script}`, import.meta.url))];
  const child = spawn(runner, [...nodeArgs, file], {
    cwd: base?.root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const name = base ? `${script} de la base (${base.short})` : script;
  const serverPid = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${name} terminó (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const ready = /ready (\d+)/.exec(chunk.toString());
      if (ready) resolve(Number(ready[1]));
    });
  });
  child.stdout!.resume();
  return Object.assign(child, { serverPid, file });
}

/** CPU time (user + system, ms) a process has used so far, from /proc; Linux counts it in ticks of 10 ms. */
function cpuMs(pid: number): number {
  // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

export async function stopServer(child: ChildProcess) {
  // A server a signal ended (the terminal's Ctrl-C reaches them all) has no exit code, only that signal.
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  if (ended()) return;
  child.kill('SIGTERM');
  await Promise.race([once(child, 'exit'), new Promise((r) => setTimeout(r, 5000))]);
  if (!ended()) child.kill('SIGKILL');
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  token?: string;
  method?: 'GET' | 'PUT';
  path?: () => string;
  body?: string;
  /** Sent as accept-encoding: the answers then leave compressed, as a browser receives them. */
  encoding?: string;
  /** An ETag sent as if-none-match: the answers expected are 304s, any other is counted as an error. */
  ifNoneMatch?: string;
  /** The server's pid: its CPU per request is measured too. */
  pid?: number;
}

/** autocannon with `connections` clients for `seconds`; each request may name its own path and body. */
export async function load(opts: LoadOptions): Promise<Load> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.encoding) headers['accept-encoding'] = opts.encoding;
  if (opts.ifNoneMatch) headers['if-none-match'] = opts.ifNoneMatch;
  const cpuBefore = opts.pid === undefined ? 0 : cpuMs(opts.pid);
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.seconds,
    method: opts.method ?? 'GET',
    headers,
    body: opts.body,
    requests: opts.path ? [{ setupRequest: (req) => ({ ...req, path: opts.path!() }) }] : undefined,
  });
  const cpuUs = opts.pid === undefined ? undefined : ((cpuMs(opts.pid) - cpuBefore) * 1000) / result.requests.total;
  const unexpected = opts.ifNoneMatch ? result.requests.total - result['3xx'] : result.non2xx;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + unexpected, cpuUs };
}

/**
 * Loads compared (bare, product, base): each warmed up for two seconds, then measured `rounds` times in turns, the
 * order rotated each round so that each takes each place in turn (two swap). On two shared cores whatever drifts during
 * a run (JIT warm-up, autovacuum and checkpoints after the edits, another process) then falls on all sides alike
 * instead of on whichever ran last. Rates, errors and CPU are over all rounds; latency percentiles are the median
 * round's.
 */
export async function compare(targets: LoadOptions[], rounds: number): Promise<Load[]> {
  for (const opts of targets) await load({ ...opts, seconds: 2, pid: undefined });
  const runs: Load[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < targets.length; k++) {
      const side = (k + round) % targets.length;
      runs[side]!.push(await load(targets[side]!));
    }
  }
  return runs.map(merge);
}

/** Loads of equal length as one: the mean rate, the median percentiles, the CPU per request over all of them. */
/** Several runs of one load as one: the mean rate, median percentiles. */
export function merge(runs: Load[]): Load {
  const median = (pick: (l: Load) => number) => percentile(runs.map(pick), 0.5);
  const requests = runs.reduce((sum, l) => sum + l.rps, 0);
  const cpu = runs.every((l) => l.cpuUs !== undefined) ? runs.reduce((sum, l) => sum + l.cpuUs! * l.rps, 0) / requests : undefined;
  return { rps: requests / runs.length, p50: median((l) => l.p50), p99: median((l) => l.p99), errors: runs.reduce((sum, l) => sum + l.errors, 0), cpuUs: cpu };
}

/** `count` sequential GETs after a few unrecorded ones: latency percentiles (ms). */
export async function sequential(url: string, token: string, count = 100): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < count + 10; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    if (i >= 10) times.push(performance.now() - start);
  }
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** Runs probe.ts against `url` for `seconds`, alongside whatever else is running. */
export async function probe(url: string, seconds: number): Promise<{ p50: number; p99: number }> {
  const child = spawn(tsx, [fileURLToPath(new URL('./probe.ts', import.meta.url)), url, String(seconds)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`probe terminó (${code})`);
  const times = JSON.parse(out) as number[];
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}
