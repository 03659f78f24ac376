/** Work axes: the GTA reference (read back populated), the objective's length, the icon position, /all by GTA. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk, historyOf, ISO_RE, UUID_RE } from '../helpers/expect.ts';
import {
  createGta,
  expectRefused,
  fieldError,
  imageUrl,
  png,
  reason,
  sendForm,
  textEdges,
  withVariants,
  keysOf,
  uploadedFiles,
  type PageOf,
  type Rec,
} from '../helpers/resources.ts';

const v = es.validation;

let t: TestApp;
let token: string;
let gtaA: Rec;
let gtaB: Rec;
/** How a GTA reads inside a work axis. */
const populated = (gta: Rec) => ({ _id: gta._id, title: gta.title, color: gta.color, nomenclature: gta.nomenclature, logo: gta.logo });

beforeAll(async () => {
  t = await startTestApp();
  token = await loginAsSuper(t);
  gtaA = await createGta(t, token, { title: 'Agua limpia', nomenclature: 'GTA-A', color: '#26BDE2' });
  gtaB = await createGta(t, token, { title: 'Biodiversidad', nomenclature: 'GTA-B', color: '#56C02B' });
});
afterAll(() => t?.close());

const body = (overrides: Record<string, unknown> = {}) => ({ gta: gtaA._id, objective: 'Reducir el consumo de agua', position: '1', ...overrides });
const post = (overrides: Record<string, unknown> = {}) => call(t, { method: 'POST', url: '/api/workAxes', token, payload: body(overrides) });
const put = (id: string, patch: Record<string, unknown>) =>
  call(t, { method: 'PUT', url: `/api/workAxes/${id}`, token, payload: { ...patch, ...reason('Ajuste del eje') } });
const create = async (overrides: Record<string, unknown> = {}) => expectOk<Rec>(await post(overrides), 201, es.api.saved);
const get = async <T>(url: string, message: string = es.api.list) => expectOk<T>(await call(t, { method: 'GET', url, token }), 200, message);

describe('create', () => {
  it('201 with the GTA populated as { _id, title, color, nomenclature, logo }; no image required', async () => {
    const data = await create({ position: '4' });
    expect(data).toEqual({
      _id: expect.stringMatching(UUID_RE),
      active: true,
      createdAt: expect.stringMatching(ISO_RE),
      updatedAt: expect.stringMatching(ISO_RE),
      gta: populated(gtaA),
      objective: 'Reducir el consumo de agua',
      position: '4',
      image: null,
    });
    expect(await get(`/api/workAxes/${data._id}`, es.api.ok)).toEqual(data);
  });

  it('as a multipart form with an image: stored with its variants', async () => {
    const before = await uploadedFiles(t);
    const res = await sendForm(t, token, 'POST', '/api/workAxes', body({ position: '10' }), { image: await png() });
    const data = expectOk<Rec>(res, 201, es.api.saved);
    expect(data.image).toMatch(imageUrl('work-axes'));
    expect(data.gta).toEqual(populated(gtaA));
    expect(await uploadedFiles(t)).toEqual([...before, ...keysOf(...withVariants(data.image as string))].sort());
  });
});

describe('objective: 5 to 50', () => {
  const { refused, accepted } = textEdges(5, 50);
  it.each(refused.map((c) => [c.label, c] as const))('create: %s → 400, nothing stored', async (_label, c) => {
    await expectRefused(t, () => post({ objective: c.value }), 400, es.api.validation, fieldError('objective', c.msg));
  });
  it('create: 5 and 50 characters → 201; edit: 51 → 400, 50 → 202', async () => {
    for (const value of accepted) expect((await create({ objective: value })).objective).toBe(value);
    const axis = await create();
    await expectRefused(t, () => put(axis._id, { objective: 'o'.repeat(51) }), 400, es.api.validation, fieldError('objective', v.max(50)));
    expect(expectOk<Rec>(await put(axis._id, { objective: 'o'.repeat(50) }), 202, es.api.updated).objective).toBe('o'.repeat(50));
  });
});

describe("position: one of the ten icons, '1' to '10'", () => {
  it('each of 1..10 → 201', async () => {
    for (let i = 1; i <= 10; i++) expect((await create({ position: String(i) })).position).toBe(String(i));
  });
  it.each([
    ['missing', undefined, v.required],
    ['empty', '', v.required],
    ['0', '0', v.invalidValue],
    ['11', '11', v.invalidValue],
    ['01', '01', v.invalidValue],
    ['a word', 'uno', v.invalidValue],
  ])('%s → 400', async (_label, position, msg) => {
    await expectRefused(t, () => post({ position }), 400, es.api.validation, fieldError('position', msg));
  });
  it('an edit to 11 → 400, to 7 → 202', async () => {
    const axis = await create();
    await expectRefused(t, () => put(axis._id, { position: '11' }), 400, es.api.validation, fieldError('position', v.invalidValue));
    expect(expectOk<Rec>(await put(axis._id, { position: '7' }), 202, es.api.updated).position).toBe('7');
  });
});

