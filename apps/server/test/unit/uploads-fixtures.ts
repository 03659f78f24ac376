/** Test files for the upload pipeline, generated with sharp itself so no binary fixture lives in the repository. */
import sharp from 'sharp';

const MiB = 1024 * 1024;

/** A half-transparent PNG, left half red and right half blue. */
export const pngWithAlpha = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0.5 } } })
    .composite([{ input: { create: { width: width / 2, height, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } }, left: width / 2, top: 0 }])
    .png()
    .toBuffer();

/**
 * A JPEG stored sideways: 300×200 pixels, left half red, right half blue, with EXIF orientation 6 ("rotate 90° clockwise
 * to show"). Shown upright it is 200×300 with red on top.
 */
export const jpegWithExifOrientation = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#ff0000' } })
    .composite([{ input: { create: { width: 150, height: 200, channels: 3, background: '#0000ff' } }, left: 150, top: 0 }])
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 95 })
    .toBuffer();

/** A 4000×3000 JPEG photo stand-in (gradients and shapes), the size a phone camera sends. */
export const largeJpeg = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#3366aa' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="4000" height="3000"><defs><linearGradient id="g"><stop offset="0" stop-color="#c33"/>' +
            '<stop offset="1" stop-color="#33c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>' +
            '<circle cx="2000" cy="1500" r="1000" fill="#ee3"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();

/** A two-frame animated GIF (red, then green), 40×30. */
export const animatedGif = async () => {
  const frame = (background: string) => sharp({ create: { width: 40, height: 30, channels: 3, background } }).png().toBuffer();
  return sharp([await frame('#ff0000'), await frame('#00ff00')], { join: { animated: true } })
    .gif({ delay: [100, 100], loop: 0 })
    .toBuffer();
};

export const webp = () => sharp({ create: { width: 120, height: 80, channels: 3, background: '#00aa44' } }).webp().toBuffer();

/** A PNG whose header (IHDR) was damaged: the magic bytes are right, the image does not decode. */
export async function corruptPng(): Promise<Buffer> {
  const png = Buffer.from(await pngWithAlpha(20, 20));
  png.fill(0xff, 16, 24); // width and height inside IHDR; the chunk's CRC no longer matches either
  return png;
}

/** The first half of a valid PNG: a file cut off in transit. */
export const truncatedPng = async () => {
  const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#123456' } }).png({ compressionLevel: 0 }).toBuffer();
  return png.subarray(0, png.length / 2);
};

/** Over the decoded-pixel ceiling (7000×6000 = 42 MP) in a few hundred KB. */
export const pixelBomb = () =>
  sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#fff' } })
    .greyscale()
    .png({ compressionLevel: 9 })
    .toBuffer();

export const svgWithScript = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>');

export const html = () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** A minimal, valid one-page PDF. */
export function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** `file` followed by zeros up to exactly `size` bytes (decoders stop at the end of the image and ignore the rest). */
export function padTo(file: Buffer, size: number): Buffer {
  const out = Buffer.alloc(size);
  file.copy(out);
  return out;
}

export const IMAGE_LIMIT = 5 * MiB;
export const PDF_LIMIT = 20 * MiB;

export type FormPart = { name: string; value: string } | { name: string; filename: string; data: Buffer; contentType?: string };

/** A multipart/form-data body built by hand, so every part (names, headers, sizes) is exactly what a test says. */
export function multipartBody(parts: FormPart[], boundary = `----test${Date.now().toString(16)}`) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
