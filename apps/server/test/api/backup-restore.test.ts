/**
 * Issue 11 §4 "Backup and restore": `npm run backup` writes the database and the uploads into one archive; `npm run
 * restore <archive>` brings them back into an empty DATA_DIR. Round trip: the same rows in every table, the same
 * history, the same files.
 */
import { spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import postgres from 'postgres';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/connect.ts';
import { backup, exists } from '../../src/ops/backup.ts';
import { restore, RestoreRefused } from '../../src/ops/restore.ts';
import { createDiskStorage } from '../../src/uploads/storage.ts';
import { call, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { expectOk, historyOf } from '../helpers/expect.ts';
import { createGta, reason, type Rec } from '../helpers/resources.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

let t: TestApp;
let token: string;
let work: string;
let target: TestDatabase;
const cleanups: (() => Promise<unknown>)[] = [];

/** Rows per table, and the history as a list, of a database. */
async function contents(sql: TestApp['database']['sql']) {
  const tables = await sql<{ name: string }[]>`
    select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`;
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = (await sql<{ n: number }[]>`select count(*)::int as n from ${sql(name)}`)[0]!.n;
  const history = await sql`select id, cause, description, document, module, changes, admin_id, created_at from historicals order by id`;
  return { counts, history: JSON.stringify(history) };
}

const npm = (args: string[], env: Record<string, string | undefined>) =>
  spawnSync('npm', ['run', '--silent', ...args], { cwd: repoRoot, env: { ...process.env, ...env }, encoding: 'utf8' });

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

/** The tables of a database, in any schema but PostgreSQL's own: empty for one nothing has touched. */
async function tablesOf(url: string): Promise<string[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ name: string }[]>`
      select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema') order by 1`;
    return rows.map((r) => r.name);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** A directory's entries and their contents, to tell that a refused restore left it as it was. */
async function snapshot(dir: string): Promise<Record<string, string> | 'ausente'> {
  if (!(await exists(dir))) return 'ausente';
  const entries: Record<string, string> = {};
  for (const name of (await readdir(dir)).sort()) entries[name] = await readFile(join(dir, name), 'utf8').catch(() => '<carpeta>');
  return entries;
}

const stagingFolders = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('backoffice-restore-')).sort();

/** A copy of `archive` with its unpacked contents changed by `edit`, as backup writes them (0600). */
async function repack(archive: string, out: string, edit: (dir: string) => Promise<void>): Promise<string> {
  const dir = await mkdtemp(join(work, 'reempacar-'));
  await tar.x({ file: archive, cwd: dir });
  await edit(dir);
  await tar.c({ gzip: true, file: out, mode: 0o600, cwd: dir, portable: true }, await readdir(dir));
  await rm(dir, { recursive: true, force: true });
  return out;
}

beforeAll(async () => {
  t = await startTestApp();
  token = await loginAsSuper(t);
  work = await mkdtemp(join(tmpdir(), 'backup-test-'));
  target = await createTestDatabase();
  cleanups.push(() => rm(work, { recursive: true, force: true }), () => target.drop());
});
afterAll(async () => {
  for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
  await t?.close();
});

describe('backup and restore', () => {
  it('round trip: counts, history and files come back the same', { timeout: 120_000 }, async () => {
    const sector = expectOk<Rec>(await call(t, { method: 'POST', url: '/api/sectors', token, payload: { name: 'Sector respaldado', description: 'Antes' } }), 201, es.api.saved);
    expectOk(await call(t, { method: 'PUT', url: `/api/sectors/${sector._id}`, token, payload: { description: 'Después', ...reason('Cambio previo') } }), 202, es.api.updated);
    const gta = await createGta(t, token, { title: 'Grupo con logo' });
    const logoUrl = gta.logo as string;
    const logo = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(logo.statusCode).toBe(200);
    const before = await contents(t.database.sql);

    const archive = join(work, 'copia.tar.gz');
    const made = await backup(t.config, archive);
    expect(made.file).toBe(archive);
    expect((await stat(archive)).size).toBeGreaterThan(0);
    expect(await modeOf(archive)).toBe(0o600);

    const dataDir = join(work, 'restaurado');
    const counts = await restore({ ...t.config, dataDir, databaseUrl: target.url }, archive);
    expect(counts.sectors).toBe(before.counts.sectors);

    const database = await openDatabase({ databaseUrl: target.url, dataDir, log: () => {} });
    cleanups.push(() => database.close());
    const after = await contents(database.sql);
    expect(after.counts).toEqual(before.counts);
    expect(after.history).toBe(before.history);
    // The settings key came along: the restored product reads what the original sealed.
    expect(await readFile(join(dataDir, 'settings-secret'), 'utf8')).toBe(await readFile(join(t.config.dataDir, 'settings-secret'), 'utf8'));

    // The restored product serves the same record, history and file.
    const storage = createDiskStorage(join(dataDir, 'uploads'));
    const app = await buildApp({ ...t.config, dataDir, databaseUrl: target.url }, database, { logger: false, storage });
    cleanups.push(() => app.close());
    const restoredLogo = await app.inject({ method: 'GET', url: logoUrl });
    expect(restoredLogo.statusCode).toBe(200);
    expect(restoredLogo.rawPayload.equals(logo.rawPayload)).toBe(true);
    const rows = await database.sql<{ cause: string; description: string }[]>`
      select cause, description from historicals where document = ${sector._id} order by created_at`;
    expect(rows.map((r) => [r.cause, r.description])).toEqual((await historyOf(t, sector._id)).map((h) => [h.cause, h.description]));

    // A change made after the restore is the newest in the history, numbered after every restored row.
    const [newest] = await database.sql<{ last: number }[]>`select max(seq)::int as last from historicals`;
    await database.sql`
      insert into historicals (cause, description, document, module) values ('edit', 'Tras restaurar', ${sector._id}, 'sectors')`;
    const [added] = await database.sql<{ seq: number }[]>`select seq::int from historicals where description = 'Tras restaurar'`;
    expect(added!.seq).toBeGreaterThan(newest!.last);
  });

  it('refuses a DATA_DIR that is not empty, or a database that has data, and changes neither', { timeout: 120_000 }, async () => {
    const archive = join(work, 'otra.tar.gz');
    await backup(t.config, archive);
    const used = join(work, 'usado');
    await import('node:fs/promises').then((fs) => fs.mkdir(join(used, 'uploads'), { recursive: true }));
    await expect(restore({ ...t.config, dataDir: used, databaseUrl: target.url }, archive)).rejects.toThrow(RestoreRefused);
    // `target` holds the first test's restore: it has data now.
    await expect(restore({ ...t.config, dataDir: join(work, 'vacio'), databaseUrl: target.url }, archive)).rejects.toThrow(/ya tiene datos/);
  });

  it('npm run restore without an archive, or with one that is not there, says so and exits 1', { timeout: 120_000 }, () => {
    const env = { ...process.env, DATA_DIR: join(work, 'cli'), DATABASE_URL: target.url };
    const none = spawnSync('npm', ['run', '--silent', 'restore'], { cwd: repoRoot, env, encoding: 'utf8' });
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('Uso: npm run restore <archivo.tar.gz>');
    const missing = spawnSync('npm', ['run', '--silent', 'restore', '--', join(work, 'no-existe.tar.gz')], { cwd: repoRoot, env, encoding: 'utf8' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('No existe el archivo');
  });

  it('npm run backup writes an archive beside the running product', { timeout: 120_000 }, async () => {
    const file = join(work, 'cli.tar.gz');
    await writeFile(join(work, 'marca'), '');
    // Under a umask that would let everyone read it, the archive is still its owner's alone.
    const res = spawnSync('sh', ['-c', 'umask 000 && exec npm run --silent backup -- "$1"', 'sh', file], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl },
      encoding: 'utf8',
    });
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout).toContain(`Copia de seguridad escrita en ${file}`);
    expect(res.stdout).toContain('permisos 600');
    expect((await stat(file)).size).toBeGreaterThan(0);
    expect(await modeOf(file)).toBe(0o600);
  });

  it('replaces an archive already there with one only its owner can read', { timeout: 120_000 }, async () => {
    const file = join(work, 'previa.tar.gz');
    await writeFile(file, 'copia anterior');
    await chmod(file, 0o644);
    await backup(t.config, file);
    expect(await modeOf(file)).toBe(0o600);
    expect((await readdir(work)).filter((name) => name.includes('previa.tar.gz'))).toEqual(['previa.tar.gz']);
  });
});

