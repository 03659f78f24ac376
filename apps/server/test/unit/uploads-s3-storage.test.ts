import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../src/uploads/s3-storage.ts';
import type { FileStorage } from '../../src/uploads/storage.ts';
import { startLocalS3, type LocalS3 } from '../helpers/s3rver.ts';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('S3 storage (against a local S3-compatible server)', () => {
  let s3: LocalS3;
  let storage: FileStorage;
  beforeAll(async () => {
    s3 = await startLocalS3();
    storage = await createS3Storage(s3.config);
  }, 30_000);
  afterAll(() => s3?.stop());

  it('stores, serves with the type its key gives, replaces and removes an object', async () => {
    const key = 'companies/3f0e1c9a-1111-4222-8333-944455556666.webp';
    await storage.put(key, Buffer.from('primero'), 'image/webp');
    await storage.put(key, Buffer.from('segundo'), 'image/webp');
    const stored = await storage.open(key);
    expect(stored).toMatchObject({ size: 7, contentType: 'image/webp' });
    expect((await bytesOf(stored!.stream)).toString()).toBe('segundo');
    await storage.remove(key);
    expect(await storage.open(key)).toBeUndefined();
    // Removing what is gone is no error.
    await storage.remove(key);
  });

  it('answers nothing for a key that was never stored or that no upload can have', async () => {
    expect(await storage.open('gtas/3f0e1c9a-1111-4222-8333-944455556666.pdf')).toBeUndefined();
    expect(await storage.open('gtas/documento.exe')).toBeUndefined();
  });

  it('refuses keys that are not upload keys and a type that does not match the key', async () => {
    await expect(storage.put('../fuera.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Clave/);
    await expect(storage.put('gtas/guia.pdf', Buffer.from('x'), 'image/webp')).rejects.toThrow(/no corresponde/);
  });

  it('stops the start with a clear message when the bucket does not exist', async () => {
    await expect(createS3Storage({ ...s3.config, bucket: 'no-existe' })).rejects.toThrow(/bucket S3 «no-existe».*no existe/);
  });
});
