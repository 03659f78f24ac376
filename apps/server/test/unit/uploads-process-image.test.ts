import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { HttpError } from '../../src/lib/errors.ts';
import { MAX_IMAGE_SIDE, processImage } from '../../src/uploads/process-image.ts';
import type { SniffedType } from '../../src/uploads/sniff.ts';
import {
  animatedGif,
  corruptPng,
  jpegWithExifOrientation,
  largeJpeg,
  pixelBomb,
  pngWithAlpha,
  truncatedPng,
  webp,
} from './uploads-fixtures.ts';

const PNG: SniffedType = { ext: 'png', mime: 'image/png' };
const JPEG: SniffedType = { ext: 'jpg', mime: 'image/jpeg' };

async function expectRefused(run: Promise<unknown>, status: number, message: string) {
  const err = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  expect({ status: (err as HttpError).statusCode, message: (err as HttpError).message }).toEqual({ status, message });
}

describe('processImage', () => {
  it('writes WebP: the original at its size, 190×190 and 70×70 squares, alpha kept', async () => {
    const out = await processImage(await pngWithAlpha(300, 200), PNG);
    expect([out.width, out.height]).toEqual([300, 200]);
    const [original, v190, v70] = await Promise.all([out.original, out.variants[190], out.variants[70]].map((b) => sharp(b).metadata()));
    expect(original).toMatchObject({ format: 'webp', width: 300, height: 200, hasAlpha: true });
    expect(v190).toMatchObject({ format: 'webp', width: 190, height: 190 });
    expect(v70).toMatchObject({ format: 'webp', width: 70, height: 70 });
  });

  it('turns a picture upright by its EXIF orientation and keeps no metadata', async () => {
    const input = await jpegWithExifOrientation();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const out = await processImage(input, JPEG);
    const meta = await sharp(out.original).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    // Red was the left half as stored; upright it is the top half.
    const { data } = await sharp(out.original).extract({ left: 100, top: 20, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);
  });

  it('bounds a large photo to 1920 px on its longest side', async () => {
    const input = await largeJpeg();
    const started = performance.now();
    const out = await processImage(input, JPEG);
    const ms = performance.now() - started;
    expect([out.width, out.height]).toEqual([MAX_IMAGE_SIDE, 1440]);
    expect(out.original.length).toBeLessThan(input.length);
    // Generous: about 0.2 s on a laptop core; this only catches a pipeline that decodes many times over.
    expect(ms).toBeLessThan(5000);
  });

  it('never enlarges a small picture, but its squares are always exact (centre crop)', async () => {
    const out = await processImage(await webp(), { ext: 'webp', mime: 'image/webp' });
    expect([out.width, out.height]).toEqual([120, 80]);
    expect(await sharp(out.variants[190]).metadata()).toMatchObject({ width: 190, height: 190 });
  });

  it('keeps the first frame of an animated GIF as a still image', async () => {
    const out = await processImage(await animatedGif(), { ext: 'gif', mime: 'image/gif' });
    const meta = await sharp(out.original).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(meta.pages ?? 1).toBe(1);
    const { data } = await sharp(out.original).raw().toBuffer({ resolveWithObject: true });
    expect([data[0]! > 200, data[1]! < 60]).toEqual([true, true]); // red, the first frame
  });

  it('refuses with 415 a file whose magic bytes are right but which does not decode', async () => {
    await expectRefused(processImage(await corruptPng(), PNG), 415, es.uploads.unreadableImage);
    await expectRefused(processImage(await truncatedPng(), PNG), 415, es.uploads.unreadableImage);
  });

  it('refuses with 415 bytes of another format than the one sniffed', async () => {
    await expectRefused(processImage(await webp(), PNG), 415, es.uploads.unreadableImage);
  });

  it('refuses with 413 a decompression bomb before decoding it', async () => {
    const bomb = await pixelBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expectRefused(processImage(bomb, PNG), 413, es.uploads.tooManyPixels(40));
  });
});