describe('a refused restore', () => {
  it('refuses an archive others can read, changing nothing, unless told to with --allow-readable', { timeout: 120_000 }, async () => {
    const archive = join(work, 'legible.tar.gz');
    await backup(t.config, archive);
    await chmod(archive, 0o644);
    const fresh = await createTestDatabase();
    cleanups.push(() => fresh.drop());
    const dataDir = join(work, 'legible');
    const env = { DATA_DIR: dataDir, DATABASE_URL: fresh.url };

    const refused = npm(['restore', '--', archive], env);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('otros usuarios');
    expect(refused.stderr).toContain(`chmod 600 ${archive}`);
    expect(refused.stderr).toContain('--allow-readable');
    expect(await exists(dataDir)).toBe(false);
    expect(await tablesOf(fresh.url)).toEqual([]);
    await expect(restore({ ...t.config, dataDir, databaseUrl: fresh.url }, archive)).rejects.toThrow(RestoreRefused);

    const accepted = npm(['restore', '--', '--allow-readable', archive], env);
    expect(accepted.status, accepted.stderr).toBe(0);
    expect(accepted.stdout).toContain('Copia restaurada');
    expect(await tablesOf(fresh.url)).toContain('public.sectors');
  });

  it('says a damaged archive is damaged, leaves no staging folder behind and DATA_DIR as it was', { timeout: 120_000 }, async () => {
    const archive = join(work, 'sana.tar.gz');
    await backup(t.config, archive);
    const bytes = await readFile(archive);
    const unzipped = gunzipSync(bytes);
    // The last entry's header: every upload before it is being written out when the damage is found.
    const header = unzipped.lastIndexOf(Buffer.from('settings-secret'));
    unzipped.writeUInt8(unzipped.readUInt8(header) ^ 0x20, header);
    const damaged = {
      cabecera: gzipSync(unzipped),
      cortada: bytes.subarray(0, Math.floor(bytes.length / 2)),
      texto: Buffer.from('esto no es una copia de seguridad'),
    };
    const dataDir = join(work, 'danada');
    await mkdir(dataDir);
    await writeFile(join(dataDir, 'jwt-secret'), 'secreto previo');
    const before = await snapshot(dataDir);
    const staging = await stagingFolders();

    for (const [name, content] of Object.entries(damaged)) {
      const file = join(work, `${name}.tar.gz`);
      await writeFile(file, content, { mode: 0o600 });
      const refusal = restore({ ...t.config, dataDir, databaseUrl: undefined }, file);
      await expect(refusal, name).rejects.toThrow(RestoreRefused);
      await expect(refusal, name).rejects.toThrow(/está dañada o no es una copia de seguridad/);
      expect(await snapshot(dataDir), name).toEqual(before);
      expect(await stagingFolders(), name).toEqual(staging);
    }

    const foreign = await repack(archive, join(work, 'ajena.tar.gz'), (dir) => rm(join(dir, 'manifest.json')));
    await expect(restore({ ...t.config, dataDir, databaseUrl: undefined }, foreign)).rejects.toThrow(/no es una copia de seguridad/);
    expect(await snapshot(dataDir)).toEqual(before);
    expect(await stagingFolders()).toEqual(staging);
  });

  it('refuses a newer version before touching DATA_DIR, undoes a load that fails, and then restores there', { timeout: 240_000 }, async () => {
    const archive = join(work, 'valida.tar.gz');
    await backup(t.config, archive);
    const manifestOf = async (dir: string) => JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as { migrations: number; tables: { name: string; columns: string[] }[] };
    const newer = await repack(archive, join(work, 'mas-reciente.tar.gz'), async (dir) => {
      const manifest = await manifestOf(dir);
      await writeFile(join(dir, 'manifest.json'), JSON.stringify({ ...manifest, migrations: manifest.migrations + 1 }));
    });
    const unknownTable = await repack(archive, join(work, 'tabla-extra.tar.gz'), async (dir) => {
      const manifest = await manifestOf(dir);
      await writeFile(join(dir, 'data', 'desconocida.copy'), '');
      await writeFile(join(dir, 'manifest.json'), JSON.stringify({ ...manifest, tables: [...manifest.tables, { name: 'desconocida', columns: ['id'] }] }));
    });
    // The embedded PostgreSQL: a refused restore must not leave its cluster behind.
    const dataDir = join(work, 'embebido');
    const config = { ...t.config, dataDir, databaseUrl: undefined };

    await expect(restore(config, newer)).rejects.toThrow(/versión más reciente/);
    expect(await exists(dataDir)).toBe(false);

    await mkdir(dataDir);
    await writeFile(join(dataDir, 'jwt-secret'), 'secreto previo');
    const before = await snapshot(dataDir);
    await expect(restore(config, unknownTable)).rejects.toThrow(/tablas que esta versión no conoce: desconocida/);
    expect(await snapshot(dataDir)).toEqual(before);

    const counts = await restore(config, archive);
    expect(counts.admins).toBeGreaterThan(0);
    expect(await readdir(dataDir)).toEqual(expect.arrayContaining(['pg', 'jwt-secret', 'settings-secret']));
  });
});
