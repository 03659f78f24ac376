import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// E2E_PORT lets a second run (another checkout on the same machine) use another port.
const port = Number(process.env.E2E_PORT ?? 3100);

// Playwright loads this file again in each worker process; the workers inherit the
// environment of the runner, so the folder created here on the first load is the
// one every test reads (see helpers/outbox.ts).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-data-'));
export const dataDir = process.env.E2E_DATA_DIR;

// The loopback stub that stands in for a Nominatim geocoder and a tile server (helpers/nominatim-stub.ts): no test
// reaches outside the machine. Its port follows the server's so that two runs side by side do not collide.
export const stubPort = Number(process.env.E2E_STUB_PORT ?? port + 1000);
process.env.E2E_STUB_PORT = String(stubPort);

// The browser suite always runs self-contained: embedded database, mails in DATA_DIR/outbox.
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // A sign-in (argon2) plus an axe run takes 20–40 s on a loaded 2-core CI machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    // Recording a trace of every test costs each one time; in CI the retry of a failed test records it instead.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
            '--disable-sync',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in mails (password recovery) use this base URL, the one the browser opens.
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'Admin12345!',
      TWO_FACTOR: 'true',
      // The suites sign the super user in dozens of times within 15 minutes; the product's ceiling is 5 code mails.
      AUTH_CODE_MAILS: '1000',
      GEOCODER_URL: `http://127.0.0.1:${stubPort}/`,
      MAP_TILE_URL: `http://127.0.0.1:${stubPort}/tiles/{z}/{x}/{y}.png`,
      // Warnings and errors only: request logs would drown the test report.
      LOG_LEVEL: 'warn',
    },
  },
});
