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

/**
 * Where uploaded files live, addressed by keys like `companies/<uuid>.webp`: the disk under DATA_DIR, or S3-compatible
 * object storage (s3-storage.ts) so that several servers serve the same files.
 */
export interface FileStorage {
  /** Stores the bytes under `key`, replacing nothing half-written: readers see the old object or the whole new one. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes `key`; a key that is already gone is not an error. */
  remove(key: string): Promise<void>;
  /** The object, or undefined when there is none. */
  open(key: string): Promise<StoredObject | undefined>;
}

/** Content type per stored extension: what is served is decided by what was stored, never by the request. */
export const STORED_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  pdf: 'application/pdf',
};

// Segments of lower-case letters, digits, `_`, `-` and `.`, never starting with a dot: no `..`, no hidden temp
// files, no absolute path, no backslash, nothing the file system or a URL could read differently.
const KEY_RE = /^[a-z0-9_-][a-z0-9_.-]*(?:\/[a-z0-9_-][a-z0-9_.-]*)*$/;

export function isValidKey(key: string): boolean {
  return key.length <= 200 && KEY_RE.test(key) && !key.includes('..');
}

/** The content type a key is stored and served with, or undefined for a key no upload can have. */
export function storedType(key: string): string | undefined {
  const ext = /\.([a-z0-9]+)$/.exec(key)?.[1];
  return ext !== undefined && Object.hasOwn(STORED_TYPES, ext) ? STORED_TYPES[ext] : undefined;
}

export function checkKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Clave de archivo no válida: ${JSON.stringify(key)}`);
}

const isMissing = (err: unknown) => ['ENOENT', 'ENOTDIR', 'ELOOP'].includes((err as NodeJS.ErrnoException).code ?? '');

/** Files under `root` (`${DATA_DIR}/uploads`), one per key; the type follows from the key's extension. */
export function createDiskStorage(root: string): FileStorage {
  return {
    async put(key, data, contentType) {
      checkKey(key);
      if (storedType(key) !== contentType) throw new Error(`Tipo ${contentType} no corresponde a la clave ${key}`);
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside the target and renamed over it: a crash or a concurrent reader never sees a partial file.
      // The leading dot keeps the temporary name out of every valid key, so it can never be served.
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
        // O_NOFOLLOW: only files this storage wrote are served, never what a link placed in the tree points to.
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
