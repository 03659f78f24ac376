/**
 * Filters: the seeded types of GET /api/filters/types, value 2–40, filterType the `_id` of one of those types read back
 * populated (issue 11 §5), full lifecycle.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTER_TYPES } from '@app/domain/resources/filters';
import { es } from '@app/domain/messages/es';
import { call, createAdmin, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk, historyOf, ISO_RE, UUID_RE } from '../helpers/expect.ts';
import { expectRefused, fieldError, reason, textEdges, type PageOf, type Rec } from '../helpers/resources.ts';

const v = es.validation;

interface FilterType {
  _id: string;
  value: string;
  name: string;
}

let t: TestApp;
let token: string;
let types: FilterType[];

beforeAll(async () => {
  t = await startTestApp();
  token = await loginAsSuper(t);
  types = expectOk<FilterType[]>(await call(t, { method: 'GET', url: '/api/filters/types', token }), 200, es.api.list);
});
afterAll(() => t?.close());

/** A type's `_id` by its value, and the type as a filter reads it back. */
const idOf = (value: string) => types.find((x) => x.value === value)!._id;
const typeOf = (value: string) => {
  const type = types.find((x) => x.value === value)!;
  return { _id: type._id, name: type.name, value: type.value };
};

const post = (body: Record<string, unknown>) => call(t, { method: 'POST', url: '/api/filters', token, payload: body });
const put = (url: string, body: Record<string, unknown>) => call(t, { method: 'PUT', url, token, payload: body });
const create = async (body: Record<string, unknown> = {}) =>
  expectOk<Rec>(await post({ value: 'Pequeña empresa', filterType: idOf('companySize'), ...body }), 201, es.api.saved);
const get = async <T>(url: string, message: string = es.api.list) => expectOk<T>(await call(t, { method: 'GET', url, token }), 200, message);

describe('GET /api/filters/types', () => {
  it('lists the seeded types { _id, value, name } by name, exactly the ones a filter may take', async () => {
    expect(types.map(({ value, name }) => ({ value, name }))).toEqual(
      [...FILTER_TYPES].map(({ value, label }) => ({ value, name: label })).sort((a, b) => a.name.localeCompare(b.name, 'es')),
    );
    for (const type of types) expect(type._id).toMatch(UUID_RE);
    expect(types.map((x) => x.name)).toContain('Región');
  });

  it('the types are also a read-only resource: GET /api/filterTypes/:id answers one, nothing writes them', async () => {
    const region = types.find((x) => x.value === 'region')!;
    expect(await get<Rec>(`/api/filterTypes/${region._id}`, es.api.ok)).toMatchObject({ _id: region._id, name: 'Región', value: 'region' });
    const options = await get<Rec[]>('/api/filters/options/filterType');
    expect(options.map((o) => o._id).sort()).toEqual(types.map((x) => x._id).sort());
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const url = method === 'POST' ? '/api/filterTypes' : `/api/filterTypes/${region._id}`;
      expect((await call(t, { method, url, token, payload: method === 'DELETE' ? undefined : { name: 'X' } })).status).toBe(404);
    }
  });

  it('needs the filters read permission', async () => {
    expectError(await call(t, { method: 'GET', url: '/api/filters/types' }), 401, es.api.unauthorized);
    const admin = await createAdmin(t, { role: 2, permissions: { sectors: { read: true } } });
    const other = await t.app.issueToken({ id: admin.id, gta: null });
    expectError(await call(t, { method: 'GET', url: '/api/filters/types', token: other }), 403, es.api.forbidden);
  });
});

describe('create', () => {
  it.each(['companySize', 'region', 'sector', 'theme', 'audience'])('filterType %s (from the types list) → 201', async (filterType) => {
    expect(types.map((x) => x.value)).toContain(filterType);
    const data = await create({ value: `Valor ${filterType}`, filterType: idOf(filterType) });
    expect(data).toEqual({
      _id: expect.stringMatching(UUID_RE),
      active: true,
      createdAt: expect.stringMatching(ISO_RE),
      updatedAt: expect.stringMatching(ISO_RE),
      value: `Valor ${filterType}`,
      filterType: typeOf(filterType),
    });
  });

  it.each([
    ['missing', () => undefined, v.required],
    ['empty', () => '', v.required],
    ["a type's value instead of its _id", () => 'region', v.invalidId],
    ["a type's label", () => 'Región', v.invalidId],
  ])('filterType %s → 400, nothing stored', async (_label, filterType, msg) => {
    const res = await post({ value: 'Norte', filterType: filterType() });
    expectError(res, 400, es.api.validation);
    expect(res.body.errors?.[0]).toEqual({ path: 'filterType', msg: expect.any(String) });
    if (msg === v.invalidId) expect(res.body.errors?.[0]?.msg).not.toBe(v.required);
    await expectRefused(t, () => post({ value: 'Norte', filterType: filterType() }), 400, es.api.validation);
  });

  it('filterType the _id of no type → 400 with the reference message, nothing stored', async () => {
    await expectRefused(t, () => post({ value: 'Norte', filterType: randomUUID() }), 400, es.api.validation, fieldError('filterType', es.api.referenceNotFound));
  });

  const { refused, accepted } = textEdges(2, 40);
  it.each(refused.map((c) => [c.label, c] as const))('value %s → 400, nothing stored', async (_label, c) => {
    await expectRefused(t, () => post({ value: c.value, filterType: idOf('region') }), 400, es.api.validation, fieldError('value', c.msg));
  });
  it('value of 2 and 40 characters → 201', async () => {
    for (const value of accepted) expect((await create({ value })).value).toBe(value);
  });
});

