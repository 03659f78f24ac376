/** Companies: paged list with counters and search, /all, and the sector and business-type filters. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk, sleep } from '../helpers/expect.ts';
import { createCatalogue, fieldError, png, reason, sendForm, type FileInput, type PageOf, type Rec } from '../helpers/resources.ts';

let t: TestApp;
let token: string;
let energy: string;
let water: string;
let local: string;
let national: string;
/** By name: Alfa (energy, local), Bravo (water, national, inactive), Charlie (energy, national), Delta (water, local). */
const made: Record<string, Rec> = {};

const get = async <T>(url: string, message: string = es.api.list) => expectOk<T>(await call(t, { method: 'GET', url, token }), 200, message);
const names = (docs: Rec[]) => docs.map((d) => d.name);

beforeAll(async () => {
  t = await startTestApp();
  token = await loginAsSuper(t);
  energy = await createCatalogue(t, token, 'sectors', 'Energía');
  water = await createCatalogue(t, token, 'sectors', 'Agua');
  local = await createCatalogue(t, token, 'business-types', 'Local');
  national = await createCatalogue(t, token, 'business-types', 'Nacional');
  const image: FileInput = await png();
  const plan: [string, string, string, string][] = [
    ['Charlie Renovables', energy, national, 'Parques eólicos en Oaxaca'],
    ['Alfa Solar', energy, local, 'Paneles para pymes'],
    ['Delta Hídrica', water, local, 'Tratamiento de agua residual'],
    ['Bravo Pozos', water, national, 'Perforación sustentable'],
  ];
  for (const [name, sector, businessType, description] of plan) {
    const res = await sendForm(t, token, 'POST', '/api/companies', {
      name,
      description,
      sector,
      businessType,
      country: 'México',
      state: 'Jalisco',
      city: 'Zapopan',
    }, { image });
    made[name.split(' ')[0]!] = expectOk<Rec>(res, 201, es.api.saved);
    // The default order is by creation time: keep the four apart.
    await sleep(3);
  }
  const off = await call(t, { method: 'PUT', url: `/api/companies/${made.Bravo!._id}/deactivate`, token, payload: reason('Cerró') });
  expectOk(off, 202, es.api.deactivated);
  made.Bravo = off.body.data as Rec;
});
afterAll(() => t?.close());

describe('GET /api/companies', () => {
  it('pages newest first with every status by default; list records equal the detail', async () => {
    const page = await get<PageOf<Rec>>('/api/companies');
    expect(names(page.docs)).toEqual(['Bravo Pozos', 'Delta Hídrica', 'Alfa Solar', 'Charlie Renovables']);
    expect({ ...page, docs: undefined }).toEqual({
      docs: undefined,
      totalDocs: 4,
      limit: 10,
      page: 1,
      totalPages: 1,
      hasNextPage: false,
      nextPage: null,
      hasPrevPage: false,
      prevPage: null,
    });
    expect(page.docs.find((d) => d.name === 'Alfa Solar')).toEqual(await get(`/api/companies/${made.Alfa!._id}`, es.api.ok));
    const second = await get<PageOf<Rec>>('/api/companies?limit=3&page=2&sort=name');
    expect([names(second.docs), second.totalPages, second.prevPage]).toEqual([['Delta Hídrica'], 2, 1]);
  });

  it('search is case- and accent-insensitive over name and description', async () => {
    expect(names((await get<PageOf<Rec>>('/api/companies?search=HIDRICA')).docs)).toEqual(['Delta Hídrica']);
    expect(names((await get<PageOf<Rec>>('/api/companies?search=eolicos')).docs)).toEqual(['Charlie Renovables']);
    expect((await get<PageOf<Rec>>('/api/companies?search=nadie-se-llama-asi')).totalDocs).toBe(0);
  });

  it('?sector= and ?businessType= filter, alone and together; empty values are ignored', async () => {
    const list = async (query: string) => names((await get<PageOf<Rec>>(`/api/companies?sort=name&${query}`)).docs);
    expect(await list(`sector=${energy}`)).toEqual(['Alfa Solar', 'Charlie Renovables']);
    expect(await list(`sector=${water}`)).toEqual(['Bravo Pozos', 'Delta Hídrica']);
    expect(await list(`businessType=${national}`)).toEqual(['Bravo Pozos', 'Charlie Renovables']);
    expect(await list(`businessType=${local}&sector=${water}`)).toEqual(['Delta Hídrica']);
    expect(await list(`sector=${water}&active=true`)).toEqual(['Delta Hídrica']);
    expect(await list(`sector=${randomUUID()}`)).toEqual([]);
    expect(await list('sector=&businessType=')).toHaveLength(4);
  });

  it('a malformed filter id → 400', async () => {
    expectError(await call(t, { method: 'GET', url: '/api/companies?sector=abc', token }), 400, es.api.validation, fieldError('sector', es.validation.invalidId));
    expectError(await call(t, { method: 'GET', url: '/api/companies/all?businessType=1', token }), 400, es.api.validation, fieldError('businessType', es.validation.invalidId));
  });

  it('counters: /totals { total, active, innactive }, also per filter', async () => {
    expect(await get('/api/companies/totals', es.api.ok)).toEqual({ total: 4, active: 3, innactive: 1 });
    expect(await get(`/api/companies/totals?sector=${water}`, es.api.ok)).toEqual({ total: 2, active: 1, innactive: 1 });
    expect(await get('/api/companies/totals?search=solar', es.api.ok)).toEqual({ total: 1, active: 1, innactive: 0 });
  });
});

describe('GET /api/companies/all', () => {
  it('the active companies by name, populated like the detail; active=false and active=all', async () => {
    const all = await get<Rec[]>('/api/companies/all');
    expect(names(all)).toEqual(['Alfa Solar', 'Charlie Renovables', 'Delta Hídrica']);
    expect(all[0]).toEqual(made.Alfa);
    expect(all[0]!.sector).toEqual({ _id: energy, name: 'Energía' });
    expect(names(await get<Rec[]>('/api/companies/all?active=false'))).toEqual(['Bravo Pozos']);
    expect(names(await get<Rec[]>('/api/companies/all?active=all'))).toHaveLength(4);
    expect(names(await get<Rec[]>(`/api/companies/all?sector=${energy}`))).toEqual(['Alfa Solar', 'Charlie Renovables']);
    expect(names(await get<Rec[]>(`/api/companies/all?businessType=${local}`))).toEqual(['Alfa Solar', 'Delta Hídrica']);
  });
});
