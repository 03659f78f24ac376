import { describe, expect, it } from 'vitest';
import { FILE_ACCEPT, FILE_LIMITS, fileLimitMb, fileProblem, imageVariant } from '@app/domain/core/files';
import { es } from '@app/domain/messages/es';

describe('files (domain)', () => {
  it('has the limits of the issue: 5 MiB for images, 20 MiB for PDFs', () => {
    expect(FILE_LIMITS).toEqual({ image: 5 * 1024 * 1024, pdf: 20 * 1024 * 1024 });
    expect([fileLimitMb('image'), fileLimitMb('pdf')]).toEqual([5, 20]);
    expect(es.uploads.tooLarge(5)).toBe('El archivo supera el tamaño máximo de 5 MB');
  });

  it('offers only the accepted types to file inputs, never SVG', () => {
    expect(FILE_ACCEPT.image).toContain('image/png');
    expect(FILE_ACCEPT.image).toContain('image/webp');
    expect(FILE_ACCEPT.image).not.toMatch(/svg/);
    expect(FILE_ACCEPT.pdf).toBe('application/pdf,.pdf');
  });

  it('names the variants of a stored image and leaves anything else alone', () => {
    const url = '/uploads/companies/0b6e8f53-7a7e-4c38-9d3c-5b0f6b0f2a11.webp';
    expect(imageVariant(url, 70)).toBe('/uploads/companies/0b6e8f53-7a7e-4c38-9d3c-5b0f6b0f2a11-70.webp');
    expect(imageVariant(url, 190)).toBe('/uploads/companies/0b6e8f53-7a7e-4c38-9d3c-5b0f6b0f2a11-190.webp');
    expect(imageVariant('/uploads/gtas/x.pdf', 70)).toBe('/uploads/gtas/x.pdf');
    expect(imageVariant('https://example.com/a.webp', 70)).toBe('https://example.com/a.webp');
    expect(imageVariant('', 70)).toBe('');
  });

  it('pre-checks a file in the browser with the server messages, at the exact edges', () => {
    expect(fileProblem('image', { size: FILE_LIMITS.image, type: 'image/png' })).toBeNull();
    expect(fileProblem('image', { size: FILE_LIMITS.image + 1, type: 'image/png' })).toBe(es.uploads.tooLarge(5));
    expect(fileProblem('pdf', { size: FILE_LIMITS.pdf + 1, type: 'application/pdf' })).toBe(es.uploads.tooLarge(20));
    expect(fileProblem('image', { size: 0, type: 'image/png' })).toBe(es.uploads.empty);
    expect(fileProblem('image', { size: 10, type: 'image/svg+xml' })).toBe(es.uploads.typeNotAllowed);
    expect(fileProblem('pdf', { size: 10, type: 'image/png' })).toBe(es.uploads.typeNotAllowed);
    // Some systems give no type at all: the server decides from the bytes.
    expect(fileProblem('pdf', { size: 10, type: '' })).toBeNull();
  });
});
