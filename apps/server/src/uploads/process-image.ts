import sharp from 'sharp';
import { IMAGE_VARIANT_SIZES, type ImageVariantSize } from '@app/domain/core/files';
import { es } from '@app/domain/messages/es';
import { HttpError } from '../lib/errors.ts';
import type { SniffedType } from './sniff.ts';

export const MAX_IMAGE_SIDE = 1920;
/** A few KB of PNG can otherwise inflate to gigabytes. */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedImage {
  original: Buffer;
  width: number;
  height: number;
  variants: Record<ImageVariantSize, Buffer>;
}

const SHARP_FORMAT: Record<SniffedType['mime'], string | undefined> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': undefined,
};

const WEBP = { quality: 82, effort: 4 } as const;

export async function processImage(data: Buffer, type: SniffedType): Promise<ProcessedImage> {
  // Without the pixel limit, so an over-large picture is told apart from a broken one (413, not 415).
  const meta = await sharp(data, { animated: false, limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  // Checking the format anyway keeps SVG and friends out for sure.
  if (!meta || meta.format !== SHARP_FORMAT[type.mime] || !meta.width || !meta.height) throw unreadable();
  if (meta.width * (meta.pageHeight ?? meta.height) > MAX_INPUT_PIXELS) {
    throw new HttpError(413, es.uploads.tooManyPixels(MAX_INPUT_PIXELS / 1_000_000));
  }
  try {
    // A cut-off file is refused, a harmless decoder warning is not; the header check is not the decoder's.
    const bounded = await sharp(data, { failOn: 'truncated', animated: false, limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = bounded.info;
    // Raw pixels in, so nothing is decoded twice and no metadata is kept.
    const fromPixels = () => sharp(bounded.data, { raw: { width, height, channels } });
    const [original, ...squares] = await Promise.all([
      fromPixels().webp(WEBP).toBuffer(),
      ...IMAGE_VARIANT_SIZES.map((size) =>
        fromPixels().resize(size, size, { fit: 'cover', position: 'centre' }).webp(WEBP).toBuffer(),
      ),
    ]);
    const variants = Object.fromEntries(IMAGE_VARIANT_SIZES.map((size, i) => [size, squares[i]!])) as Record<
      ImageVariantSize,
      Buffer
    >;
    return { original: original!, width, height, variants };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw unreadable();
  }
}

const unreadable = () => new HttpError(415, es.uploads.unreadableImage);
