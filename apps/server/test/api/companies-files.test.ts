/**
 * The upload pipeline on a real module (companies): refused files leave the database and DATA_DIR/uploads as they were,
 * a stored image comes with its 70 and 190 variants and safe headers, an edit replaces the image only when a new one
 * is sent and then removes the old files, and a failed edit leaves no file behind.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariant } from '@app/domain/core/files';
import { es } from '@app/domain/messages/es';
import { loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectOk, historyOf } from '../helpers/expect.ts';
import {
  createCatalogue,
  expectRefused,
  fieldError,
  fileExists,
  imageUrl,
  keysOf,
  png,
  reason,
  sendForm,
  uploadedFiles,
  withVariants,
  type FileInput,
  type Rec,
} from '../helpers/resources.ts';
import { html, IMAGE_LIMIT, padTo, pngWithAlpha, svgWithScript } from '../unit/uploads-fixtures.ts';

const u = es.uploads;

let t: TestApp;
let token: string;
let sectorId: string;
let businessTypeId: string;
let image: FileInput;

beforeAll(async () => {
  t = await startTestApp();
  token = await loginAsSuper(t);
  sectorId = await createCatalogue(t, token, 'sectors', 'Energía');
  businessTypeId = await createCatalogue(t, token, 'business-types', 'Internacional');
  image = await png(400, 300);
});
afterAll(() => t?.close());

const fields = (overrides: Record<string, unknown> = {}) => ({
  name: 'Solar del Bajío',
  description: 'Paneles solares para pymes',
  businessType: businessTypeId,
  sector: sectorId,
  country: 'México',
  state: 'Jalisco',
  city: 'Guadalajara',
  ...overrides,
});
const post = (files: Record<string, FileInput>, overrides: Record<string, unknown> = {}) =>
  sendForm(t, token, 'POST', '/api/companies', fields(overrides), files);
const put = (id: string, body: Record<string, unknown>, files: Record<string, FileInput> = {}) =>
  sendForm(t, token, 'PUT', `/api/companies/${id}`, { ...body, ...reason('Nueva imagen') }, files);
const create = async () => expectOk<Rec>(await post({ image }), 201, es.api.saved);
const serve = (url: string) => t.app.inject({ method: 'GET', url });

describe('refused files: right status, nothing stored, nothing changed', () => {
  const cases: [string, () => Promise<FileInput>, number, string][] = [
    ['an HTML file named .png', async () => ({ filename: 'logo.png', data: html(), contentType: 'image/png' }), 415, u.typeNotAllowed],
    ['an SVG with a script', async () => ({ filename: 'logo.svg', data: svgWithScript(), contentType: 'image/svg+xml' }), 415, u.typeNotAllowed],
    ['an SVG with a script named .png', async () => ({ filename: 'logo.png', data: svgWithScript(), contentType: 'image/png' }), 415, u.typeNotAllowed],
    ['a 0-byte file', async () => ({ filename: 'vacía.png', data: Buffer.alloc(0), contentType: 'image/png' }), 400, u.empty],
    [
      'an image one byte over 5 MB',
      async () => ({ filename: 'grande.png', data: padTo(await pngWithAlpha(), IMAGE_LIMIT + 1), contentType: 'image/png' }),
      413,
      u.tooLarge(5),
    ],
  ];

  it.each(cases)('on create: %s', async (_label, file, status, message) => {
    const data = await file();
    await expectRefused(t, () => post({ image: data }), status, message, fieldError('image', message));
  });

  it.each(cases)('on edit: %s (the record keeps its image)', async (_label, file, status, message) => {
    const record = await create();
    const data = await file();
    await expectRefused(t, () => put(record._id, { name: 'No debe cambiar' }, { image: data }), status, message, fieldError('image', message));
    expect(await fileExists(t, record.image as string)).toBe(true);
  });

  it('an image of exactly 5 MB is accepted', async () => {
    const res = await post({ image: { filename: 'límite.png', data: padTo(await pngWithAlpha(), IMAGE_LIMIT), contentType: 'image/png' } });
    expectOk(res, 201, es.api.saved);
  });
});

describe('a stored image', () => {
  it('is kept as WebP with its -70 and -190 variants, each served with nosniff and image/webp', async () => {
    const before = await uploadedFiles(t);
    const record = await create();
    const url = record.image as string;
    expect(url).toMatch(imageUrl('companies'));
    expect(await uploadedFiles(t)).toEqual([...before, ...keysOf(...withVariants(url))].sort());

    const original = await serve(url);
    expect(original.statusCode).toBe(200);
    expect(original.headers).toMatchObject({ 'content-type': 'image/webp', 'x-content-type-options': 'nosniff' });
    expect(original.headers['content-disposition']).toBeUndefined();
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
    for (const size of [70, 190] as const) {
      const variant = await serve(imageVariant(url, size));
      expect(variant.statusCode).toBe(200);
      expect(variant.headers).toMatchObject({ 'content-type': 'image/webp', 'x-content-type-options': 'nosniff' });
      expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ format: 'webp', width: size, height: size });
    }
  });
});

describe('edit', () => {
  it('without a new file keeps the old URL and its files', async () => {
    const record = await create();
    const files = await uploadedFiles(t);
    const data = expectOk<Rec>(await put(record._id, { name: 'Solar renombrada' }), 202, es.api.updated);
    expect(data.image).toBe(record.image);
    expect(await uploadedFiles(t)).toEqual(files);
    expect((await historyOf(t, record._id)).at(-1)?.changes).toEqual([{ field: 'name', from: record.name, to: 'Solar renombrada' }]);
  });

  it("with an empty file part (a browser's 'no file chosen') keeps the old image too", async () => {
    const record = await create();
    const files = await uploadedFiles(t);
    const data = expectOk<Rec>(await put(record._id, { name: 'Sin archivo nuevo' }, { image: { filename: '', data: Buffer.alloc(0) } }), 202, es.api.updated);
    expect(data.image).toBe(record.image);
    expect(await uploadedFiles(t)).toEqual(files);
  });

  it('with a new file replaces it, removes the old file and its variants; the history row shows the change', async () => {
    const record = await create();
    const old = record.image as string;
    const before = await uploadedFiles(t);
    const data = expectOk<Rec>(await put(record._id, {}, { image: await png(90, 90) }), 202, es.api.updated);
    const fresh = data.image as string;
    expect(fresh).toMatch(imageUrl('companies'));
    expect(fresh).not.toBe(old);
    const removed = keysOf(...withVariants(old));
    expect(await uploadedFiles(t)).toEqual([...before.filter((k) => !removed.includes(k)), ...keysOf(...withVariants(fresh))].sort());
    for (const url of withVariants(old)) expect((await serve(url)).statusCode, url).toBe(404);
    for (const url of withVariants(fresh)) expect((await serve(url)).statusCode, url).toBe(200);
    expect((await historyOf(t, record._id)).at(-1)).toMatchObject({
      cause: 'edit',
      description: 'Nueva imagen',
      changes: [{ field: 'image', from: old, to: fresh }],
    });
  });

  describe('that fails leaves no new file and the record as it was', () => {
    it('invalid text with a valid new file (refused before storing)', async () => {
      const record = await create();
      await expectRefused(t, () => put(record._id, { name: 'x' }, { image }), 400, es.api.validation, fieldError('name', es.validation.min(2)));
    });

    it('a city of another state with a valid new file (refused after storing: the stored files are removed)', async () => {
      const record = await create();
      await expectRefused(
        t,
        () => put(record._id, { city: 'Monterrey' }, { image }),
        400,
        es.api.validation,
        fieldError('city', es.locations.cityInvalid),
      );
      expect(await fileExists(t, record.image as string)).toBe(true);
    });

    it('a missing reason with a valid new file', async () => {
      const record = await create();
      await expectRefused(
        t,
        () => sendForm(t, token, 'PUT', `/api/companies/${record._id}`, { name: 'Sin motivo' }, { image }),
        400,
        es.api.validation,
        fieldError('historical', es.validation.reasonRequired),
      );
    });
  });
});
