/** GTAs: list sorting, deactivate / reactivate, and the hard delete (files removed; refused while work axes use it). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk, historyOf, sleep } from '../helpers/expect.ts';
import {
  createGta,
  expectRefused,
  fieldError,
  fileExists,
  keysOf,
  pdfFile,
  reason,
  uploadedFiles,
  withVariants,
  type PageOf,
  type Rec,
} from '../helpers/resources.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await loginAsSuper(t);
});
afterAll(() => t?.close());

const get = async <T>(url: string, message: string = es.api.list) => expectOk<T>(await call(t, { method: 'GET', url, token }), 200, message);

describe('list', () => {
  const key = `Orden${Date.now().toString(36)}`;
  beforeAll(async () => {
    // Title order, nomenclature order and creation order all differ.
    await createGta(t, token, { title: `Bravo ${key}`, nomenclature: 'GTA-3' });
    await sleep(3);
    await createGta(t, token, { title: `Charlie ${key}`, nomenclature: 'GTA-1' });
    await sleep(3);
    await createGta(t, token, { title: `Alfa ${key}`, nomenclature: 'GTA-2' });
  });
  const titles = async (query: string) => (await get<PageOf<Rec>>(`/api/gtas?search=${key}&${query}`)).docs.map((d) => (d.title as string).split(' ')[0]);

  it('sorts by title and by nomenclature, both ways; newest first by default', async () => {
    expect(await titles('')).toEqual(['Alfa', 'Charlie', 'Bravo']);
    expect(await titles('sort=title')).toEqual(['Alfa', 'Bravo', 'Charlie']);
    expect(await titles('sort=-title')).toEqual(['Charlie', 'Bravo', 'Alfa']);
    expect(await titles('sort=nomenclature')).toEqual(['Charlie', 'Alfa', 'Bravo']);
    expect(await titles('sort=-nomenclature')).toEqual(['Bravo', 'Alfa', 'Charlie']);
  });

  it('searches the nomenclature; an unknown sort field → 400', async () => {
    expect((await get<PageOf<Rec>>('/api/gtas?search=gta-1')).docs.map((d) => d.nomenclature)).toEqual(['GTA-1']);
    expectError(await call(t, { method: 'GET', url: '/api/gtas?sort=goal', token }), 400, es.api.validation, fieldError('sort', es.validation.sort));
  });

  it('/all lists the active GTAs by title', async () => {
    const all = await get<Rec[]>(`/api/gtas/all?search=${key}`);
    expect(all.map((d) => (d.title as string).split(' ')[0])).toEqual(['Alfa', 'Bravo', 'Charlie']);
  });
});

describe('deactivate and reactivate', () => {
  it('202 with the reason in the history; /all leaves the inactive GTA out', async () => {
    const gta = await createGta(t, token);
    const off = await call(t, { method: 'PUT', url: `/api/gtas/${gta._id}/deactivate`, token, payload: reason('Grupo en pausa') });
    expect(expectOk<Rec>(off, 202, es.api.deactivated).active).toBe(false);
    expect((await get<Rec[]>('/api/gtas/all')).map((g) => g._id)).not.toContain(gta._id);
    const on = await call(t, { method: 'PUT', url: `/api/gtas/${gta._id}/reactivate`, token, payload: reason('Grupo reactivado') });
    expect(expectOk<Rec>(on, 202, es.api.activated).active).toBe(true);
    expect((await historyOf(t, gta._id)).map((h) => [h.cause, h.description])).toEqual([
      ['create', ''],
      ['deactivate', 'Grupo en pausa'],
      ['activate', 'Grupo reactivado'],
    ]);
  });
});

describe('DELETE /api/gtas/{id}', () => {
  it('200 with the record; the row, its downloads and every file of it are gone', async () => {
    const keep = await createGta(t, token, {}, { document: pdfFile() });
    const gta = await createGta(t, token, {}, { document: pdfFile() });
    const [user] = await t.database.sql<{ id: string }[]>`
      insert into users (name, last_name, email) values ('Luis', 'Descarga', 'luis@example.com') returning id`;
    await t.database.sql`insert into gta_doc_downloads (gta_id, user_id) values (${gta._id}, ${user!.id}), (${keep._id}, ${user!.id})`;
    const files = keysOf(gta.document as string, ...withVariants(gta.logo as string), ...withVariants(gta.imageColor as string));
    const before = await uploadedFiles(t);
    for (const key of files) expect(before).toContain(key);

    const deleted = expectOk<Rec>(await call(t, { method: 'DELETE', url: `/api/gtas/${gta._id}`, token }), 200, es.api.deleted);
    expect(deleted).toEqual(gta);
    expect(await t.database.sql`select 1 from gtas where id = ${gta._id}`).toHaveLength(0);
    expect(await t.database.sql`select 1 from gta_doc_downloads where gta_id = ${gta._id}`).toHaveLength(0);
    expect(await uploadedFiles(t)).toEqual(before.filter((k) => !files.includes(k)));
    // The other GTA keeps its row, its download and its files.
    expect(await t.database.sql`select 1 from gta_doc_downloads where gta_id = ${keep._id}`).toHaveLength(1);
    expect(await fileExists(t, keep.document as string)).toBe(true);

    expectError(await call(t, { method: 'GET', url: `/api/gtas/${gta._id}`, token }), 404, es.api.notFound);
    expectError(await call(t, { method: 'DELETE', url: `/api/gtas/${gta._id}`, token }), 404, es.api.notFound);
  });

  it(`a GTA that has work axes → 409 '${es.api.inUse}', nothing deleted`, async () => {
    const gta = await createGta(t, token, {}, { document: pdfFile() });
    const axis = await call(t, { method: 'POST', url: '/api/workAxes', token, payload: { gta: gta._id, objective: 'Eje que lo usa', position: '2' } });
    expectOk(axis, 201, es.api.saved);
    await expectRefused(t, () => call(t, { method: 'DELETE', url: `/api/gtas/${gta._id}`, token }), 409, es.api.inUse);
    // An inactive axis still holds it.
    const axisId = (axis.body.data as Rec)._id;
    expectOk(await call(t, { method: 'PUT', url: `/api/workAxes/${axisId}/deactivate`, token, payload: reason('Ya no') }), 202, es.api.deactivated);
    await expectRefused(t, () => call(t, { method: 'DELETE', url: `/api/gtas/${gta._id}`, token }), 409, es.api.inUse);
  });

  it('an unknown id → 404, a malformed id → 400; nothing deleted', async () => {
    await expectRefused(t, () => call(t, { method: 'DELETE', url: `/api/gtas/${randomUUID()}`, token }), 404, es.api.notFound);
    await expectRefused(t, () => call(t, { method: 'DELETE', url: '/api/gtas/abc', token }), 400, es.api.validation, fieldError('id', es.validation.invalidId));
  });
});
