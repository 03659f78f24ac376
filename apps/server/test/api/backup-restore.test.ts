/**
 * Issue 11 §4 "Backup and restore": `npm run backup` writes the database and the uploads into one archive; `npm run
 * restore <archive>` brings them back into an empty DATA_DIR. Round trip: the same rows in every table, the same
 * history, the same files.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/connect.ts';
import { backup } from '../../src/ops/backup.ts';
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

  it('npm run restore without an archive, or with one that is not there, says so and exits 1', () => {
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
    const res = spawnSync('npm', ['run', '--silent', 'backup', '--', file], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl },
      encoding: 'utf8',
    });
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout).toContain(`Copia de seguridad escrita en ${file}`);
    expect((await stat(file)).size).toBeGreaterThan(0);
  });
});
