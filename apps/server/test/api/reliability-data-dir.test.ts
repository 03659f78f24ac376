/**
 * Issue 11 §4 "One DATA_DIR, one server": a second start on a DATA_DIR in use refuses at once with a clear message and
 * leaves the running server and its database untouched; a lock left by a killed server is stale and taken over.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitFor } from '../helpers/s3rver.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const SUPER = { email: 'super@example.com', password: 'Clave-de-prueba-larga' };

interface Proc {
  url: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

const started: Proc[] = [];
let dataDir = '';

function run(args: string[], port: number): Proc {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TWO_FACTOR: 'false',
      ADMIN_EMAIL: SUPER.email,
      ADMIN_PASSWORD: SUPER.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const proc = { url: `http://127.0.0.1:${port}`, child, output, exited };
  started.push(proc);
  return proc;
}

const server = async (port: number) => run(['--import', 'tsx', 'apps/server/src/main.ts'], port);

async function ready(p: Proc) {
  await waitFor(
    async () => {
      if (p.child.exitCode !== null) throw new Error(`terminó: ${p.output.join('')}`);
      return (await fetch(`${p.url}/api/health`).catch(() => undefined))?.ok === true;
    },
    120_000,
    p.url,
  );
}

async function signIn(p: Proc): Promise<string> {
  const res = await fetch(`${p.url}/api/auth/admins/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SUPER) });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

afterAll(async () => {
  for (const p of started) if (p.child.exitCode === null) p.child.kill('SIGTERM');
  await Promise.all(started.map((p) => p.exited));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('one DATA_DIR, one server', () => {
  it('a second start refuses at once; the running server and its database go on untouched', { timeout: 240_000 }, async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'one-server-'));
    const first = await server(await freePort());
    await ready(first);
    const token = await signIn(first);
    const created = await fetch(`${first.url}/api/sectors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Sector previo', description: 'Antes del segundo arranque' }),
    });
    expect(created.status).toBe(201);
    const pgPid = (await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0];

    // `npm start` (scripts/start.mjs) and the server itself: both refuse, quickly, saying why.
    for (const args of [['scripts/start.mjs'], ['--import', 'tsx', 'apps/server/src/main.ts']]) {
      const began = Date.now();
      const second = run(args, await freePort());
      const code = await second.exited;
      expect(code).toBe(1);
      expect(Date.now() - began).toBeLessThan(15_000);
      expect(second.output.join('')).toContain(`El directorio de datos ${dataDir} ya está en uso por otro servidor (pid ${first.child.pid})`);
    }

    // Untouched: the same PostgreSQL, every request answered, the data there.
    expect((await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]).toBe(pgPid);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => fetch(`${first.url}/api/sectors?search=previo`, { headers: { authorization: `Bearer ${token}` } })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(200));
    const page = (await answers[0]!.json()) as { data: { totalDocs: number } };
    expect(page.data.totalDocs).toBe(1);
  });

  it('a lock left by a killed server is stale: the next start takes it over and finds the data', { timeout: 240_000 }, async () => {
    const first = started[0]!;
    first.child.kill('SIGKILL');
    await first.exited;
    const next = await server(await freePort());
    await ready(next);
    const token = await signIn(next);
    const res = await fetch(`${next.url}/api/sectors?search=previo`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await res.json()) as { data: { totalDocs: number } }).data.totalDocs).toBe(1);
  });
});