describe('edit, deactivate, reactivate', () => {
  it('edit with a reason: 202 and a history row; refused edits change nothing', async () => {
    const filter = await create({ value: 'Centro', filterType: idOf('region') });
    const url = `/api/filters/${filter._id}`;
    const data = expectOk<Rec>(await put(url, { value: 'Bajío', filterType: idOf('theme'), ...reason('Renombrar') }), 202, es.api.updated);
    expect([data.value, data.filterType]).toEqual(['Bajío', typeOf('theme')]);
    expect((await historyOf(t, filter._id)).at(-1)).toMatchObject({
      cause: 'edit',
      description: 'Renombrar',
      changes: [
        { field: 'value', from: 'Centro', to: 'Bajío' },
        { field: 'filterType', from: expect.anything(), to: expect.anything() },
      ],
    });
    await expectRefused(t, () => put(url, { value: 'x'.repeat(41), ...reason('Largo') }), 400, es.api.validation, fieldError('value', v.max(40)));
    await expectRefused(t, () => put(url, { value: 'x', ...reason('Corto') }), 400, es.api.validation, fieldError('value', v.min(2)));
    await expectRefused(t, () => put(url, { filterType: randomUUID(), ...reason('Tipo') }), 400, es.api.validation, fieldError('filterType', es.api.referenceNotFound));
    await expectRefused(t, () => put(url, { value: 'Sin motivo' }), 400, es.api.validation, fieldError('historical', v.reasonRequired));
  });

  it('deactivate and reactivate with a reason; each writes its history row', async () => {
    const filter = await create({ value: 'Jóvenes', filterType: idOf('audience') });
    const off = await put(`/api/filters/${filter._id}/deactivate`, reason('No se usa'));
    expect(expectOk<Rec>(off, 202, es.api.deactivated).active).toBe(false);
    await expectRefused(t, () => put(`/api/filters/${filter._id}/reactivate`, reason(' ')), 400, es.api.validation, fieldError('historical.description', v.reasonRequired));
    const on = await put(`/api/filters/${filter._id}/reactivate`, reason('Se usa otra vez'));
    expect(expectOk<Rec>(on, 202, es.api.activated).active).toBe(true);
    expect((await historyOf(t, filter._id)).map((h) => [h.cause, h.description])).toEqual([
      ['create', ''],
      ['deactivate', 'No se usa'],
      ['activate', 'Se usa otra vez'],
    ]);
  });
});

describe('lists', () => {
  it('detail, the paged list filtered by ?filterType=, /all and /totals', async () => {
    const north = await create({ value: 'Norte del país', filterType: idOf('region') });
    const south = await create({ value: 'Sur del país', filterType: idOf('region') });
    await create({ value: 'Agua potable', filterType: idOf('theme') });
    expectOk(await put(`/api/filters/${south._id}/deactivate`, reason('Fuera')), 202, es.api.deactivated);
    expect(await get(`/api/filters/${north._id}`, es.api.ok)).toEqual(north);
    const regions = await get<PageOf<Rec>>(`/api/filters?filterType=${idOf('region')}&sort=value`);
    expect(regions.docs.every((d) => (d.filterType as Rec)._id === idOf('region'))).toBe(true);
    expect(regions.docs.map((d) => d.value)).toEqual(expect.arrayContaining(['Norte del país', 'Sur del país']));
    const [row] = await t.database.sql<{ n: number }[]>`select count(*)::int as n from filters where filter_type_id = ${idOf('region')}`;
    expect(regions.totalDocs).toBe(row!.n);
    const activeRegions = await get<Rec[]>(`/api/filters/all?filterType=${idOf('region')}`);
    expect(activeRegions.map((d) => d._id)).toContain(north._id);
    expect(activeRegions.map((d) => d._id)).not.toContain(south._id);
    const totals = await get<{ total: number; active: number; innactive: number }>(`/api/filters/totals?filterType=${idOf('region')}`, es.api.ok);
    expect(totals).toEqual({ total: row!.n, active: row!.n - 1, innactive: 1 });
    const byValue = await call(t, { method: 'GET', url: '/api/filters?filterType=region', token });
    expectError(byValue, 400, es.api.validation);
    expect(byValue.body.errors?.map((e) => e.path)).toEqual(['filterType']);
    expect((await get<PageOf<Rec>>('/api/filters?search=pais')).docs.map((d) => d.value).sort()).toEqual(['Norte del país', 'Sur del país']);
  });
});
