import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityItem, CountryItem, StateItem } from '@app/domain/core/locations';
import { es } from '@app/domain/messages/es';
import { call, createAdmin, login, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectError, expectOk } from '../helpers/expect.ts';

const m = es.locations;
const v = es.validation;

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, await loginAsSuper(t));
});
afterAll(() => t?.close());

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('GET /api/locations/countries', () => {
  it('lists every country with its Spanish name, Iso2 and Iso3, in Spanish order', async () => {
    const countries = expectOk<CountryItem[]>(await api.get('/api/locations/countries'), 200, m.countries);
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries).toContainEqual({ name: 'México', Iso2: 'MX', Iso3: 'MEX' });
    expect(countries).toContainEqual({ name: 'Estados Unidos', Iso2: 'US', Iso3: 'USA' });
    expect(countries).toContainEqual({ name: 'España', Iso2: 'ES', Iso3: 'ESP' });
    expect(countries).toContainEqual({ name: 'Brasil', Iso2: 'BR', Iso3: 'BRA' });
    expect(countries.find((c) => c.name === 'Mexico')).toBeUndefined();
    for (const c of countries) expect(Object.keys(c).sort()).toEqual(['Iso2', 'Iso3', 'name']);
    const names = countries.map((c) => c.name);
    const collator = new Intl.Collator('es');
    expect([...names].sort(collator.compare)).toEqual(names);
  });

  it('answers 401 without a token and serves any signed-in admin, whatever their permissions', async () => {
    const anonymous = client(t);
    for (const res of [
      await anonymous.get('/api/locations/countries'),
      await anonymous.get(`/api/locations/states?${q({ country: 'México' })}`),
      await anonymous.post('/api/locations/states', { country: 'México' }),
      await anonymous.get(`/api/locations/cities?${q({ country: 'México', state: 'Jalisco' })}`),
      await anonymous.post('/api/locations/cities', { country: 'México', state: 'Jalisco' }),
    ]) {
      expectError(res, 401, es.api.unauthorized);
    }
    const admin = await createAdmin(t, { role: 2 });
    const token = await login(t, admin.email, admin.password);
    expect((await call(t, { method: 'GET', url: '/api/locations/countries', token })).status).toBe(200);
  });
});

describe('states', () => {
  it('lists the 32 states of México by Spanish name or Iso2, GET or POST', async () => {
    const byName = expectOk<StateItem[]>(await api.get(`/api/locations/states?${q({ country: 'México' })}`), 200, m.states);
    expect(byName).toHaveLength(32);
    expect(byName).toContainEqual({ name: 'Jalisco', isoCode: 'JAL' });
    expect(byName).toContainEqual({ name: 'Nuevo León', isoCode: 'NLE' });
    expect(byName).toContainEqual({ name: 'Ciudad de México', isoCode: 'CMX' });
    for (const s of byName) expect(Object.keys(s).sort()).toEqual(['isoCode', 'name']);

    expect(expectOk(await api.get('/api/locations/states?country=MX'), 200, m.states)).toEqual(byName);
    expect(expectOk(await api.post('/api/locations/states', { country: 'México' }), 200, m.states)).toEqual(byName);
    expect(expectOk(await api.post('/api/locations/states', { country: 'MX' }), 200, m.states)).toEqual(byName);
  });

  it('answers an empty list for a country with no states', async () => {
    expect(expectOk(await api.get(`/api/locations/states?${q({ country: 'Ciudad del Vaticano' })}`), 200, m.states)).toEqual([]);
  });

  it('answers 404 País no encontrado for an unknown country', async () => {
    expect(m.countryNotFound).toBe('País no encontrado');
    expectError(await api.get(`/api/locations/states?${q({ country: 'Atlántida' })}`), 404, m.countryNotFound);
    expectError(await api.get('/api/locations/states?country=XX'), 404, m.countryNotFound);
    expectError(await api.post('/api/locations/states', { country: 'Narnia' }), 404, m.countryNotFound);
  });

  it('answers 400 with field errors for a missing, blank, oversized or malformed country', async () => {
    const required = [{ path: 'country', msg: m.countryRequired }];
    expectError(await api.get('/api/locations/states'), 400, es.api.validation, required);
    expectError(await api.get('/api/locations/states?country='), 400, es.api.validation, required);
    expectError(await api.get('/api/locations/states?country=%20%20'), 400, es.api.validation, required);
    expectError(await api.post('/api/locations/states', {}), 400, es.api.validation, required);
    expectError(await api.post('/api/locations/states', { country: '' }), 400, es.api.validation, required);
    expectError(await api.post('/api/locations/states', { country: 52 }), 400, es.api.validation, required);
    expectError(await api.get(`/api/locations/states?${q({ country: 'a'.repeat(101) })}`), 400, es.api.validation, [
      { path: 'country', msg: v.max(100) },
    ]);
    expectError(await api.post('/api/locations/states', { country: 'Mé\u0000xico' }), 400, es.api.validation, [
      { path: 'country', msg: v.nul },
    ]);
    const noBody = await api.post('/api/locations/states');
    expect(noBody.status).toBe(400);
    expect(noBody.body.code).toBe(400);
  });
});

