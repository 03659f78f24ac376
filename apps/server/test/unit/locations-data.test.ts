import { getCitiesOfState, getCountries, getStatesOfCountry } from '@countrystatecity/countries';
import { describe, expect, it } from 'vitest';
import { LOCATION_NAME_MAX, stateParam } from '@app/domain/core/locations';
import {
  findCountry,
  findState,
  foldName,
  hasCity,
  listCities,
  listCountries,
  listStates,
  spanishCountryName,
} from '../../src/lib/locations/data.ts';

const collator = new Intl.Collator('es');
const isSorted = (names: string[]) => names.every((name, i) => i === 0 || collator.compare(names[i - 1]!, name) <= 0);

describe('country names and codes', () => {
  it('names countries in Spanish with their ISO2 and ISO3 codes', () => {
    const countries = listCountries();
    const byIso2 = new Map(countries.map((c) => [c.Iso2, c]));
    expect(byIso2.get('MX')).toEqual({ name: 'México', Iso2: 'MX', Iso3: 'MEX' });
    expect(byIso2.get('US')).toEqual({ name: 'Estados Unidos', Iso2: 'US', Iso3: 'USA' });
    expect(byIso2.get('ES')).toEqual({ name: 'España', Iso2: 'ES', Iso3: 'ESP' });
    expect(byIso2.get('BR')).toEqual({ name: 'Brasil', Iso2: 'BR', Iso3: 'BRA' });
    expect(byIso2.get('DE')).toEqual({ name: 'Alemania', Iso2: 'DE', Iso3: 'DEU' });
  });

  it('lists every country of the data once, with well-formed codes and unique names, in Spanish order', async () => {
    const countries = listCountries();
    expect(countries.length).toBe((await getCountries()).length);
    expect(countries.length).toBeGreaterThanOrEqual(240);
    for (const c of countries) {
      expect(c.Iso2).toMatch(/^[A-Z]{2}$/);
      expect(c.Iso3).toMatch(/^[A-Z]{3}$/);
      expect(c.name).not.toBe(c.Iso2);
      expect(c.name.length).toBeLessThanOrEqual(LOCATION_NAME_MAX);
    }
    expect(new Set(countries.map((c) => c.name)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.Iso2)).size).toBe(countries.length);
    expect(isSorted(countries.map((c) => c.name))).toBe(true);
    // Spanish collation: Ñ after N, accents not at the end.
    const names = countries.map((c) => c.name);
    expect(names.indexOf('Islandia')).toBeLessThan(names.indexOf('Italia'));
    expect(names.indexOf('Nigeria')).toBeLessThan(names.indexOf('Noruega'));
  });

  it('falls back to the data name when ICU has no Spanish name', () => {
    expect(spanishCountryName('MX', 'Mexico')).toBe('México');
    expect(spanishCountryName('ZZZ', 'Nowhere')).toBe('Nowhere');
  });

  it('finds a country by Spanish name, ISO2 or ISO3 in any case, without accents, or by the English name', () => {
    for (const q of ['México', 'MX', 'mx', 'MEX', 'mexico', '  MÉXICO ', 'Mexico']) expect(findCountry(q)?.Iso2, q).toBe('MX');
    expect(findCountry('Spain')?.name).toBe('España');
    expect(findCountry('estados unidos')?.Iso2).toBe('US');
    expect(findCountry('United States')?.Iso2).toBe('US');
    for (const q of ['', '   ', 'Atlantida', 'XX', 'México, D.F.']) expect(findCountry(q), q).toBeUndefined();
  });

  it('folds case, accents and spacing', () => {
    expect(foldName('  Nuevo   LEÓN ')).toBe('nuevo leon');
    expect(foldName('Querétaro')).toBe(foldName('queretaro'));
  });
});

describe('states and cities', () => {
  it('has the 32 states of México with their bundled names', () => {
    const states = listStates('MX');
    expect(states).toHaveLength(32);
    const names = states.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Jalisco', 'Nuevo León', 'Ciudad de México', 'Estado de México', 'Yucatán']));
    expect(states.find((s) => s.name === 'Jalisco')).toEqual({ name: 'Jalisco', isoCode: 'JAL' });
    expect(isSorted(names)).toBe(true);
  });

  it('finds a state by name, code, or name without accents or case', () => {
    for (const q of ['Nuevo León', 'NLE', 'nle', 'nuevo leon', 'NUEVO LEÓN']) expect(findState('MX', q)?.item.name, q).toBe('Nuevo León');
    expect(findState('MX', 'Texas')).toBeUndefined();
    expect(findState('MX', '')).toBeUndefined();
  });

  it('lists the cities of a state once each, in Spanish order', () => {
    const jalisco = findState('MX', 'Jalisco')!;
    const names = listCities('MX', jalisco).map((c) => c.name);
    expect(names).toContain('Guadalajara');
    expect(names).toContain('Zapopan');
    expect(new Set(names).size).toBe(names.length);
    expect(isSorted(names)).toBe(true);
    expect(hasCity('MX', jalisco, 'Guadalajara')).toBe(true);
    expect(hasCity('MX', jalisco, 'Monterrey')).toBe(false);
    // Cached: the same array on the second call.
    expect(listCities('MX', jalisco)).toBe(listCities('MX', jalisco));
  });

  it('answers no states for a country whose data has none', () => {
    const vatican = findCountry('VA')!;
    expect(vatican.name).toBe('Ciudad del Vaticano');
    expect(listStates('VA')).toEqual([]);
  });

  it('lists a state name that the data repeats once, with the cities of every entry behind it', () => {
    const names = listStates('ES').map((s) => s.name);
    expect(names.filter((n) => n === 'Cantabria')).toHaveLength(1);
    const cantabria = findState('ES', 'Cantabria')!;
    expect(cantabria.codes.sort()).toEqual(['CB', 'S']);
    expect(findState('ES', 'CB')).toBe(cantabria);
    expect(listCities('ES', cantabria).map((c) => c.name)).toContain('Santander');
  });

  it('agrees with the package API for the countries the product uses most', async () => {
    for (const iso2 of ['MX', 'US', 'ES', 'CO', 'AR']) {
      const raw = await getStatesOfCountry(iso2);
      expect(new Set(listStates(iso2).map((s) => s.name))).toEqual(new Set(raw.map((s) => s.name.trim())));
      for (const state of raw.slice(0, 8)) {
        const expected = new Set((await getCitiesOfState(iso2, state.iso2)).map((c) => c.name.trim()));
        const entry = findState(iso2, state.iso2)!;
        const ours = new Set(listCities(iso2, entry).map((c) => c.name));
        for (const name of expected) expect(ours.has(name), `${iso2}/${state.name}/${name}`).toBe(true);
      }
    }
  });

  it('accepts every bundled name within the parameter limit', () => {
    for (const c of listCountries().slice(0, 60)) {
      for (const s of listStates(c.Iso2)) {
        expect(stateParam.safeParse(s.name).success).toBe(true);
        for (const city of listCities(c.Iso2, findState(c.Iso2, s.name)!)) {
          expect(city.name.length).toBeLessThanOrEqual(LOCATION_NAME_MAX);
        }
      }
    }
  });
});
