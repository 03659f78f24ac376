import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../src/db/embedded/start.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const modulePath = fileURLToPath(new URL('../../src/db/embedded/start.ts', import.meta.url));

const dirs: string[] = [];
const servers: EmbeddedServer[] = [];
const children: ChildProcess[] = [];
const logs: string[] = [];

async function tempDir(): Promise<string> {
  // mkdtemp gives 0700 like `mktemp -d`: as root, the server's account cannot enter it unless the module lets it.
  const dir = await mkdtemp(join(tmpdir(), 'embedded-pg-test-'));
  dirs.push(dir);
  return dir;
}

async function start(dataDir: string, port?: number): Promise<EmbeddedServer> {
  const server = await startEmbeddedPostgres({ dataDir, port, log: (msg) => logs.push(msg) });
  servers.push(server);
  return server;
}

async function withSql<T>(url: string, fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    return await fn(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

function notes(url: string): Promise<string[]> {
  return withSql(url, async (sql) => (await sql<{ v: string }[]>`select v from notes order by id`).map((r) => r.v));
}

async function postmasterPid(dataDir: string): Promise<number | undefined> {
  const text = await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : Number.parseInt(text, 10);
}

/** Zombies count as dead: here nothing may reap a postmaster whose parent exited. */
async function alive(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return stat !== undefined && !/^\d+ \(.*\) Z/.test(stat);
}

async function groupAlive(pgid: number): Promise<boolean> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // Fields after the command: state, ppid, pgrp.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid && fields[0] !== 'Z') return true;
  }
  return false;
}

async function waitFor(what: string, condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const server of servers) await server.stop().catch(() => {});
  // Whatever a failed test left running (say the killed child's server) goes down before its directory does.
  for (const dir of dirs) {
    const pid = await postmasterPid(dir);
    if (pid && (await alive(pid))) {
      process.kill(pid, 'SIGINT');
      await waitFor(`postgres ${pid} to stop`, async () => !(await alive(pid))).catch(() => process.kill(pid, 'SIGKILL'));
    }
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000);

