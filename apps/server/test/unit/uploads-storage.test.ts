import { mkdtemp, readdir, readFile, rm, symlink, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { imageVariant } from '@app/domain/core/files';
import type { IncomingFile } from '../../src/uploads/read-multipart.ts';
import { createDiskStorage, isValidKey, type FileStorage } from '../../src/uploads/storage.ts';
import { keyOfUrl, moduleFolder, removeByUrl, removeStored, storeUpload } from '../../src/uploads/store-upload.ts';
import { pdf, pngWithAlpha } from './uploads-fixtures.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

describe('storage keys', () => {
  it.each(['companies/0b6e8f53-7a7e-4c38-9d3c-5b0f6b0f2a11.webp', 'gtas/a-190.webp', 'a_b/c.pdf', 'x.pdf'])('accepts %s', (key) => {
    expect(isValidKey(key)).toBe(true);
  });

  it.each([
    '',
    '../secret.pdf',
    'companies/../../etc/passwd',
    'companies/..',
    'a..b.pdf',
    '/etc/passwd',
    'companies//x.webp',
    'companies/x.webp/',
    'companies/.hidden.tmp',
    'Companies/X.webp',
    'companies\\x.webp',
    'companies/x y.webp',
    'companies/x%2e.webp',
    'companies/x.webp\u0000',
    'compañías/x.webp',
    'a'.repeat(201),
  ])('refuses %j', (key) => {
    expect(isValidKey(key)).toBe(false);
  });
});

describe('disk storage and storeUpload', () => {
  let root: string;
  let storage: FileStorage;
  const files = () => readdir(root, { recursive: true, withFileTypes: true }).then((e) => e.filter((d) => d.isFile()).map((d) => d.name));

  beforeEach(async () => {
    root = join(await mkdtemp(join(tmpdir(), 'uploads-unit-')), 'uploads');
    await mkdir(root);
    storage = createDiskStorage(root);
  });
  afterEach(async () => {
    await rm(join(root, '..'), { recursive: true, force: true });
  });

  it('puts, opens with the stored type and size, and removes (twice is fine)', async () => {
    await storage.put('gtas/a.pdf', pdf(), 'application/pdf');
    const opened = await storage.open('gtas/a.pdf');
    expect(opened).toMatchObject({ size: pdf().length, contentType: 'application/pdf' });
    expect(await text(opened!.stream)).toBe(pdf().toString('latin1'));
    expect(await files()).toEqual(['a.pdf']); // no temporary file left beside it
    await storage.remove('gtas/a.pdf');
    await storage.remove('gtas/a.pdf');
    expect(await storage.open('gtas/a.pdf')).toBeUndefined();
  });

  it('refuses bad keys and a content type that does not match the key', async () => {
    await expect(storage.put('../x.pdf', pdf(), 'application/pdf')).rejects.toThrow();
    await expect(storage.put('gtas/x.pdf', pdf(), 'text/html')).rejects.toThrow();
    await expect(storage.put('gtas/x.html', pdf(), 'text/html')).rejects.toThrow();
    await expect(storage.open('../../etc/passwd')).rejects.toThrow();
    await expect(storage.remove('/etc/passwd')).rejects.toThrow();
    expect(await files()).toEqual([]);
  });

  it('opens neither a directory, nor a link, nor a key of a type it never stores', async () => {
    await mkdir(join(root, 'gtas', 'dir.pdf'), { recursive: true });
    const outside = join(root, '..', 'outside.pdf');
    await writeFile(outside, 'secret');
    await symlink(outside, join(root, 'gtas', 'link.pdf'));
    expect(await storage.open('gtas/dir.pdf')).toBeUndefined();
    expect(await storage.open('gtas/link.pdf')).toBeUndefined();
    expect(await storage.open('gtas/missing.pdf')).toBeUndefined();
    expect(await storage.open('gtas')).toBeUndefined();
  });

  const incoming = async (kind: 'image' | 'pdf'): Promise<IncomingFile> =>
    kind === 'image'
      ? { field: 'logo', kind, data: await pngWithAlpha(), type: { ext: 'png', mime: 'image/png' }, filename: 'logo.png' }
      : { field: 'guide', kind, data: pdf(), type: { ext: 'pdf', mime: 'application/pdf' }, filename: 'guía.pdf' };

  it('stores an image as three WebP files under a random name in the module folder', async () => {
    const stored = await storeUpload(storage, 'workAxes', 'image', await incoming('image'));
    expect(stored.url).toMatch(new RegExp(`^/uploads/work-axes/${UUID}\\.webp$`));
    const key = keyOfUrl(stored.url)!;
    expect(stored.keys.sort()).toEqual([key, keyOfUrl(imageVariant(stored.url, 70)), keyOfUrl(imageVariant(stored.url, 190))].sort());
    for (const [k, size] of [[keyOfUrl(imageVariant(stored.url, 70))!, 70], [keyOfUrl(imageVariant(stored.url, 190))!, 190]] as const) {
      const meta = await sharp(await readFile(join(root, k))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
    }
    expect(await removeByUrl(storage, stored.url)).toEqual([]);
    expect(await files()).toEqual([]);
  });

  it('stores a PDF as it came and removes it by URL', async () => {
    const stored = await storeUpload(storage, 'gtas', 'pdf', await incoming('pdf'));
    expect(stored.url).toMatch(new RegExp(`^/uploads/gtas/${UUID}\\.pdf$`));
    expect(await readFile(join(root, keyOfUrl(stored.url)!))).toEqual(pdf());
    await removeByUrl(storage, stored.url);
    expect(await files()).toEqual([]);
  });

  it('undoes a failed store and lets a caller undo a stored one', async () => {
    let puts = 0;
    const failing: FileStorage = {
      ...storage,
      put: async (key, data, type) => {
        if (++puts === 3) throw new Error('disco lleno');
        await storage.put(key, data, type);
      },
    };
    await expect(storeUpload(failing, 'companies', 'image', await incoming('image'))).rejects.toThrow('disco lleno');
    expect(await files()).toEqual([]);

    const stored = await storeUpload(storage, 'companies', 'image', await incoming('image'));
    expect(await files()).toHaveLength(3);
    expect(await removeStored(storage, stored.keys)).toEqual([]);
    expect(await files()).toEqual([]);
  });

  it('ignores URLs that are not ours and refuses a kind that does not match the file', async () => {
    expect(await removeByUrl(storage, 'https://example.com/a.webp')).toEqual([]);
    expect(await removeByUrl(storage, '/uploads/../../x.pdf')).toEqual([]);
    await expect(storeUpload(storage, 'gtas', 'pdf', await incoming('image'))).rejects.toThrow();
    expect(() => moduleFolder('../x')).toThrow();
    expect(moduleFolder('axes-global-pact')).toBe('axes-global-pact');
  });
});
