import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the PostgreSQL server shared by the whole API run. */
    pgAdminUrl: string;
  }
}

interface Shared {
  url: Promise<string>;
  users: number;
  stop: () => Promise<void>;
}
// The API projects (isolated or not) each run this file; they share one server through the main process's globals.
const key = Symbol.for('api-tests.embedded-postgres');
const registry = globalThis as { [key]?: Shared };

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-tests-'));
  try {
    const { startEmbeddedPostgres } = await import('../src/db/embedded/start.ts');
    const server = await startEmbeddedPostgres({ dataDir });
    return {
      url: server.url,
      stop: async () => {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Starts one PostgreSQL server for the API projects: the one in `DATABASE_URL` when set
 * (CI runs the suite again on Debian's PostgreSQL 15), else an embedded one in a temp dir.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const external = process.env.DATABASE_URL;
  if (external) {
    project.provide('pgAdminUrl', external);
    return undefined;
  }

  let shared = registry[key];
  if (!shared) {
    const started = startServer();
    shared = { url: started.then((s) => s.url), users: 0, stop: async () => (await started).stop() };
    registry[key] = shared;
    started.catch(() => delete registry[key]);
  }
  shared.users += 1;
  const own = shared;
  project.provide('pgAdminUrl', await own.url);
  return async () => {
    own.users -= 1;
    if (own.users > 0) return;
    delete registry[key];
    await own.stop();
  };
}
