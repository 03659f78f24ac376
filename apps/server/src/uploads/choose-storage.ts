import { join } from 'node:path';
import type { Config } from '../config.ts';
import { createS3Storage } from './s3-storage.ts';
import { createDiskStorage, type FileStorage } from './storage.ts';

export async function storageFor(config: Config): Promise<FileStorage> {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(join(config.dataDir, 'uploads'));
}
