/** Global Pact axes (/api/axes-global-pact): rules of spec 001 §5, the required logo, edit with reason, (de)activation. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk, historyOf, ISO_RE, UUID_RE } from '../helpers/expect.ts';
import {
  expectRefused,
  fieldError,
  fileExists,
  imageUrl,
  keysOf,
  png,
  reason,
  sendForm,
  textEdges,
  uploadedFiles,
  withVariants,
  type FileInput,
  type PageOf,
  type Rec,
} from '../helpers/resources.ts';

const v = es.validation;
const BASE = '/api/axes-global-pact';
const LOGO_MISSING = 'Ingrese una imagen del Eje de Trabajo antes de guardar.';

let t: TestApp;
let token: string;
let logo: FileInput;

beforeAll(async () => {
  t = await startTestApp();
  token = await loginAsSuper(t);
  logo = await png();
});
afterAll(() => t?.close());

const fields = (overrides: Record<string, unknown> = {}) => ({ name: 'Derechos humanos', description: 'Apoyar y respetar los derechos', ...overrides });
const post = (overrides: Record<string, unknown> = {}, files: Record<string, FileInput> = { logo }) =>
  sendForm(t, token, 'POST', BASE, fields(overrides), files);
const put = (id: string, patch: Record<string, unknown>, files: Record<string, FileInput> = {}) =>
  sendForm(t, token, 'PUT', `${BASE}/${id}`, { ...patch, ...reason('Redacción') }, files);
const create = async (overrides: Record<string, unknown> = {}) => expectOk<Rec>(await post(overrides), 201, es.api.saved);
const get = async <T>(url: string, message: string = es.api.list) => expectOk<T>(await call(t, { method: 'GET', url, token }), 200, message);

describe('create', () => {
  it('201 with name, description and the logo (stored with its variants)', async () => {
    const before = await uploadedFiles(t);
    const data = await create();
    expect(data).toEqual({
      _id: expect.stringMatching(UUID_RE),
      active: true,
      createdAt: expect.stringMatching(ISO_RE),
      updatedAt: expect.stringMatching(ISO_RE),
      name: 'Derechos humanos',
      description: 'Apoyar y respetar los derechos',
      logo: expect.stringMatching(imageUrl('axes-global-pact')),
    });
    expect(await uploadedFiles(t)).toEqual([...before, ...keysOf(...withVariants(data.logo as string))].sort());
    expect(await get(`${BASE}/${data._id}`, es.api.ok)).toEqual(data);
  });

  it(`no logo → 400 '${LOGO_MISSING}', nothing stored`, async () => {
    await expectRefused(t, () => post({}, {}), 400, LOGO_MISSING, fieldError('logo', LOGO_MISSING));
  });
});

describe.each([
  ['name', 5, 50],
  ['description', 5, 50],
] as const)('%s: %i to %i', (name, min, max) => {
  const { refused, accepted } = textEdges(min, max);
  it.each(refused.map((c) => [c.label, c] as const))('create: %s → 400, nothing stored', async (_label, c) => {
    await expectRefused(t, () => post({ [name]: c.value }), 400, es.api.validation, fieldError(name, c.msg));
  });
  it(`create: ${min} and ${max} characters → 201`, async () => {
    for (const value of accepted) expect((await create({ [name]: value }))[name]).toBe(value);
  });
  it(`edit: ${max + 1}, ${min - 1} and blank → 400, nothing changed; ${max} → 202`, async () => {
    const axis = await create();
    await expectRefused(t, () => put(axis._id, { [name]: 'x'.repeat(max + 1) }), 400, es.api.validation, fieldError(name, v.max(max)));
    await expectRefused(t, () => put(axis._id, { [name]: 'x'.repeat(min - 1) }), 400, es.api.validation, fieldError(name, v.min(min)));
    await expectRefused(t, () => put(axis._id, { [name]: ' ' }), 400, es.api.validation, fieldError(name, v.required));
    expect(expectOk<Rec>(await put(axis._id, { [name]: 'y'.repeat(max) }), 202, es.api.updated)[name]).toBe('y'.repeat(max));
  });
});

describe('edit', () => {
  it('with a reason: 202, the logo kept when none is sent, the history row with the reason', async () => {
    const axis = await create({ name: 'Medio ambiente' });
    const data = expectOk<Rec>(await put(axis._id, { description: 'Enfoque preventivo ambiental' }), 202, es.api.updated);
    expect([data.name, data.description, data.logo]).toEqual(['Medio ambiente', 'Enfoque preventivo ambiental', axis.logo]);
    expect((await historyOf(t, axis._id)).at(-1)).toMatchObject({
      cause: 'edit',
      description: 'Redacción',
      changes: [{ field: 'description', from: axis.description, to: 'Enfoque preventivo ambiental' }],
    });
  });

  it('with a new logo: replaced, the old files removed', async () => {
    const axis = await create({ name: 'Anticorrupción' });
    const data = expectOk<Rec>(await put(axis._id, {}, { logo: await png(32, 32) }), 202, es.api.updated);
    expect(data.logo).not.toBe(axis.logo);
    for (const url of withVariants(axis.logo as string)) expect(await fileExists(t, url), url).toBe(false);
    for (const url of withVariants(data.logo as string)) expect(await fileExists(t, url), url).toBe(true);
  });

  it(`without a reason → 400 '${v.reasonRequired}', nothing changed (with or without a new logo)`, async () => {
    const axis = await create();
    for (const files of [{}, { logo }] as Record<string, FileInput>[]) {
      await expectRefused(
        t,
        () => sendForm(t, token, 'PUT', `${BASE}/${axis._id}`, { name: 'Sin justificación' }, files),
        400,
        es.api.validation,
        fieldError('historical', v.reasonRequired),
      );
    }
    await expectRefused(
      t,
      () => sendForm(t, token, 'PUT', `${BASE}/${axis._id}`, { name: 'Justificación vacía', ...reason('   ') }),
      400,
      es.api.validation,
      fieldError('historical.description', v.reasonRequired),
    );
  });

  it('an unknown id → 404', async () => {
    await expectRefused(t, () => put(randomUUID(), { name: 'Nadie aquí' }, { logo }), 404, es.api.notFound);
  });
});

describe('list, deactivate, reactivate', () => {
  it('deactivate and reactivate with a reason; the list, /all and /totals follow', async () => {
    const axis = await create({ name: 'Trabajo digno' });
    const off = await call(t, { method: 'PUT', url: `${BASE}/${axis._id}/deactivate`, token, payload: reason('Se fusiona') });
    expect(expectOk<Rec>(off, 202, es.api.deactivated).active).toBe(false);
    expect((await get<Rec[]>(`${BASE}/all`)).map((a) => a._id)).not.toContain(axis._id);
    expect((await get<PageOf<Rec>>(`${BASE}?active=false`)).docs.map((a) => a._id)).toEqual([axis._id]);
    const totals = await get<{ total: number; active: number; innactive: number }>(`${BASE}/totals`, es.api.ok);
    expect(totals.innactive).toBe(1);
    expect(totals.total).toBe(totals.active + 1);
    expectError(await call(t, { method: 'PUT', url: `${BASE}/${axis._id}/deactivate`, token, payload: reason('Otra vez') }), 409, es.api.alreadyInactive);
    await expectRefused(t, () => call(t, { method: 'PUT', url: `${BASE}/${axis._id}/reactivate`, token, payload: {} }), 400, es.api.validation, fieldError('historical', v.reasonRequired));
    const on = await call(t, { method: 'PUT', url: `${BASE}/${axis._id}/reactivate`, token, payload: reason('Se separa') });
    expect(expectOk<Rec>(on, 202, es.api.activated).active).toBe(true);
    expect((await historyOf(t, axis._id)).map((h) => [h.cause, h.description])).toEqual([
      ['create', ''],
      ['deactivate', 'Se fusiona'],
      ['activate', 'Se separa'],
    ]);
  });

  it('the paged list searches name and description without accents', async () => {
    const axis = await create({ name: 'Transparencia pública', description: 'Trabajar contra la extorsión' });
    expect((await get<PageOf<Rec>>(`${BASE}?search=TRANSPARENCIA%20publica`)).docs.map((a) => a._id)).toEqual([axis._id]);
    expect((await get<PageOf<Rec>>(`${BASE}?search=EXTORSION`)).docs.map((a) => a._id)).toEqual([axis._id]);
  });
});
