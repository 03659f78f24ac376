import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariant } from '@app/domain/core/files';
import { es } from '@app/domain/messages/es';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/connect.ts';
import { conflict } from '../../src/lib/errors.ts';
import { send } from '../../src/lib/reply.ts';
import { readMultipart } from '../../src/uploads/read-multipart.ts';
import { removeStored, storeUpload } from '../../src/uploads/store-upload.ts';
import type { Answer } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { expectError, expectNothingInternal } from '../helpers/expect.ts';
import {
  corruptPng,
  html,
  IMAGE_LIMIT,
  jpegWithExifOrientation,
  multipartBody,
  padTo,
  pdf,
  PDF_LIMIT,
  pngWithAlpha,
  svgWithScript,
  type FormPart,
} from '../unit/uploads-fixtures.ts';

interface UploadApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real app (as startTestApp builds it) plus one test-only route, added before `ready()`: no module takes files yet,
 * so this route does what the resource engine will do — read the form, store each file, and undo the stored files
 * when the rest of the request fails (`fail=true` stands in for a failed database transaction).
 */
async function startUploadApp(): Promise<UploadApp> {
  let testDb: TestDatabase | undefined;
  let database: Database | undefined;
  const dataDir = await mkdtemp(join(tmpdir(), 'api-uploads-'));
  try {
    testDb = await createTestDatabase();
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: testDb.url }),
      jwtSecret: randomBytes(32).toString('hex'),
    };
    database = await openDatabase({ databaseUrl: testDb.url, dataDir, log: () => {} });
    const app = await buildApp(config, database, { logger: false });
    await app.register(async (scope) => {
      scope.post('/api/test-upload', { config: { access: 'public', multipart: true } }, async (request, reply) => {
        const { fields, files } = await readMultipart(request, { logo: 'image', guide: 'pdf' });
        const urls: Record<string, string> = {};
        const keys: string[] = [];
        try {
          for (const [name, file] of Object.entries(files)) {
            const stored = await storeUpload(app.fileStorage, 'testUploads', file.kind, file);
            urls[name] = stored.url;
            keys.push(...stored.keys);
          }
          if (fields.fail === 'true') throw conflict();
        } catch (err) {
          await removeStored(app.fileStorage, keys);
          throw err;
        }
        return send(reply, 201, es.api.saved, { fields, ...urls });
      });
    });
    await app.ready();
    const db = testDb;
    const opened = database;
    return {
      app,
      dataDir,
      async close() {
        await app.close();
        await opened.close();
        await db.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await database?.close();
    await testDb?.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}

describe('uploads over the API', () => {
  let t: UploadApp;
  let png: Buffer;

  beforeAll(async () => {
    t = await startUploadApp();
    png = await pngWithAlpha(400, 300);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Every file under DATA_DIR/uploads, relative to it. */
  const stored = async () => {
    const entries = await readdir(join(t.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(t.dataDir.length + '/uploads/'.length)).sort();
  };

  const upload = async (parts: FormPart[]): Promise<Answer> => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test-upload', ...multipartBody(parts) });
    let body: Answer['body'];
    try {
      body = res.json();
    } catch {
      body = { code: res.statusCode, message: res.body };
    }
    return { status: res.statusCode, body, headers: res.headers, raw: res.body };
  };

  it('stores an image and a PDF (201) and serves them at their URLs with safe headers', async () => {
    const before = await stored();
    const res = await upload([
      { name: 'name', value: 'Guía de prueba' },
      { name: 'logo', filename: 'logo.png', data: png, contentType: 'image/png' },
      { name: 'guide', filename: 'guía.pdf', data: pdf(), contentType: 'application/pdf' },
    ]);
    expect(res.status, res.raw).toBe(201);
    expect(res.body.message).toBe(es.api.saved);
    const { logo, guide, fields } = res.body.data as { logo: string; guide: string; fields: unknown };
    expect(fields).toEqual({ name: 'Guía de prueba' });
    expect(logo).toMatch(/^\/uploads\/test-uploads\/[0-9a-f-]{36}\.webp$/);
    expect(guide).toMatch(/^\/uploads\/test-uploads\/[0-9a-f-]{36}\.pdf$/);
    expect((await stored()).length - before.length).toBe(4);

    const image = await t.app.inject({ method: 'GET', url: logo });
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(image.rawPayload.length),
    });
    expect(image.headers['content-disposition']).toBeUndefined();
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
    for (const size of [70, 190] as const) {
      const variant = await t.app.inject({ method: 'GET', url: imageVariant(logo, size) });
      expect(variant.headers['content-type']).toBe('image/webp');
      expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ width: size, height: size });
    }

    const doc = await t.app.inject({ method: 'GET', url: guide });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="documento.pdf"',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(doc.rawPayload).toEqual(pdf());

    const head = await t.app.inject({ method: 'HEAD', url: guide });
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([200, String(pdf().length), '']);
  });

  it('normalises a JPEG upright and accepts an image of exactly 5 MB', async () => {
    const photo = await upload([{ name: 'logo', filename: 'foto.jpg', data: await jpegWithExifOrientation() }]);
    expect(photo.status, photo.raw).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: (photo.body.data as { logo: string }).logo });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([200, 300, undefined]);

    const atLimit = await upload([{ name: 'logo', filename: 'a.png', data: padTo(png, IMAGE_LIMIT) }]);
    expect(atLimit.status, atLimit.raw).toBe(201);
  });

  describe('refuses, storing nothing', () => {
    let before: string[];
    beforeAll(async () => {
      before = await stored();
    });

    const logo = (data: Buffer, filename = 'logo.png', contentType?: string): FormPart => ({ name: 'logo', filename, data, contentType });
    const guide = (data: Buffer, filename = 'guía.pdf', contentType?: string): FormPart => ({ name: 'guide', filename, data, contentType });
    const { typeNotAllowed, unreadableImage, empty, tooLarge, unexpectedFile } = es.uploads;

    // [case, parts (built lazily: some are large), status, message]
    const refusedCases: [string, () => Promise<FormPart[]>, number, string][] = [
      ['a PNG renamed .pdf', async () => [guide(png, 'guía.pdf', 'application/pdf')], 415, typeNotAllowed],
      ['an HTML file named .png', async () => [logo(html(), 'logo.png', 'image/png')], 415, typeNotAllowed],
      ['an SVG with a script', async () => [logo(svgWithScript(), 'logo.svg', 'image/svg+xml')], 415, typeNotAllowed],
      ['an SVG with a script named .png', async () => [logo(svgWithScript(), 'logo.png', 'image/png')], 415, typeNotAllowed],
      ['a PNG that does not decode', async () => [logo(await corruptPng())], 415, unreadableImage],
      ['a 0-byte file', async () => [logo(Buffer.alloc(0))], 400, empty],
      ['an image one byte over 5 MB', async () => [logo(padTo(png, IMAGE_LIMIT + 1))], 413, tooLarge(5)],
      ['a PDF one byte over 20 MB', async () => [guide(padTo(pdf(), PDF_LIMIT + 1))], 413, tooLarge(20)],
      ['a stored PDF, then a broken image', async () => [guide(pdf()), logo(await corruptPng())], 415, unreadableImage],
      ['an undeclared file field', async () => [{ name: 'avatar', filename: 'a.png', data: png }], 400, unexpectedFile],
      [
        'a request whose transaction fails after storing',
        async () => [logo(png), guide(pdf()), { name: 'fail', value: 'true' }],
        409,
        es.api.conflict,
      ],
    ];

    it.each(refusedCases)('%s', async (_name, parts, status, message) => {
      const res = await upload(await parts());
      expectError(res, status, message);
      expect(await stored()).toEqual(before);
    });

    it('a body that is not multipart/form-data (415)', async () => {
      for (const extra of [{ payload: { logo: 'x' } }, { payload: 'x', headers: { 'content-type': 'text/plain' } }]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/test-upload', ...extra });
        expect([res.statusCode, res.json()]).toEqual([415, { code: 415, message: es.api.unsupportedMedia }]);
      }
      expect(await stored()).toEqual(before);
    });
  });

  it('answers 404 for a missing file and 400 for a malformed path, never cached', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/test-uploads/00000000-0000-0000-0000-000000000000.webp' });
    expect([missing.statusCode, missing.json()]).toEqual([404, { code: 404, message: es.uploads.notFound }]);
    expect(missing.headers['cache-control']).toBe('no-store');
    for (const url of ['/uploads/Test/X.webp', '/uploads/a%00.webp', '/uploads/.tmp.webp']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([res.statusCode, res.json()], url).toEqual([400, { code: 400, message: es.uploads.badPath }]);
      expectNothingInternal(res.body);
    }
    // A stored name of a type never uploaded, the storage folder itself, the bare prefix: nothing to serve.
    for (const url of ['/uploads/test-uploads', '/uploads/x.html', '/uploads/', '/uploads/a%2Fb.webp']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('refuses a path that climbs out of the folder, as sent on the wire (inject would normalise it first)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (const path of ['/uploads/../../package.json', '/uploads/%2e%2e/%2e%2e/package.json', '/uploads/test-uploads/..%2F..%2Fjwt-secret']) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString()));
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
      expect(answer.split('\r\n')[0], path).toBe('HTTP/1.1 400 Bad Request');
      expect(answer, path).toContain(es.uploads.badPath);
    }
  });
});
