import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A free port on the loopback. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Starts a server script of bench/servers in a process of its own and waits until it prints `ready`. */
export async function startServer(script: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<ChildProcess> {
  const child = spawn(tsx, [...nodeArgs, fileURLToPath(new URL(`./servers/${script}`, import.meta.url))], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} terminó (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
  });
  child.stdout!.resume();
  return child;
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await Promise.race([once(child, 'exit'), new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** autocannon with `connections` clients for `seconds`; each request may name its own path and body. */
export async function load(opts: {
  url: string;
  connections: number;
  seconds: number;
  token?: string;
  method?: 'GET' | 'PUT';
  path?: () => string;
  body?: string;
  /** Sent as accept-encoding: the answers then leave compressed, as a browser receives them. */
  encoding?: string;
}): Promise<Load> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.encoding) headers['accept-encoding'] = opts.encoding;
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.seconds,
    method: opts.method ?? 'GET',
    headers,
    body: opts.body,
    requests: opts.path ? [{ setupRequest: (req) => ({ ...req, path: opts.path!() }) }] : undefined,
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
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