describe('gta reference', () => {
  it(`missing or empty → 400 '${v.required}'`, async () => {
    for (const gta of [undefined, '']) await expectRefused(t, () => post({ gta }), 400, es.api.validation, fieldError('gta', v.required));
  });
  it(`malformed → 400 '${v.invalidId}'`, async () => {
    await expectRefused(t, () => post({ gta: 'gta-1' }), 400, es.api.validation, fieldError('gta', v.invalidId));
  });
  it(`unknown → 400 '${es.api.referenceNotFound}', on create and edit`, async () => {
    await expectRefused(t, () => post({ gta: randomUUID() }), 400, es.api.validation, fieldError('gta', es.api.referenceNotFound));
    const axis = await create();
    await expectRefused(t, () => put(axis._id, { gta: randomUUID() }), 400, es.api.validation, fieldError('gta', es.api.referenceNotFound));
  });
  it('moving an axis to another GTA → 202, populated, history names both GTAs', async () => {
    const axis = await create();
    const data = expectOk<Rec>(await put(axis._id, { gta: gtaB._id }), 202, es.api.updated);
    expect(data.gta).toEqual(populated(gtaB));
    expect((await historyOf(t, axis._id)).at(-1)?.changes).toEqual([{ field: 'gta', from: gtaA.title, to: gtaB.title }]);
  });
});

describe('/api/workAxes/all?gta=', () => {
  let gtaC: Rec;
  let active: Rec[];
  let inactive: Rec;
  beforeAll(async () => {
    gtaC = await createGta(t, token, { title: 'Ciudades', nomenclature: 'GTA-C' });
    active = [await create({ gta: gtaC._id, objective: 'Movilidad urbana' }), await create({ gta: gtaC._id, objective: 'Espacio público' })];
    inactive = await create({ gta: gtaC._id, objective: 'Vivienda asequible' });
    expectOk(await call(t, { method: 'PUT', url: `/api/workAxes/${inactive._id}/deactivate`, token, payload: reason('Fuera') }), 202, es.api.deactivated);
  });

  it("returns only that GTA's active axes, by objective", async () => {
    const axes = await get<Rec[]>(`/api/workAxes/all?gta=${gtaC._id}`);
    expect(axes.map((a) => a.objective)).toEqual(['Espacio público', 'Movilidad urbana']);
    expect(axes.map((a) => a._id).sort()).toEqual(active.map((a) => a._id).sort());
    expect(axes.every((a) => JSON.stringify(a.gta) === JSON.stringify(populated(gtaC)))).toBe(true);
    expect((await get<Rec[]>(`/api/workAxes/all?gta=${gtaC._id}&active=false`)).map((a) => a._id)).toEqual([inactive._id]);
    expect(await get<Rec[]>(`/api/workAxes/all?gta=${randomUUID()}`)).toEqual([]);
  });

  it('an empty gta is ignored: every active axis', async () => {
    const all = await get<Rec[]>('/api/workAxes/all?gta=');
    const [row] = await t.database.sql<{ n: number }[]>`select count(*)::int as n from work_axes where active`;
    expect(all).toHaveLength(row!.n);
    expect(new Set(all.map((a) => (a.gta as Rec)._id))).toEqual(new Set([gtaA._id, gtaB._id, gtaC._id]));
  });

  it('a malformed gta → 400', async () => {
    expectError(await call(t, { method: 'GET', url: '/api/workAxes/all?gta=abc', token }), 400, es.api.validation, fieldError('gta', v.invalidId));
    expectError(await call(t, { method: 'GET', url: '/api/workAxes?gta=abc', token }), 400, es.api.validation, fieldError('gta', v.invalidId));
  });

  it('the paged list and the totals filter by gta too', async () => {
    const page = await get<PageOf<Rec>>(`/api/workAxes?gta=${gtaC._id}`);
    expect(page.totalDocs).toBe(3);
    expect(await get(`/api/workAxes/totals?gta=${gtaC._id}`, es.api.ok)).toEqual({ total: 3, active: 2, innactive: 1 });
  });
});
