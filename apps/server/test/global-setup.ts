import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/connect.ts';
import { asSuperuser, createDatabase } from './helpers/pg-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the PostgreSQL server shared by the API project's files. */
    pgAdminUrl: string;
    /** A database on that server with every migration applied: each test app starts from a copy of it. */
    pgMigrated: string;
  }
}

/** Migrates one database the way the product does at its start, once: copying it is faster than migrating each copy. */
async function migrateTemplate(project: TestProject, adminUrl: string): Promise<() => Promise<void>> {
  const template = await createDatabase(adminUrl, `migrated_${randomBytes(6).toString('hex')}`, 'template0');
  try {
    await (await openDatabase({ databaseUrl: template.url, dataDir: tmpdir(), log: () => {} })).close();
  } catch (error) {
    await template.drop();
    throw error;
  }
  project.provide('pgMigrated', template.name);
  return template.drop;
}

/**
 * Starts one PostgreSQL server for an API project: the one in `DATABASE_URL` when set
 * (CI runs the suite again on Debian's PostgreSQL 15), else an embedded one in a temp dir.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.DATABASE_URL;
  if (external) {
    project.provide('pgAdminUrl', external);
    return migrateTemplate(project, external);
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'api-tests-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  const { startEmbeddedPostgres } = await import('../src/db/embedded/start.ts');
  const server = await startEmbeddedPostgres({ dataDir }).catch(async (error: unknown) => {
    await removeDir();
    throw error;
  });
  const stop = async () => {
    await server.stop();
    await removeDir();
  };
  try {
    // A throw-away server: commits need not wait for the disk (the product's own start keeps them durable).
    await asSuperuser(server.url, 'alter role current_user set synchronous_commit = off');
    project.provide('pgAdminUrl', server.url);
    // Its databases go with the server.
    await migrateTemplate(project, server.url);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
