/** A local S3-compatible server (the s3rver package) in a throw-away folder, as a child process. */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { S3Config } from '../../src/config.ts';

export interface LocalS3 {
  config: S3Config;
  /** Every variable a product process needs to use it. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sin puerto'))));
    });
  });
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`sin respuesta a tiempo: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts s3rver on 127.0.0.1 with one empty bucket. */
export async function startLocalS3(bucket = 'uploads'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const port = await freePort();
  const bin = join(dirname(createRequire(import.meta.url).resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const child = spawn(process.execPath, [bin, '-d', directory, '-a', '127.0.0.1', '-p', String(port), '--silent', '--no-vhost-buckets', '--configure-bucket', bucket], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(directory, { recursive: true, force: true });
  };
  try {
    await waitFor(async () => (await fetch(`${endpoint}/${bucket}`)).status === 200, 15_000, `s3rver en ${endpoint} ${stderr}`);
  } catch (err) {
    await stop();
    throw err;
  }
  const config: S3Config = { endpoint, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
  const env = { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_REGION: 'us-east-1' };
  return { config, env, stop };
}
