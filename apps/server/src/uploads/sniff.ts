import { fileTypeFromBuffer } from 'file-type';
import type { FileKind } from '@app/domain/core/files';

/** A type we store, as read from the file's own bytes. */
export interface SniffedType {
  ext: 'png' | 'jpg' | 'webp' | 'gif' | 'pdf';
  mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'application/pdf';
}

const ALLOWED: Readonly<Record<FileKind, Readonly<Record<string, SniffedType>>>> = {
  image: {
    'image/png': { ext: 'png', mime: 'image/png' },
    // An animated PNG is still a PNG: its first frame is what every decoder shows.
    'image/apng': { ext: 'png', mime: 'image/png' },
    'image/jpeg': { ext: 'jpg', mime: 'image/jpeg' },
    'image/webp': { ext: 'webp', mime: 'image/webp' },
    'image/gif': { ext: 'gif', mime: 'image/gif' },
  },
  pdf: { 'application/pdf': { ext: 'pdf', mime: 'application/pdf' } },
};

/**
 * The real type of `data` if it is one `kind` accepts, from magic bytes only (the name and the part's Content-Type are
 * the sender's claims). Text formats (SVG, HTML) have no magic number, so they are never recognised and never accepted.
 */
export async function sniffType(data: Uint8Array, kind: FileKind): Promise<SniffedType | undefined> {
  const found = await fileTypeFromBuffer(data);
  return found ? ALLOWED[kind][found.mime] : undefined;
}