describe('startEmbeddedPostgres', () => {
  let dataDir = '';
  let firstUrl = '';

  it('initialises a new 0700 data dir and serves the app database durably', { timeout: 30_000 }, async () => {
    dataDir = await tempDir();
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);

    const server = await start(dataDir);
    firstUrl = server.url;
    expect(server.url).toMatch(/^postgres:\/\/app:[^@]+@127\.0\.0\.1:\d+\/app$/);

    await withSql(server.url, async (sql) => {
      expect(await sql`select 1 as one`).toEqual([{ one: 1 }]);
      const [settings] = await sql`
        select current_database() as db, current_setting('fsync') as fsync,
               current_setting('synchronous_commit') as synchronous_commit,
               current_setting('full_page_writes') as full_page_writes,
               current_setting('listen_addresses') as listen_addresses`;
      expect(settings).toEqual({
        db: 'app',
        fsync: 'on',
        synchronous_commit: 'on',
        full_page_writes: 'on',
        listen_addresses: '127.0.0.1',
      });
      await sql`create table notes (id serial primary key, v text not null)`;
      await sql`insert into notes (v) values ('first')`;
    });

    const passwordFile = join(dataDir, 'pg-password');
    expect((await stat(passwordFile)).mode & 0o777).toBe(0o600);
    expect(decodeURIComponent(new URL(server.url).password)).toBe((await readFile(passwordFile, 'utf8')).trim());

    await Promise.all([server.stop(), server.stop()]);
    await server.stop();
    expect(await postmasterPid(dataDir)).toBeUndefined();
    await expect(withSql(server.url, (sql) => sql`select 1`)).rejects.toThrow();
  });

  it('reuses the cluster, its password and its data on the next start', { timeout: 20_000 }, async () => {
    const server = await start(dataDir);
    expect(new URL(server.url).password).toBe(new URL(firstUrl).password);
    expect(await notes(server.url)).toEqual(['first']);
    expect(logs.filter((msg) => msg.startsWith('Creando el clúster'))).toHaveLength(1);
    await withSql(server.url, (sql) => sql`insert into notes (v) values ('second')`);
    await server.stop();
  });

  it('takes over from a run killed with SIGKILL mid-write, losing no acknowledged row', { timeout: 40_000 }, async () => {
    const scriptPath = join(await tempDir(), 'crashing-run.mts');
    const postgresEntry = createRequire(import.meta.url).resolve('postgres');
    await writeFile(
      scriptPath,
      [
        `import { startEmbeddedPostgres } from ${JSON.stringify(pathToFileURL(modulePath).href)};`,
        `import postgres from ${JSON.stringify(pathToFileURL(postgresEntry).href)};`,
        'const server = await startEmbeddedPostgres({ dataDir: process.argv[2] });',
        'const sql = postgres(server.url, { max: 1, onnotice: () => {} });',
        "console.log('url ' + server.url);",
        'for (let i = 0; ; i++) {',
        "  const [row] = await sql`insert into notes (v) values (${'crash-' + i}) returning v`;",
        "  console.log('ack ' + row.v);",
        '}',
      ].join('\n'),
    );
    // One node process (no tsx CLI wrapper), so SIGKILL leaves nothing of it behind but its PostgreSQL.
    const child = spawn(process.execPath, ['--import', 'tsx', scriptPath, dataDir], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await waitFor(
      'the child to acknowledge 50 inserts',
      async () => {
        if (child.exitCode !== null) throw new Error(`child exited early:\n${stderr}`);
        return (stdout.match(/^ack /gm) ?? []).length >= 50;
      },
      25_000,
    );
    child.kill('SIGKILL');
    await exited;

    const acked = [...stdout.matchAll(/^ack (\S+)$/gm)].map((m) => m[1]);
    const oldUrl = /^url (\S+)$/m.exec(stdout)?.[1] ?? '';
    const oldPid = await postmasterPid(dataDir);
    expect(oldPid).toBeDefined();
    // The scenario is real: the product is gone, its server is not.
    expect(await alive(oldPid ?? 0)).toBe(true);
    expect(await withSql(oldUrl, (sql) => sql`select 1 as one`)).toEqual([{ one: 1 }]);

    const server = await start(dataDir);
    expect(logs).toContain(`PostgreSQL de una ejecución anterior sigue en marcha (pid ${oldPid}); se detiene`);
    expect(await alive(oldPid ?? 0)).toBe(false);
    const rows = await notes(server.url);
    expect(rows.slice(0, 2)).toEqual(['first', 'second']);
    expect(rows).toEqual(expect.arrayContaining(acked));
    await server.stop();
  });

  it('starts over the postmaster.pid of a hard-killed server, after crash recovery', { timeout: 30_000 }, async () => {
    const server = await start(dataDir);
    await withSql(server.url, (sql) => sql`insert into notes (v) values ('before-kill')`);
    const pid = (await postmasterPid(dataDir)) ?? 0;
    // The whole server at once (pg_ctl made the postmaster a process-group leader), as an OOM kill or power cut would.
    process.kill(-pid, 'SIGKILL');
    await waitFor('the killed server to be gone', async () => !(await groupAlive(pid)));
    expect(await postmasterPid(dataDir)).toBe(pid);

    const restarted = await start(dataDir);
    expect(logs.some((msg) => msg.startsWith('Eliminado postmaster.pid obsoleto') && msg.includes(String(pid)))).toBe(true);
    expect(await notes(restarted.url)).toContain('before-kill');
    await restarted.stop();
  });

  it('ignores a postmaster.pid naming a live process that is not this PostgreSQL, or garbled', { timeout: 20_000 }, async () => {
    const pidFile = join(dataDir, 'pg', 'postmaster.pid');
    for (const content of [`${process.pid}\n${join(dataDir, 'pg')}\n`, '']) {
      await writeFile(pidFile, content);
      const server = await start(dataDir);
      expect(await notes(server.url)).toContain('before-kill');
      await server.stop();
    }
  });

  it('regenerates a lost password file and honours an explicit port', { timeout: 20_000 }, async () => {
    await rm(join(dataDir, 'pg-password'));
    const port = await freePort();
    const server = await start(dataDir, port);
    expect(new URL(server.url).port).toBe(String(port));
    expect(new URL(server.url).password).not.toBe(new URL(firstUrl).password);
    expect(await notes(server.url)).toContain('before-kill');
    await server.stop();
  });
});
