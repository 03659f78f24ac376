/**
 * BENCH_BASE=<git rev>: the commit a piece of work started from, measured in the same run as the product. It is
 * checked out as a detached worktree in the bench's temp dir, installs its own dependencies there (`npm ci`: its own
 * lockfile, its own patches through its postinstall) and serves from its own `apps/server/bench/servers/product.ts`,
 * run by its own tsx, on a database of its own on the same PostgreSQL server, migrated and seeded by its own code.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const seedScript = fileURLToPath(new URL('./base-seed.ts', import.meta.url));

export interface Base {
  /** The commit, abbreviated, as the table names it. */
  short: string;
  /** The worktree's root. */
  root: string;
}

/** Runs a command to its end; its output is kept, returned, and shown only if it fails. */
async function run(cmd: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<string> {
  const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`${cmd} ${args.join(' ')} terminó (${code}):\n${(out + err).slice(-4000)}`);
  return out.trim();
}

/** The commit `rev` names, checked out detached at `dir`. */
export async function addBaseWorktree(rev: string, dir: string): Promise<Base> {
  const sha = await run('git', ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], { cwd: repo }).catch(() => {
    throw new Error(`BENCH_BASE=${rev}: no es un commit de este repositorio`);
  });
  await run('git', ['worktree', 'add', '--detach', dir, sha], { cwd: repo });
  return { short: sha.slice(0, 7), root: dir };
}

/** Removes the worktree and its registration, whatever state it was left in. */
export async function removeBaseWorktree(dir: string) {
  await run('git', ['worktree', 'remove', '--force', dir], { cwd: repo }).catch(async () => {
    await rm(dir, { recursive: true, force: true });
    await run('git', ['worktree', 'prune'], { cwd: repo });
  });
}

/**
 * The environment npm runs in for the base: without the variables `npm run bench` sets for its script, which would
 * carry this checkout's prefix and config into the base's install, as if run from a shell there.
 */
const npmEnv = () => Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) && k !== 'INIT_CWD'));

/** `npm ci` in the worktree: the base's own lockfile, and its own patches through its postinstall. */
export async function installBase(base: Base) {
  await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: base.root, env: npmEnv() });
  for (const file of [baseTsx(base), baseScript(base, 'product.ts')]) {
    if (!existsSync(file)) throw new Error(`BENCH_BASE: falta ${file}`);
  }
}

/** The base's web app built in its worktree (`npm run build`), where its own product serves it from. */
export async function buildBaseWeb(base: Base) {
  await run('npm', ['run', 'build'], { cwd: base.root, env: npmEnv() });
  return join(base.root, 'apps/web/dist');
}

/** The base's own tsx. */
export const baseTsx = (base: Base) => join(base.root, 'node_modules/.bin/tsx');
/** A server script of the base's own bench. */
export const baseScript = (base: Base, script: string) => join(base.root, 'apps/server/bench/servers', script);

/**
 * Migrates and seeds a database with the base's own code (`base-seed.ts` run by the base's tsx): its reference data
 * and the admin the bench signs in as; with `demo`, its demo data too. Answers what the script printed last.
 */
export async function seedBase(base: Base, env: { DATABASE_URL: string; DATA_DIR: string; ADMIN_EMAIL: string; ADMIN_PASSWORD: string }, demo = false) {
  const out = await run(baseTsx(base), [seedScript, ...(demo ? ['--demo'] : [])], { cwd: base.root, env: { ...process.env, ...env } });
  return JSON.parse(out.split('\n').at(-1)!) as { company?: string };
}

/** A database `name` on the server of `url`, created empty (dropped first if a run left it): its URL. */
export async function createSiblingDatabase(url: string, name: string): Promise<string> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const sibling = new URL(url);
  sibling.pathname = `/${name}`;
  return sibling.toString();
}

export async function dropSiblingDatabase(url: string, name: string) {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}
