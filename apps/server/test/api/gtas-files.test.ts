/** GTAs and their files: the PDF guide and the images, refused files, serving, replacing on edit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectOk, historyOf } from '../helpers/expect.ts';
import {
  createGta,
  expectRefused,
  fieldError,
  fileExists,
  gtaFields,
  imageUrl,
  keysOf,
  pdfFile,
  pdfUrl,
  png,
  reason,
  sendForm,
  uploadedFiles,
  withVariants,
  type FileInput,
  type Rec,
} from '../helpers/resources.ts';
import { html, padTo, pdf, PDF_LIMIT, pngWithAlpha, svgWithScript } from '../unit/uploads-fixtures.ts';

const u = es.uploads;

let t: TestApp;
let token: string;
let images: Record<string, FileInput>;

beforeAll(async () => {
  t = await startTestApp();
  token = await loginAsSuper(t);
  images = { logo: await png(), imageColor: await png(50, 50) };
});
afterAll(() => t?.close());

const post = (files: Record<string, FileInput>) => sendForm(t, token, 'POST', '/api/gtas', gtaFields(), { ...images, ...files });
const put = (id: string, body: Record<string, unknown>, files: Record<string, FileInput> = {}) =>
  sendForm(t, token, 'PUT', `/api/gtas/${id}`, { ...body, ...reason('Nueva guía') }, files);
const serve = (url: string) => t.app.inject({ method: 'GET', url });

describe('refused files: right status, nothing stored, nothing changed', () => {
  const cases: [string, string, () => Promise<FileInput>, number, string][] = [
    ['a PNG renamed .pdf as the guide', 'document', async () => ({ filename: 'guía.pdf', data: await pngWithAlpha(), contentType: 'application/pdf' }), 415, u.typeNotAllowed],
    ['an HTML file named .png as the logo', 'logo', async () => ({ filename: 'logo.png', data: html(), contentType: 'image/png' }), 415, u.typeNotAllowed],
    ['an SVG with a script as the silhouette', 'imageColor', async () => ({ filename: 'silueta.svg', data: svgWithScript(), contentType: 'image/svg+xml' }), 415, u.typeNotAllowed],
    ['a PDF as the logo', 'logo', async () => ({ filename: 'logo.png', data: pdf(), contentType: 'image/png' }), 415, u.typeNotAllowed],
    ['a 0-byte guide', 'document', async () => ({ filename: 'guía.pdf', data: Buffer.alloc(0), contentType: 'application/pdf' }), 400, u.empty],
    ['a guide one byte over 20 MB', 'document', async () => ({ filename: 'guía.pdf', data: padTo(pdf(), PDF_LIMIT + 1), contentType: 'application/pdf' }), 413, u.tooLarge(20)],
  ];

  it.each(cases)('on create: %s', async (_label, field, file, status, message) => {
    const data = await file();
    await expectRefused(t, () => post({ [field]: data }), status, message, fieldError(field, message));
  });

  it.each(cases)('on edit: %s', async (_label, field, file, status, message) => {
    const record = await createGta(t, token, {}, { document: pdfFile() });
    const data = await file();
    await expectRefused(t, () => put(record._id, { title: 'No debe cambiar' }, { [field]: data }), status, message, fieldError(field, message));
  });
});

describe('stored files', () => {
  it('the guide PDF is stored as sent and served with application/pdf, a content-disposition and nosniff', async () => {
    const before = await uploadedFiles(t);
    const record = expectOk<Rec>(await post({ document: pdfFile() }), 201, es.api.saved);
    const document = record.document as string;
    expect(document).toMatch(pdfUrl('gtas'));
    const logo = record.logo as string;
    const imageColor = record.imageColor as string;
    expect(await uploadedFiles(t)).toEqual([...before, ...keysOf(document, ...withVariants(logo), ...withVariants(imageColor))].sort());

    const guide = await serve(document);
    expect(guide.statusCode).toBe(200);
    expect(guide.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff' });
    expect(guide.headers['content-disposition']).toMatch(/^inline; filename=".+\.pdf"$/);
    expect(guide.rawPayload).toEqual(pdf());

    for (const url of [...withVariants(logo), ...withVariants(imageColor)]) {
      const image = await serve(url);
      expect(image.statusCode, url).toBe(200);
      expect(image.headers, url).toMatchObject({ 'content-type': 'image/webp', 'x-content-type-options': 'nosniff' });
    }
  });
});

describe('edit', () => {
  it('without new files keeps every URL and file', async () => {
    const record = await createGta(t, token, {}, { document: pdfFile() });
    const files = await uploadedFiles(t);
    const data = expectOk<Rec>(await put(record._id, { subtitle: 'Otro subtítulo' }), 202, es.api.updated);
    for (const field of ['logo', 'imageColor', 'document', 'logoColor']) expect(data[field], field).toBe(record[field]);
    expect(await uploadedFiles(t)).toEqual(files);
  });

  it('a guide added to a GTA that had none: stored, nothing removed, history from null', async () => {
    const record = await createGta(t, token);
    expect(record.document).toBeNull();
    const before = await uploadedFiles(t);
    const data = expectOk<Rec>(await put(record._id, {}, { document: pdfFile() }), 202, es.api.updated);
    expect(data.document).toMatch(pdfUrl('gtas'));
    expect(await uploadedFiles(t)).toEqual([...before, ...keysOf(data.document as string)].sort());
    expect((await historyOf(t, record._id)).at(-1)?.changes).toEqual([{ field: 'document', from: null, to: data.document }]);
  });

  it('a new guide and a new logo replace the old ones, which are removed with their variants', async () => {
    const record = await createGta(t, token, {}, { document: pdfFile() });
    const before = await uploadedFiles(t);
    const data = expectOk<Rec>(await put(record._id, {}, { document: pdfFile(), logo: await png(80, 80) }), 202, es.api.updated);
    expect(data.document).toMatch(pdfUrl('gtas'));
    expect(data.logo).toMatch(imageUrl('gtas'));
    expect(data.document).not.toBe(record.document);
    expect(data.logo).not.toBe(record.logo);
    expect(data.imageColor).toBe(record.imageColor);
    const removed = keysOf(record.document as string, ...withVariants(record.logo as string));
    const added = keysOf(data.document as string, ...withVariants(data.logo as string));
    expect(await uploadedFiles(t)).toEqual([...before.filter((k) => !removed.includes(k)), ...added].sort());
    expect((await serve(record.document as string)).statusCode).toBe(404);
    expect((await serve(data.document as string)).statusCode).toBe(200);
    const changes = (await historyOf(t, record._id)).at(-1)?.changes;
    expect(changes).toHaveLength(2);
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: 'document', from: record.document, to: data.document },
        { field: 'logo', from: record.logo, to: data.logo },
      ]),
    );
  });

  it('a failed edit (invalid text with a valid new guide) leaves no new file and the old guide in place', async () => {
    const record = await createGta(t, token, {}, { document: pdfFile() });
    await expectRefused(t, () => put(record._id, { title: 'abc' }, { document: pdfFile() }), 400, es.api.validation, fieldError('title', es.validation.min(5)));
    expect(await fileExists(t, record.document as string)).toBe(true);
  });
});
