/** Shared so the web app pre-checks with the server's own limits and messages; the server checks again. */
import { es } from '../messages/es.ts';

export type FileKind = 'image' | 'pdf';

export const FILE_KINDS: readonly FileKind[] = ['image', 'pdf'];

const MiB = 1024 * 1024;

export const FILE_LIMITS: Readonly<Record<FileKind, number>> = { image: 5 * MiB, pdf: 20 * MiB };

export const fileLimitMb = (kind: FileKind): number => FILE_LIMITS[kind] / MiB;

/** The server decides from the bytes, never from the name or the part's header. */
export const FILE_TYPES: Readonly<Record<FileKind, readonly string[]>> = {
  image: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  pdf: ['application/pdf'],
};

/** Types and extensions, since some pickers only honour one of them. */
export const FILE_ACCEPT: Readonly<Record<FileKind, string>> = {
  image: 'image/png,image/jpeg,image/webp,image/gif,.png,.jpg,.jpeg,.webp,.gif',
  pdf: 'application/pdf,.pdf',
};

/** The square variants stored beside each image: a list's cell and a detail page's card. */
export const IMAGE_SIZE = { list: 70, detail: 190 } as const;
export type ImageVariantSize = (typeof IMAGE_SIZE)[keyof typeof IMAGE_SIZE];
export const IMAGE_VARIANT_SIZES: readonly ImageVariantSize[] = Object.values(IMAGE_SIZE);

/** A record's file field holds its URL, or nothing (null, an empty string). */
export function fileUrl(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Anything not a stored WebP comes back unchanged, so a caller can pass whatever a record holds. */
export function imageVariant(url: string, size: ImageVariantSize): string {
  return /^\/uploads\/.+\.webp$/.test(url) ? `${url.slice(0, -'.webp'.length)}-${size}.webp` : url;
}

/** `type` is the browser's guess from the name, hence only a hint. */
export function fileProblem(kind: FileKind, file: { size: number; type: string }): string | null {
  if (file.size === 0) return es.uploads.empty;
  if (file.size > FILE_LIMITS[kind]) return es.uploads.tooLarge(fileLimitMb(kind));
  if (file.type !== '' && !FILE_TYPES[kind].includes(file.type)) return es.uploads.typeNotAllowed;
  return null;
}
