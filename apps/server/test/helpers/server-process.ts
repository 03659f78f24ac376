import { randomBytes } from 'node:crypto';
/** The product as its own process (`apps/server/src/main.ts`), for tests that stop, kill or share it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type postgres from 'postgres';
import { expect } from 'vitest';
import { hashPassword } from '../../src/lib/secrets.ts';
import { freePort, waitFor } from './s3rver.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ServerProcess {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: string[];
  /** Resolves with the exit code or signal once the process ended. */
  exited: Promise<number | string>;
}

/** Starts one product process on a free loopback port with `env` (and a data folder of its own unless given). */
/** The environment of a product process on `databaseUrl`, signed in as `superUser`; servers sharing it share secrets. */
export function productEnv(databaseUrl: string, superUser: { email: string; password: string }, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SETTINGS_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: superUser.email,
    ADMIN_PASSWORD: superUser.password,
    TWO_FACTOR: 'false',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

export async function startServer(name: string, env: Record<string, string>, dataDir?: string): Promise<ServerProcess> {
  const port = await freePort();
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), `server-${name}-`)));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, APP_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? '')));
  return { url: `http://127.0.0.1:${port}`, dataDir: dir, process: child, output, exited };
}

/** Waits until the process answers its health check. */
export async function ready(server: ServerProcess): Promise<void> {
  await waitFor(
    async () => {
      if (server.process.exitCode !== null) throw new Error(`el servidor terminó: ${server.output.join('')}`);
      return (await fetch(`${server.url}/api/health`)).ok;
    },
    90_000,
    `servidor ${server.url}`,
  ).catch((err: unknown) => {
    throw new Error(`${String(err)}\n${server.output.join('')}`);
  });
}

/** Stops the process with SIGTERM (if it still runs) and removes its data folder. */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server) return;
  if (server.process.exitCode === null && server.process.signalCode === null) {
    server.process.kill('SIGTERM');
    await server.exited;
  }
  await rm(server.dataDir, { recursive: true, force: true });
}

export interface ApiAnswer {
  status: number;
  body: { code: number; message: string; data: Record<string, unknown> };
}

/** One JSON (or multipart) call to a running process. */
export async function api(server: ServerProcess, method: string, path: string, opts: { token?: string; json?: unknown; form?: FormData } = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: opts.form ?? (opts.json === undefined ? undefined : JSON.stringify(opts.json)),
  });
  return { status: res.status, body: (await res.json()) as ApiAnswer['body'] };
}

/** A token for an admin of a process started with TWO_FACTOR=false. */
export async function loginOn(server: ServerProcess, email: string, password: string): Promise<string> {
  const res = await api(server, 'POST', '/api/auth/admins/login', { json: { email, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.token as string;
}

export interface ReviewWorld {
  gta: string;
  axis: string;
  scope: string;
  approver: { id: string; email: string; password: string };
}

/** A GTA with a work axis, an implementation scope and an approver of its cards, written straight to the database. */
export async function seedReviewWorld(sql: postgres.Sql, title: string, nomenclature: string): Promise<ReviewWorld> {
  const [gta] = await sql<{ id: string }[]>`
    insert into gtas (title, goal, action_lines, nomenclature, author, position)
    values (${title}, 'Objetivo', 'Líneas', ${nomenclature}, 'Equipo', 'Puesto') returning id`;
  const [axis] = await sql<{ id: string }[]>`insert into work_axes (gta_id, objective, position) values (${gta!.id}, 'Eje', '1') returning id`;
  const [scope] = await sql<{ id: string }[]>`insert into business_types (name, description) values ('Industria', 'Industria') returning id`;
  const password = 'Clave-de-prueba-1';
  const email = 'aprobadora@example.com';
  const [approver] = await sql<{ id: string }[]>`
    insert into admins (name, last_name, email, role, password_hash, validated, gta_id)
    values ('Ana', 'Aprobadora', ${email}, 1, ${await hashPassword(password)}, true, ${gta!.id}) returning id`;
  await sql`
    insert into permissions (admin_id, module_id, read, approve, "create")
    select ${approver!.id}, id, true, true, false from modules where name = 'formCards'`;
  return { gta: gta!.id, axis: axis!.id, scope: scope!.id, approver: { id: approver!.id, email, password } };
}
