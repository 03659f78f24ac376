import { describe, expect, it } from 'vitest';
import { sniffType } from '../../src/uploads/sniff.ts';
import { animatedGif, corruptPng, html, jpegWithExifOrientation, pdf, pngWithAlpha, svgWithScript, webp } from './uploads-fixtures.ts';

describe('sniffType', () => {
  it('recognises each accepted type from its bytes', async () => {
    expect(await sniffType(await pngWithAlpha(), 'image')).toEqual({ ext: 'png', mime: 'image/png' });
    expect(await sniffType(await jpegWithExifOrientation(), 'image')).toEqual({ ext: 'jpg', mime: 'image/jpeg' });
    expect(await sniffType(await webp(), 'image')).toEqual({ ext: 'webp', mime: 'image/webp' });
    expect(await sniffType(await animatedGif(), 'image')).toEqual({ ext: 'gif', mime: 'image/gif' });
    expect(await sniffType(pdf(), 'pdf')).toEqual({ ext: 'pdf', mime: 'application/pdf' });
  });

  it('refuses a type the field does not take, whatever the file is called', async () => {
    expect(await sniffType(await pngWithAlpha(), 'pdf')).toBeUndefined();
    expect(await sniffType(pdf(), 'image')).toBeUndefined();
  });

  it('never recognises SVG, HTML or nothing at all', async () => {
    expect(await sniffType(svgWithScript(), 'image')).toBeUndefined();
    expect(await sniffType(Buffer.from(`<?xml version="1.0"?>\n${svgWithScript().toString()}`), 'image')).toBeUndefined();
    expect(await sniffType(html(), 'image')).toBeUndefined();
    expect(await sniffType(html(), 'pdf')).toBeUndefined();
    expect(await sniffType(Buffer.alloc(0), 'image')).toBeUndefined();
  });

  it('goes by magic bytes only: a damaged PNG still sniffs as PNG (decoding refuses it later)', async () => {
    expect(await sniffType(await corruptPng(), 'image')).toEqual({ ext: 'png', mime: 'image/png' });
  });
});
