import type { Stats } from 'node:fs';
import { chmod, chown, mkdir, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { errCode, exists, fsyncDir } from './files.ts';
import { run } from './run.ts';
import { DB_NAME, DB_USER, HOST, type Cluster } from './settings.ts';

export async function hasCluster(pgDir: string): Promise<boolean> {
  if (await exists(join(pgDir, 'PG_VERSION'))) return true;
  const entries = await readdir(pgDir).catch((err: unknown) => {
    if (errCode(err) === 'ENOENT') return undefined;
    throw err;
  });
  if (entries === undefined) return false;
  if (entries.length > 0) throw new Error(`${pgDir} existe pero no contiene un clúster de PostgreSQL; muévalo o bórrelo`);
  await rmdir(pgDir);
  return false;
}

export async function initCluster(c: Cluster, dataDir: string, password: string): Promise<void> {
  const began = performance.now();
  c.log(`Creando el clúster PostgreSQL en ${c.pgDir}`);
  // Renamed into place, so a killed run never leaves a half-made DATA_DIR/pg.
  const staging = join(dataDir, 'pg.initdb');
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { mode: 0o700 });
  const pwFile = join(staging, 'pwfile');
  await writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (c.user) {
    await chown(staging, c.user.uid, c.user.gid);
    await chown(pwFile, c.user.uid, c.user.gid);
  }
  const target = join(staging, 'data');
  const result = await run(
    c.bin.initdb,
    [
      `--pgdata=${target}`,
      `--username=${DB_USER}`,
      `--pwfile=${pwFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      // PostgreSQL's own collation: nothing breaks when glibc changes or the directory moves.
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C',
      '--no-instructions',
    ],
    { as: c.user },
  ).finally(() => rm(pwFile, { force: true }));
  if (result.code !== 0) throw new Error(`initdb falló (código ${result.code}):\n${result.output}`);
  await rename(target, c.pgDir);
  await fsyncDir(dataDir);
  await rm(staging, { recursive: true, force: true });
  c.log(`Clúster PostgreSQL creado (${Math.round(performance.now() - began)} ms)`);
}

/** Files restored or copied by root would stop the server. */
export async function fixOwnershipAndMode(c: Cluster): Promise<void> {
  const st = await stat(c.pgDir);
  const user = c.user;
  if (user) {
    const control = await stat(join(c.pgDir, 'global', 'pg_control')).catch(() => st);
    const owned = (s: Stats) => s.uid === user.uid && s.gid === user.gid;
    if (!owned(st) || !owned(control)) {
      const r = await run('chown', ['-R', `${user.uid}:${user.gid}`, c.pgDir]);
      if (r.code !== 0) throw new Error(`No se pudo asignar ${c.pgDir} al usuario ${user.name}:\n${r.output}`);
      c.log(`Asignado ${c.pgDir} al usuario ${user.name}`);
    }
  }
  // PostgreSQL accepts only 0700 or 0750 on its data directory.
  if ((st.mode & 0o027) !== 0) await chmod(c.pgDir, 0o700);
}

export async function ensureDatabase(port: number, password: string, log: (msg: string) => void): Promise<void> {
  const sql = postgres({
    host: HOST,
    port,
    user: DB_USER,
    password,
    database: 'postgres',
    max: 1,
    connect_timeout: 10,
    fetch_types: false,
    onnotice: () => {},
  });
  try {
    const found = await sql`select 1 from pg_database where datname = ${DB_NAME}`;
    if (found.length === 0) {
      await sql.unsafe(`create database ${DB_NAME}`);
      log(`Base de datos ${DB_NAME} creada`);
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
}
