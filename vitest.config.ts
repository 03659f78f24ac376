import { defineConfig } from 'vitest/config';

const api = {
  environment: 'node',
  // One PostgreSQL server per project; each test file creates its own database on it.
  globalSetup: ['apps/server/test/global-setup.ts'],
  pool: 'forks',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  teardownTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/domain/test/**/*.test.ts',
            'apps/server/test/unit/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        test: {
          name: 'api',
          ...api,
          include: ['apps/server/test/api/**/*.test.ts'],
          // A worker runs file after file with the app's modules loaded once; each file still opens its own app and database.
          isolate: false,
          // Two files at a time even on two cores: each waits on PostgreSQL much of the time (11 → 7.5 min here).
          maxWorkers: 2,
        },
      },
      {
        test: {
          // Two product processes sharing PostgreSQL, Redis and S3: `.ci/run` starts Redis and runs it.
          name: 'cluster',
          environment: 'node',
          include: ['apps/server/test/cluster/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          teardownTimeout: 60_000,
        },
      },
    ],
  },
});
