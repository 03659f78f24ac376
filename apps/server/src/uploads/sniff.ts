import { fileTypeFromBuffer } from 'file-type';
import type { FileKind } from '@app/domain/core/files';

export interface SniffedType {
  ext: 'png' | 'jpg' | 'webp' | 'gif' | 'pdf';
  mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'application/pdf';
}

const ALLOWED: Readonly<Record<FileKind, Readonly<Record<string, SniffedType>>>> = {
  image: {
    'image/png': { ext: 'png', mime: 'image/png' },
    'image/apng': { ext: 'png', mime: 'image/png' },
    'image/jpeg': { ext: 'jpg', mime: 'image/jpeg' },
    'image/webp': { ext: 'webp', mime: 'image/webp' },
    'image/gif': { ext: 'gif', mime: 'image/gif' },
  },
  pdf: { 'application/pdf': { ext: 'pdf', mime: 'application/pdf' } },
};

/** Magic bytes only: text formats (SVG, HTML) have none, so they are never accepted. */
export async function sniffType(data: Uint8Array, kind: FileKind): Promise<SniffedType | undefined> {
  const found = await fileTypeFromBuffer(data);
  return found ? ALLOWED[kind][found.mime] : undefined;
}
