import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A product server of a spec's own (the compiled one the suite's server runs), for settings the suite's server must not have. */
export async function startOwnServer(port: number, env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-own-'));
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
  await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.status, { timeout: 150_000 }).toBe(200);
  return {
    dataDir,
    async stop() {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((done) => server.once('exit', done));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
