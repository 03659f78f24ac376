/**
 * What the upload pipeline accepts, shared by the server (which enforces it) and the web app (which pre-checks and
 * builds `accept` attributes and thumbnail URLs from it). Browser-safe: no Node imports.
 */
import { es } from '../messages/es.ts';

export type FileKind = 'image' | 'pdf';

export const FILE_KINDS: readonly FileKind[] = ['image', 'pdf'];

const MiB = 1024 * 1024;

/** Largest accepted size in bytes; exactly the limit is accepted, one byte more is refused (413). */
export const FILE_LIMITS: Readonly<Record<FileKind, number>> = { image: 5 * MiB, pdf: 20 * MiB };

/** The limit as the whole number of MB the messages show. */
export const fileLimitMb = (kind: FileKind): number => FILE_LIMITS[kind] / MiB;

/** MIME types accepted per kind (the server decides from the bytes, never from the name or the part's header). */
export const FILE_TYPES: Readonly<Record<FileKind, readonly string[]>> = {
  image: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  pdf: ['application/pdf'],
};

/** Value for `<input type="file" accept>`: types and extensions, since some pickers only honour one of them. */
export const FILE_ACCEPT: Readonly<Record<FileKind, string>> = {
  image: 'image/png,image/jpeg,image/webp,image/gif,.png,.jpg,.jpeg,.webp,.gif',
  pdf: 'application/pdf,.pdf',
};

/** List thumbnail (70×70) and detail picture (190×190); the server writes both next to every stored image. */
export type ImageVariantSize = 70 | 190;
export const IMAGE_VARIANT_SIZES: readonly ImageVariantSize[] = [70, 190];

/**
 * URL of a variant of a stored image: `/uploads/companies/<uuid>.webp` → `/uploads/companies/<uuid>-70.webp`.
 * Anything that is not a stored WebP (a PDF, an outside URL, an empty value) comes back unchanged, so a caller can
 * pass whatever a record holds.
 */
export function imageVariant(url: string, size: ImageVariantSize): string {
  return /^\/uploads\/.+\.webp$/.test(url) ? `${url.slice(0, -'.webp'.length)}-${size}.webp` : url;
}

/**
 * A browser-side pre-check with the server's own messages (the server checks again, from the bytes): the Spanish
 * message to show, or null when the file may be sent. `type` is the browser's guess from the name, hence only a hint.
 */
export function fileProblem(kind: FileKind, file: { size: number; type: string }): string | null {
  if (file.size === 0) return es.uploads.empty;
  if (file.size > FILE_LIMITS[kind]) return es.uploads.tooLarge(fileLimitMb(kind));
  if (file.type !== '' && !FILE_TYPES[kind].includes(file.type)) return es.uploads.typeNotAllowed;
  return null;
}
