import { chmod, cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { exists, SETTINGS_SECRET_FILE } from './backup.ts';
import { loadTables, migrationCount, readManifest } from './dump.ts';

export class RestoreRefused extends Error {}

/** What a DATA_DIR may hold before a restore: nothing but what the product makes on its own before any data. */
const HARMLESS = new Set(['jwt-secret', 'settings-secret', 'server.lock']);

/**
 * `npm run restore <archive>` (issue 11 §4): into an empty DATA_DIR (and, with DATABASE_URL, a database without
 * data), under the DATA_DIR lock: the schema by this version's migrations, then the archive's rows and uploads. An
 * archive made by a newer version (more migrations) is refused.
 */
export async function restore(config: Config, archive: string, log: (msg: string) => void = () => {}): Promise<Record<string, number>> {
  if (!(await exists(archive))) throw new RestoreRefused(`No existe el archivo ${archive}`);
  const present = (await readdir(config.dataDir).catch(() => [])).filter((name) => !HARMLESS.has(name));
  if (present.length > 0) throw new RestoreRefused(`DATA_DIR ${config.dataDir} no está vacío (${present.join(', ')}); use uno vacío`);
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const release = lockDataDir(config.dataDir);
  const staging = await mkdtemp(join(tmpdir(), 'backoffice-restore-'));
  try {
    await tar.x({ file: archive, cwd: staging, strict: true });
    const manifest = await readManifest(staging);
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
    let counts: Record<string, number>;
    try {
      const [used] = await database.sql<{ n: number }[]>`select count(*)::int as n from admins`;
      if ((used?.n ?? 0) > 0) throw new RestoreRefused('La base de datos de destino ya tiene datos; use una vacía');
      const ours = await migrationCount(database.sql);
      if (manifest.migrations > ours) {
        throw new RestoreRefused(`La copia es de una versión más reciente (${manifest.migrations} migraciones; esta tiene ${ours})`);
      }
      counts = await loadTables(database.sql, join(staging, 'data'), manifest);
    } finally {
      await database.close();
    }
    if (manifest.uploads === 'disk' && (await exists(join(staging, 'uploads')))) {
      await cp(join(staging, 'uploads'), join(config.dataDir, 'uploads'), { recursive: true });
    } else if (manifest.uploads === 's3') {
      log('Los archivos subidos de esta copia están en el bucket S3; no se restauran aquí');
    }
    if (await exists(join(staging, SETTINGS_SECRET_FILE))) {
      await cp(join(staging, SETTINGS_SECRET_FILE), join(config.dataDir, SETTINGS_SECRET_FILE));
      await chmod(join(config.dataDir, SETTINGS_SECRET_FILE), 0o600);
    }
    return counts;
  } finally {
    await rm(staging, { recursive: true, force: true });
    release();
  }
}
