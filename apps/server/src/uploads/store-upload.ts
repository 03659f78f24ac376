import { randomUUID } from 'node:crypto';
import { IMAGE_VARIANT_SIZES, imageVariant, type FileKind } from '@app/domain/core/files';
import { HttpError } from '../lib/errors.ts';
import { processImage } from './process-image.ts';
import type { IncomingFile } from './read-multipart.ts';
import { isValidKey, type FileStorage } from './storage.ts';

export interface StoredUpload {
  url: string;
  /** Hand them to `removeStored` if the record's transaction fails. */
  keys: string[];
}

const URL_PREFIX = '/uploads/';

export function moduleFolder(module: string): string {
  const folder = module.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  if (!/^[a-z0-9][a-z0-9_-]*$/.test(folder)) throw new Error(`Nombre de módulo no válido para archivos: ${module}`);
  return folder;
}

export const urlOfKey = (key: string) => `${URL_PREFIX}${key}`;

export function keyOfUrl(url: string): string | undefined {
  if (!url.startsWith(URL_PREFIX)) return undefined;
  const key = url.slice(URL_PREFIX.length);
  return isValidKey(key) ? key : undefined;
}

export async function storeUpload(storage: FileStorage, module: string, kind: FileKind, file: IncomingFile): Promise<StoredUpload> {
  if (file.kind !== kind) throw new Error(`El campo ${file.field} es de tipo ${file.kind}, no ${kind}`);
  const base = `${moduleFolder(module)}/${randomUUID()}`;
  if (kind === 'pdf') {
    const key = `${base}.pdf`;
    await storage.put(key, file.data, 'application/pdf');
    return { url: urlOfKey(key), keys: [key] };
  }
  const image = await processImage(file.data, file.type).catch((err: unknown) => {
    if (err instanceof HttpError) throw new HttpError(err.statusCode, err.message, [{ path: file.field, msg: err.message }]);
    throw err;
  });
  const url = urlOfKey(`${base}.webp`);
  const writes: [string, Buffer][] = [
    // Variants first: once the original exists, every URL derived from it works.
    ...IMAGE_VARIANT_SIZES.map((size): [string, Buffer] => [keyOfUrl(imageVariant(url, size))!, image.variants[size]]),
    [`${base}.webp`, image.original],
  ];
  const written: string[] = [];
  try {
    for (const [key, data] of writes) {
      await storage.put(key, data, 'image/webp');
      written.push(key);
    }
  } catch (err) {
    await removeStored(storage, written);
    throw err;
  }
  return { url, keys: written };
}

/** Never throws, so it cannot hide the caller's own error. */
export async function removeStored(storage: FileStorage, keys: readonly string[]): Promise<string[]> {
  const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
  return keys.filter((_key, i) => results[i]!.status === 'rejected');
}

export async function removeByUrl(storage: FileStorage, url: string): Promise<string[]> {
  const key = keyOfUrl(url);
  if (key === undefined) return [];
  const variants = key.endsWith('.webp') ? IMAGE_VARIANT_SIZES.map((size) => keyOfUrl(imageVariant(url, size))!) : [];
  return removeStored(storage, [key, ...variants]);
}
