import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { errorsPlugin } from '../../src/plugins/app/errors.ts';
import { uploadsPlugin } from '../../src/uploads/plugin.ts';
import { readMultipart } from '../../src/uploads/read-multipart.ts';
import { html, IMAGE_LIMIT, multipartBody, padTo, pdf, PDF_LIMIT, pngWithAlpha, svgWithScript, type FormPart } from './uploads-fixtures.ts';

// Just the parser behind a route, without database or storage: every edge of readMultipart over inject.
describe('readMultipart', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let png: Buffer;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'multipart-unit-'));
    png = await pngWithAlpha(20, 20);
    app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    await app.register(uploadsPlugin, { dataDir });
    app.post('/form', { config: { multipart: true } }, async (request) => {
      const { fields, files } = await readMultipart(request, { logo: 'image', guide: 'pdf' });
      const summary = Object.fromEntries(Object.entries(files).map(([name, f]) => [name, { kind: f.kind, size: f.data.length, type: f.type.mime }]));
      return { fields, files: summary };
    });
    app.post('/json', async (request) => ({ body: request.body }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const send = async (parts: FormPart[]) => {
    const res = await app.inject({ method: 'POST', url: '/form', ...multipartBody(parts) });
    return { status: res.statusCode, body: res.json<{ code?: number; message?: string; errors?: unknown; fields?: unknown; files?: unknown }>() };
  };
  const refused = (status: number, message: string, field?: string) => ({
    status,
    body: { code: status, message, ...(field ? { errors: [{ path: field, msg: message }] } : {}) },
  });

  it('reads text fields and declared files, typed from their bytes', async () => {
    const res = await send([
      { name: 'name', value: 'Empresa Ñandú' },
      { name: 'historical', value: '{"description":"alta"}' },
      { name: 'logo', filename: 'logo.png', data: png, contentType: 'image/png' },
      { name: 'guide', filename: 'guía.pdf', data: pdf(), contentType: 'application/pdf' },
    ]);
    expect(res).toEqual({
      status: 200,
      body: {
        fields: { name: 'Empresa Ñandú', historical: '{"description":"alta"}' },
        files: {
          logo: { kind: 'image', size: png.length, type: 'image/png' },
          guide: { kind: 'pdf', size: pdf().length, type: 'application/pdf' },
        },
      },
    });
  });

  it('accepts each kind at exactly its limit and refuses one byte more with 413', async () => {
    expect((await send([{ name: 'logo', filename: 'a.png', data: padTo(png, IMAGE_LIMIT) }])).status).toBe(200);
    expect(await send([{ name: 'logo', filename: 'a.png', data: padTo(png, IMAGE_LIMIT + 1) }])).toEqual(
      refused(413, 'El archivo supera el tamaño máximo de 5 MB', 'logo'),
    );
    expect((await send([{ name: 'guide', filename: 'a.pdf', data: padTo(pdf(), PDF_LIMIT) }])).status).toBe(200);
    expect(await send([{ name: 'guide', filename: 'a.pdf', data: padTo(pdf(), PDF_LIMIT + 1) }])).toEqual(
      refused(413, 'El archivo supera el tamaño máximo de 20 MB', 'guide'),
    );
  });

  it('refuses with 415 whatever the bytes are not, whatever the name and the part header say', async () => {
    const typeNotAllowed = refused(415, es.uploads.typeNotAllowed, 'guide');
    expect(await send([{ name: 'guide', filename: 'logo.pdf', data: png, contentType: 'application/pdf' }])).toEqual(typeNotAllowed);
    expect(await send([{ name: 'logo', filename: 'a.png', data: html(), contentType: 'image/png' }])).toEqual(
      refused(415, es.uploads.typeNotAllowed, 'logo'),
    );
    expect(await send([{ name: 'logo', filename: 'a.svg', data: svgWithScript(), contentType: 'image/svg+xml' }])).toEqual(
      refused(415, es.uploads.typeNotAllowed, 'logo'),
    );
  });

  it('refuses an empty file with 400, but reads an empty nameless part as "no file chosen"', async () => {
    expect(await send([{ name: 'logo', filename: 'a.png', data: Buffer.alloc(0) }])).toEqual(refused(400, es.uploads.empty, 'logo'));
    expect(await send([{ name: 'logo', filename: '', data: Buffer.alloc(0) }, { name: 'logo2', value: 'x' }])).toEqual({
      status: 200,
      body: { fields: { logo2: 'x' }, files: {} },
    });
    expect(await send([{ name: 'logo', value: '' }])).toEqual({ status: 200, body: { fields: {}, files: {} } });
  });

  it('refuses undeclared, repeated and dangerous names with 400', async () => {
    expect(await send([{ name: 'other', filename: 'a.png', data: png }])).toEqual(refused(400, es.uploads.unexpectedFile));
    expect(await send([{ name: 'logo', value: 'not a file' }])).toEqual(refused(400, es.uploads.unexpectedFile));
    expect(
      await send([
        { name: 'logo', filename: 'a.png', data: png },
        { name: 'logo', filename: 'b.png', data: png },
      ]),
    ).toEqual(refused(400, es.uploads.duplicateField));
    expect(
      await send([
        { name: 'name', value: 'a' },
        { name: 'name', value: 'b' },
      ]),
    ).toEqual(refused(400, es.uploads.duplicateField));
    for (const name of ['__proto__', 'constructor', 'prototype']) {
      expect(await send([{ name, value: '{}' }]), name).toEqual(refused(400, es.uploads.forbiddenField));
      expect(await send([{ name, filename: 'a.png', data: png }]), name).toEqual(refused(400, es.uploads.forbiddenField));
    }
  });

  it('refuses more files than declared fields, too many fields and an over-long field', async () => {
    const files = [
      { name: 'logo', filename: 'a.png', data: png },
      { name: 'guide', filename: 'a.pdf', data: pdf() },
      { name: 'extra', filename: 'a.png', data: png },
    ];
    expect(await send(files)).toEqual(refused(400, es.uploads.unexpectedFile));
    const many = Array.from({ length: 51 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
    expect(await send(many)).toEqual(refused(400, es.uploads.tooManyParts));
    expect((await send(many.slice(0, 50))).status).toBe(200);
    expect(await send([{ name: 'description', value: 'x'.repeat(1024 * 1024 + 1) }])).toEqual(refused(413, es.uploads.fieldTooLarge));
    expect((await send([{ name: 'description', value: 'x'.repeat(1024 * 1024) }])).status).toBe(200);
  });

  it('answers 415 to a body that is not multipart and 400 to broken multipart', async () => {
    const json = await app.inject({ method: 'POST', url: '/form', payload: { name: 'x' } });
    expect([json.statusCode, json.json()]).toEqual([415, { code: 415, message: es.api.unsupportedMedia }]);
    const text = await app.inject({ method: 'POST', url: '/form', payload: 'x', headers: { 'content-type': 'text/plain' } });
    expect([text.statusCode, text.json()]).toEqual([415, { code: 415, message: es.api.unsupportedMedia }]);
    const empty = await app.inject({ method: 'POST', url: '/form' });
    expect(empty.statusCode).toBe(415);
    const noBoundary = await app.inject({ method: 'POST', url: '/form', payload: 'x', headers: { 'content-type': 'multipart/form-data' } });
    expect([noBoundary.statusCode, noBoundary.json()]).toEqual([400, { code: 400, message: es.uploads.malformed }]);
    const { payload, headers } = multipartBody([{ name: 'logo', filename: 'a.png', data: png }]);
    const cut = await app.inject({ method: 'POST', url: '/form', payload: payload.subarray(0, payload.length - 30), headers });
    expect([cut.statusCode, cut.json()]).toEqual([400, { code: 400, message: es.uploads.malformed }]);
  });

  it('leaves routes that do not declare `multipart: true` refusing a form with 415, as before', async () => {
    const res = await app.inject({ method: 'POST', url: '/json', ...multipartBody([{ name: 'name', value: 'x' }]) });
    expect([res.statusCode, res.json()]).toEqual([415, { code: 415, message: es.api.unsupportedMedia }]);
  });

  it('over real HTTP, answers 413 to a huge upload at once and keeps the connection usable', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const { payload, headers } = multipartBody([{ name: 'logo', filename: 'a.png', data: padTo(png, 60 * 1024 * 1024) }]);
    const res = await fetch(`http://127.0.0.1:${port}/form`, { method: 'POST', body: payload, headers });
    expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([413, es.uploads.tooLarge(5)]);
    const next = await fetch(`http://127.0.0.1:${port}/form`, { method: 'POST', ...multipartBody([{ name: 'a', value: 'b' }]) });
    expect(next.status).toBe(200);
  });
});
