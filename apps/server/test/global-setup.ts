import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
