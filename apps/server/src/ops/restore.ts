import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import postgres from 'postgres';
import * as tar from 'tar';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { exists, SETTINGS_SECRET_FILE } from './backup.ts';
import { FORMAT, loadTables, manifestSchema, readManifest, type Manifest } from './dump.ts';

export class RestoreRefused extends Error {}

export type RestoreTarget = Pick<Config, 'dataDir' | 'databaseUrl'>;

export interface RestoreOptions {
  log?: (msg: string) => void;
  allowReadable?: boolean;
}

const HARMLESS = new Set(['jwt-secret', 'settings-secret', 'server.lock']);

/** Anything else in an archive (a link, a device, a stray file) was put there by someone else. */
const ARCHIVE_ENTRIES = new Set(['manifest.json', 'data', 'uploads', SETTINGS_SECRET_FILE]);

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** The archive is checked whole before anything is touched, so a refusal leaves DATA_DIR as it was. */
export async function restore(config: RestoreTarget, archive: string, options: RestoreOptions = {}): Promise<Record<string, number>> {
  const log = options.log ?? (() => {});
  await checkArchiveFile(archive, options.allowReadable ?? false);
  await checkDataDirEmpty(config.dataDir);
  if (config.databaseUrl) await checkDatabaseEmpty(config.databaseUrl);
  const staging = await mkdtemp(join(tmpdir(), 'backoffice-restore-'));
  try {
    const manifest = await unpack(archive, staging);
    return await undoneOnFailure(config.dataDir, log, () => load(config, staging, manifest, log));
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function checkArchiveFile(archive: string, allowReadable: boolean): Promise<void> {
  const file = await stat(archive).catch(() => undefined);
  if (!file) throw new RestoreRefused(`No existe el archivo ${archive}`);
  if (!file.isFile()) throw new RestoreRefused(`${archive} no es un archivo`);
  const mode = file.mode & 0o777;
  if ((mode & 0o044) !== 0 && !allowReadable) {
    throw new RestoreRefused(
      `La copia ${archive} tiene permisos ${mode.toString(8).padStart(3, '0')}: otros usuarios de este sistema pueden leerla, ` +
        'y contiene las contraseñas (cifradas) de los administradores, sus sesiones, los datos personales y la clave que ' +
        `descifra la contraseña SMTP. Quite ese acceso (chmod 600 ${archive}) y repita la restauración o, si acepta ese ` +
        'riesgo, repítala con --allow-readable. No se ha restaurado nada.',
    );
  }
}

async function checkDataDirEmpty(dataDir: string): Promise<void> {
  const present = (await readdir(dataDir).catch(() => [])).filter((name) => !HARMLESS.has(name));
  if (present.length > 0) {
    throw new RestoreRefused(`DATA_DIR ${dataDir} no está vacío (${present.join(', ')}); restaure en uno vacío. No se ha restaurado nada.`);
  }
}

async function checkDatabaseEmpty(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    const [admins] = await sql<{ name: string | null }[]>`select to_regclass('public.admins')::text as name`;
    if (!admins?.name) return;
    const [row] = await sql<{ used: boolean }[]>`select exists (select 1 from admins) as used`;
    if (row?.used) throw new RestoreRefused('La base de datos de destino ya tiene datos; use una vacía. No se ha restaurado nada.');
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function unpack(archive: string, staging: string): Promise<Manifest> {
  const unexpected: string[] = [];
  try {
    // Synchronous: once damage is found, nothing is still being written into the staging folder.
    tar.x({
      file: archive,
      cwd: staging,
      strict: true,
      sync: true,
      filter: (path, entry) => {
        const kind = 'type' in entry ? entry.type : undefined;
        const expected = ARCHIVE_ENTRIES.has(path.split('/')[0] ?? '') && (kind === 'File' || kind === 'Directory');
        if (!expected) unexpected.push(path);
        return expected;
      },
    });
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (typeof code !== 'string' || !/^(TAR_|Z_)/.test(code)) throw err;
    throw new RestoreRefused(
      `La copia ${archive} está dañada o no es una copia de seguridad: no se pudo leer entera. No se ha restaurado nada; use otra copia.`,
      { cause: err },
    );
  }
  const notOurs = `${archive} no es una copia de seguridad de esta aplicación`;
  if (unexpected.length > 0) {
    throw new RestoreRefused(`${notOurs}: contiene ${unexpected.slice(0, 5).join(', ')}, que una copia no lleva. No se ha restaurado nada.`);
  }
  const raw = await readManifest(staging);
  if (raw === undefined) throw new RestoreRefused(`${notOurs}: le falta manifest.json. No se ha restaurado nada.`);
  const format = (raw as { format?: unknown }).format;
  if (typeof format === 'number' && format !== FORMAT) {
    throw new RestoreRefused(`La copia ${archive} tiene un formato (${format}) que esta versión no sabe leer; actualice la aplicación antes de restaurarla.`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new RestoreRefused(`${notOurs}: su manifest.json no es válido. No se ha restaurado nada.`);
  const manifest = parsed.data;
  const ours = readMigrationFiles({ migrationsFolder }).length;
  if (manifest.migrations > ours) {
    throw new RestoreRefused(
      `La copia es de una versión más reciente (${manifest.migrations} migraciones; esta tiene ${ours}); actualice la aplicación antes de restaurarla. No se ha restaurado nada.`,
    );
  }
  const missing: string[] = [];
  for (const table of manifest.tables) if (!(await exists(join(staging, 'data', `${table.name}.copy`)))) missing.push(table.name);
  if (missing.length > 0) {
    throw new RestoreRefused(`La copia ${archive} está incompleta: faltan los datos de ${missing.join(', ')}. No se ha restaurado nada.`);
  }
  return manifest;
}

async function undoneOnFailure<T>(dataDir: string, log: (msg: string) => void, work: () => Promise<T>): Promise<T> {
  const before = new Set(await readdir(dataDir).catch(() => []));
  const created = await mkdir(dataDir, { recursive: true, mode: 0o700 });
  let release = () => {};
  let done = false;
  try {
    release = lockDataDir(dataDir);
    const result = await work();
    done = true;
    return result;
  } finally {
    release();
    if (!done) {
      const added = created ? [created] : (await readdir(dataDir)).filter((name) => !before.has(name)).map((name) => join(dataDir, name));
      for (const path of added) {
        await rm(path, { recursive: true, force: true }).catch((err: Error) => log(`No se pudo quitar ${path}: ${err.message}`));
      }
    }
  }
}

async function load(config: RestoreTarget, staging: string, manifest: Manifest, log: (msg: string) => void): Promise<Record<string, number>> {
  // The files before the rows: what fails before the rows' commit is undone whole.
  if (manifest.uploads === 'disk' && (await exists(join(staging, 'uploads')))) {
    await cp(join(staging, 'uploads'), join(config.dataDir, 'uploads'), { recursive: true });
  } else if (manifest.uploads === 's3') {
    log('Los archivos subidos de esta copia están en el bucket S3; no se restauran aquí');
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  let counts: Record<string, number>;
  try {
    counts = await loadTables(database.sql, join(staging, 'data'), manifest);
  } catch (err) {
    throw new RestoreRefused(`No se pudieron cargar los datos de la copia: ${(err as Error).message}. No se ha restaurado nada.`, { cause: err });
  } finally {
    await database.close();
  }
  if (await exists(join(staging, SETTINGS_SECRET_FILE))) {
    const secret = join(config.dataDir, SETTINGS_SECRET_FILE);
    await writeFile(secret, await readFile(join(staging, SETTINGS_SECRET_FILE)), { mode: 0o600 });
    await chmod(secret, 0o600);
  }
  return counts;
}