describe('cities', () => {
  it('lists the cities of Jalisco by names or codes, GET or POST', async () => {
    const cities = expectOk<CityItem[]>(
      await api.get(`/api/locations/cities?${q({ country: 'México', state: 'Jalisco' })}`),
      200,
      m.cities,
    );
    expect(cities).toContainEqual({ name: 'Guadalajara' });
    expect(cities).toContainEqual({ name: 'Zapopan' });
    for (const c of cities) expect(Object.keys(c)).toEqual(['name']);
    expect(new Set(cities.map((c) => c.name)).size).toBe(cities.length);

    expect(expectOk(await api.get('/api/locations/cities?country=MX&state=JAL'), 200, m.cities)).toEqual(cities);
    expect(expectOk(await api.post('/api/locations/cities', { country: 'México', state: 'Jalisco' }), 200, m.cities)).toEqual(
      cities,
    );
    expect(expectOk(await api.post('/api/locations/cities', { country: 'MX', state: 'JAL' }), 200, m.cities)).toEqual(cities);
  });

  it('lists the cities of Nuevo León and Ciudad de México', async () => {
    const nl = expectOk<CityItem[]>(await api.post('/api/locations/cities', { country: 'México', state: 'Nuevo León' }), 200, m.cities);
    expect(nl).toContainEqual({ name: 'Monterrey' });
    const cdmx = expectOk<CityItem[]>(
      await api.post('/api/locations/cities', { country: 'México', state: 'Ciudad de México' }),
      200,
      m.cities,
    );
    expect(cdmx.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown country or a state of another country', async () => {
    expectError(await api.post('/api/locations/cities', { country: 'Atlántida', state: 'Jalisco' }), 404, m.countryNotFound);
    expect(m.stateNotFound).toBe('Estado no encontrado');
    expectError(await api.post('/api/locations/cities', { country: 'México', state: 'Texas' }), 404, m.stateNotFound);
    expectError(await api.get(`/api/locations/cities?${q({ country: 'España', state: 'Jalisco' })}`), 404, m.stateNotFound);
  });

  it('answers 400 with field errors for missing, blank or oversized parameters', async () => {
    expectError(await api.get('/api/locations/cities'), 400, es.api.validation, [
      { path: 'country', msg: m.countryRequired },
      { path: 'state', msg: m.stateRequired },
    ]);
    expectError(await api.get(`/api/locations/cities?${q({ country: 'México' })}`), 400, es.api.validation, [
      { path: 'state', msg: m.stateRequired },
    ]);
    expectError(await api.post('/api/locations/cities', { country: 'México', state: ' ' }), 400, es.api.validation, [
      { path: 'state', msg: m.stateRequired },
    ]);
    expectError(await api.post('/api/locations/cities', { country: 'México', state: 'J'.repeat(101) }), 400, es.api.validation, [
      { path: 'state', msg: v.max(100) },
    ]);
  });
});

describe('OpenAPI', () => {
  it('documents the location calls from the same schemas', async () => {
    const res = await call(t, { method: 'GET', url: '/api/docs/json' });
    expect(res.status).toBe(200);
    const paths = (res.body as unknown as { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> })
      .paths;
    expect(Object.keys(paths['/api/locations/states']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/locations/cities']!).sort()).toEqual(['get', 'post']);
    expect(paths['/api/locations/countries']!.get).toBeDefined();
    const params = paths['/api/locations/cities']!.get!.parameters!.map((p) => `${p.in}:${p.name}`);
    expect(params.sort()).toEqual(['query:country', 'query:state']);
  });
});
