import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, open, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredObject {
  stream: Readable;
  size: number;
  contentType: string;
}

export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  open(key: string): Promise<StoredObject | undefined>;
}

/** What is served is decided by what was stored, never by the request. */
export const STORED_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  pdf: 'application/pdf',
};

// No `..`, no hidden temp files, no absolute path, nothing the file system or a URL could read differently.
const KEY_RE = /^[a-z0-9_-][a-z0-9_.-]*(?:\/[a-z0-9_-][a-z0-9_.-]*)*$/;

export function isValidKey(key: string): boolean {
  return key.length <= 200 && KEY_RE.test(key) && !key.includes('..');
}

export function storedType(key: string): string | undefined {
  const ext = /\.([a-z0-9]+)$/.exec(key)?.[1];
  return ext !== undefined && Object.hasOwn(STORED_TYPES, ext) ? STORED_TYPES[ext] : undefined;
}

export function checkKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Clave de archivo no válida: ${JSON.stringify(key)}`);
}

const isMissing = (err: unknown) => ['ENOENT', 'ENOTDIR', 'ELOOP'].includes((err as NodeJS.ErrnoException).code ?? '');

export function createDiskStorage(root: string): FileStorage {
  return {
    async put(key, data, contentType) {
      checkKey(key);
      if (storedType(key) !== contentType) throw new Error(`Tipo ${contentType} no corresponde a la clave ${key}`);
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      // Renamed over the target, so no reader sees a partial file; the leading dot keeps the temp name unservable.
      const temp = join(dirname(path), `.${randomUUID()}.tmp`);
      try {
        await writeFile(temp, data, { flag: 'wx', mode: 0o600 });
        await rename(temp, path);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },

    async remove(key) {
      checkKey(key);
      try {
        await unlink(join(root, key));
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },

    async open(key) {
      checkKey(key);
      const contentType = storedType(key);
      if (contentType === undefined) return undefined;
      let handle;
      try {
        // Only files this storage wrote are served, never what a link placed in the tree points to.
        handle = await open(join(root, key), constants.O_RDONLY | constants.O_NOFOLLOW);
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
      const stat = await handle.stat().catch(async (err: unknown) => {
        await handle.close();
        throw err;
      });
      if (!stat.isFile()) {
        await handle.close();
        return undefined;
      }
      return { stream: handle.createReadStream(), size: stat.size, contentType };
    },
  };
}
