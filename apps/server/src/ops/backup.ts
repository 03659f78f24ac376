import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import postgres from 'postgres';
import * as tar from 'tar';
import type { Config } from '../config.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { dumpTables, FORMAT, writeManifest, type Manifest } from './dump.ts';

/** Without it a restored copy could not read the stored SMTP password. */
export const SETTINGS_SECRET_FILE = 'settings-secret';

export const exists = (path: string) => stat(path).then(() => true, () => false);

export async function withDatabase<T>(config: Config, log: (msg: string) => void, work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const { runningEmbeddedUrl, startEmbeddedPostgres } = await import('../db/embedded/start.ts');
  let url = config.databaseUrl ?? (await runningEmbeddedUrl(config.dataDir).catch(() => undefined));
  let stop: (() => Promise<void>) | undefined;
  let release: (() => void) | undefined;
  if (!url) {
    release = lockDataDir(config.dataDir);
    const server = await startEmbeddedPostgres({ dataDir: config.dataDir, log });
    url = server.url;
    stop = () => server.stop();
  }
  const sql = postgres(url, { max: 2, onnotice: () => {}, connect_timeout: 10 });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
    await stop?.();
    release?.();
  }
}

/** With S3 storage the files stay in the bucket; the archive says so. */
export async function backup(config: Config, out: string, log: (msg: string) => void = () => {}): Promise<{ file: string; tables: number }> {
  const staging = await mkdtemp(join(tmpdir(), 'backoffice-backup-'));
  try {
    await mkdir(join(staging, 'data'));
    const dumped = await withDatabase(config, log, (sql) => dumpTables(sql, join(staging, 'data')));
    const entries = ['manifest.json', 'data'];
    const uploadsDir = join(config.dataDir, 'uploads');
    const uploads: Manifest['uploads'] = config.s3 ? 's3' : 'disk';
    if (uploads === 'disk' && (await exists(uploadsDir))) {
      await cp(uploadsDir, join(staging, 'uploads'), { recursive: true });
      entries.push('uploads');
    }
    const secret = join(config.dataDir, SETTINGS_SECRET_FILE);
    if (await exists(secret)) {
      await writeFile(join(staging, SETTINGS_SECRET_FILE), await readFile(secret), { mode: 0o600 });
      entries.push(SETTINGS_SECRET_FILE);
    }
    await writeManifest(staging, { format: FORMAT, createdAt: new Date().toISOString(), uploads, ...dumped });
    const file = resolve(out);
    // 0600 from its creation whatever the umask.
    const partial = join(dirname(file), `.${basename(file)}.${randomBytes(4).toString('hex')}.partial`);
    try {
      await tar.c({ gzip: true, file: partial, mode: 0o600, cwd: staging, portable: true }, entries);
      await rename(partial, file);
    } finally {
      await rm(partial, { force: true });
    }
    return { file, tables: dumped.tables.length };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export function defaultArchiveName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `backup-${stamp}.tar.gz`;
}
