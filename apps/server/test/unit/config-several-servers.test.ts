import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

const DATA_DIR = mkdtempSync(join(tmpdir(), 'config-'));
afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));
const s3 = { S3_ENDPOINT: 'http://127.0.0.1:4568/', S3_BUCKET: 'archivos', S3_ACCESS_KEY_ID: 'clave', S3_SECRET_ACCESS_KEY: 'secreto' };

describe('the variables of several servers', () => {
  it('leave one process alone when unset: no Redis, files on disk, 180 days of read notifications', () => {
    const config = loadConfig({ DATA_DIR });
    expect(config).toMatchObject({ redisUrl: undefined, s3: undefined, notificationRetentionDays: 180 });
  });

  it('take REDIS_URL, the S3 bucket with its defaults, and a shared settings secret', () => {
    const config = loadConfig({ DATA_DIR, REDIS_URL: 'redis://127.0.0.1:6379', SETTINGS_SECRET: 'compartido', ...s3 });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.settingsSecret).toBe('compartido');
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:4568',
      bucket: 'archivos',
      region: 'us-east-1',
      accessKeyId: 'clave',
      secretAccessKey: 'secreto',
      forcePathStyle: true,
    });
    expect(loadConfig({ DATA_DIR, ...s3, S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'false' }).s3).toMatchObject({
      region: 'eu-west-1',
      forcePathStyle: false,
    });
  });

  it('stop the start on a partial S3 set, naming what is missing', () => {
    expect(() => loadConfig({ DATA_DIR, S3_ENDPOINT: s3.S3_ENDPOINT, S3_BUCKET: 'archivos' })).toThrow(
      'Almacenamiento S3 incompleto: falta S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
  });
});
