import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/connect.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the PostgreSQL server shared by the API project's files. */
    pgAdminUrl: string;
    /** A database on that server with every migration applied: each test app starts from a copy of it. */
    pgMigrated: string;
  }
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(statement);
  } finally {
    await sql.end();
  }
}

/** Migrates one database the way the product does at its start, once: copying it is faster than migrating each copy. */
async function migrateTemplate(project: TestProject, adminUrl: string): Promise<() => Promise<void>> {
  const name = `migrated_${randomBytes(6).toString('hex')}`;
  const drop = () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await asAdmin(adminUrl, `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await (await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir(), log: () => {} })).close();
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('pgMigrated', name);
  return drop;
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
    await asAdmin(server.url, 'alter role current_user set synchronous_commit = off');
    project.provide('pgAdminUrl', server.url);
    // Its databases go with the server.
    await migrateTemplate(project, server.url);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
