import { randomUUID } from 'node:crypto';
import { IMAGE_VARIANT_SIZES, imageVariant, type FileKind } from '@app/domain/core/files';
import { HttpError } from '../lib/errors.ts';
import { processImage } from './process-image.ts';
import type { IncomingFile } from './read-multipart.ts';
import { isValidKey, type FileStorage } from './storage.ts';

export interface StoredUpload {
  /** What the record keeps: `/uploads/<folder>/<uuid>.webp` or `.pdf`. */
  url: string;
  /** Every key written (an image has three): hand them to `removeStored` if the record's transaction fails. */
  keys: string[];
}

const URL_PREFIX = '/uploads/';

/** `workAxes` → `work-axes`: keys are lower-case only, and a module name is a fixed word of the code, never input. */
export function moduleFolder(module: string): string {
  const folder = module.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  if (!/^[a-z0-9][a-z0-9_-]*$/.test(folder)) throw new Error(`Nombre de módulo no válido para archivos: ${module}`);
  return folder;
}

export const urlOfKey = (key: string) => `${URL_PREFIX}${key}`;

/** The storage key of an `/uploads/...` URL, or undefined for anything else (an outside URL, an empty value). */
export function keyOfUrl(url: string): string | undefined {
  if (!url.startsWith(URL_PREFIX)) return undefined;
  const key = url.slice(URL_PREFIX.length);
  return isValidKey(key) ? key : undefined;
}

/**
 * Stores one checked file under a new random name in the module's folder. An image is normalised (see processImage)
 * and written with its 70 and 190 variants; a PDF is written as it came. Nothing is left behind if a write fails.
 */
export async function storeUpload(storage: FileStorage, module: string, kind: FileKind, file: IncomingFile): Promise<StoredUpload> {
  if (file.kind !== kind) throw new Error(`El campo ${file.field} es de tipo ${file.kind}, no ${kind}`);
  const base = `${moduleFolder(module)}/${randomUUID()}`;
  if (kind === 'pdf') {
    const key = `${base}.pdf`;
    await storage.put(key, file.data, 'application/pdf');
    return { url: urlOfKey(key), keys: [key] };
  }
  const image = await processImage(file.data, file.type).catch((err: unknown) => {
    // The same field-level detail readMultipart gives, so a form can show the message next to its input.
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

/**
 * Removes what `storeUpload` wrote, for a caller whose transaction failed. Never throws, so it cannot hide the
 * caller's own error: returns the keys it could not remove, for the log.
 */
export async function removeStored(storage: FileStorage, keys: readonly string[]): Promise<string[]> {
  const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
  return keys.filter((_key, i) => results[i]!.status === 'rejected');
}

/**
 * Removes a replaced file and, for an image, its variants, after the edit that replaced it is committed. A URL that is
 * not one of ours is ignored. Never throws (the edit has succeeded); returns the keys it could not remove.
 */
export async function removeByUrl(storage: FileStorage, url: string): Promise<string[]> {
  const key = keyOfUrl(url);
  if (key === undefined) return [];
  const variants = key.endsWith('.webp') ? IMAGE_VARIANT_SIZES.map((size) => keyOfUrl(imageVariant(url, size))!) : [];
  return removeStored(storage, [key, ...variants]);
}
