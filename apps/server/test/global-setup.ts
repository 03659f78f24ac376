import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the PostgreSQL server shared by the API project's files. */
    pgAdminUrl: string;
  }
}

/**
 * Starts one PostgreSQL server for an API project: the one in `DATABASE_URL` when set
 * (CI runs the suite again on Debian's PostgreSQL 15), else an embedded one in a temp dir.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const external = process.env.DATABASE_URL;
  if (external) {
    project.provide('pgAdminUrl', external);
    return undefined;
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'api-tests-'));
  try {
    const { startEmbeddedPostgres } = await import('../src/db/embedded/start.ts');
    const server = await startEmbeddedPostgres({ dataDir });
    // A throw-away server: commits need not wait for the disk (the product's own start keeps them durable).
    const sql = postgres(server.url, { max: 1, onnotice: () => {} });
    await sql`alter role current_user set synchronous_commit = off`;
    await sql.end();
    project.provide('pgAdminUrl', server.url);
    return async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
