import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ICity, ICountry, IState } from '@countrystatecity/countries';
import type { CityItem, CountryItem, StateItem } from '@app/domain/core/locations';

// Bundled @countrystatecity/countries data (ODbL-1.0); each file is read once, synchronously, when first needed.

const require = createRequire(import.meta.url);
const DATA_DIR = dirname(require.resolve('@countrystatecity/countries/data/countries.json'));

const collator = new Intl.Collator('es');
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);

export function foldName(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es').replace(/\s+/g, ' ').trim();
}

function readJson<T>(...parts: string[]): T {
  return JSON.parse(readFileSync(join(DATA_DIR, ...parts), 'utf8')) as T;
}

function foldersByCode(...parts: string[]): Map<string, string> {
  const folders = new Map<string, string>();
  for (const entry of readdirSync(join(DATA_DIR, ...parts), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const code = entry.name.slice(entry.name.lastIndexOf('-') + 1);
    if (code) folders.set(code, entry.name);
  }
  return folders;
}

const regionNames = new Intl.DisplayNames(['es'], { type: 'region', fallback: 'none' });

export function spanishCountryName(iso2: string, fallback: string): string {
  let name: string | undefined;
  try {
    name = regionNames.of(iso2);
  } catch {
    name = undefined;
  }
  return name && name !== iso2 ? name : fallback;
}

interface CountryEntry {
  item: CountryItem;
  folder: string | null;
}

interface CountryIndex {
  list: readonly CountryItem[];
  byName: Map<string, CountryEntry>;
  byIso2: Map<string, CountryEntry>;
  byIso3: Map<string, CountryEntry>;
  byFolded: Map<string, CountryEntry | null>;
}

export interface StateEntry {
  item: StateItem;
  codes: string[];
}

interface StateIndex {
  list: readonly StateItem[];
  byName: Map<string, StateEntry>;
  byCode: Map<string, StateEntry>;
  byCodeUpper: Map<string, StateEntry | null>;
  byFolded: Map<string, StateEntry | null>;
  folders: Map<string, string>;
}

interface CityIndex {
  list: readonly CityItem[];
  names: Set<string>;
}

function addUnique<K, V>(map: Map<K, V | null>, key: K, value: V) {
  const seen = map.get(key);
  if (seen === undefined) map.set(key, value);
  else if (seen !== value) map.set(key, null);
}

let countries: CountryIndex | null = null;
const states = new Map<string, StateIndex>();
const cities = new Map<string, CityIndex>();

function countryIndex(): CountryIndex {
  if (countries) return countries;
  const folders = foldersByCode();
  const index: CountryIndex = { list: [], byName: new Map(), byIso2: new Map(), byIso3: new Map(), byFolded: new Map() };
  const entries: CountryEntry[] = [];
  for (const raw of readJson<ICountry[]>('countries.json')) {
    const item: CountryItem = Object.freeze({
      name: spanishCountryName(raw.iso2, raw.name),
      Iso2: raw.iso2,
      Iso3: raw.iso3,
    });
    const entry: CountryEntry = { item, folder: folders.get(raw.iso2) ?? null };
    entries.push(entry);
    index.byName.set(item.name, entry);
    index.byIso2.set(item.Iso2, entry);
    index.byIso3.set(item.Iso3, entry);
    addUnique(index.byFolded, foldName(item.name), entry);
    addUnique(index.byFolded, foldName(raw.name), entry);
  }
  index.list = Object.freeze(entries.map((e) => e.item).sort(byName));
  countries = index;
  return index;
}

export function listCountries(): readonly CountryItem[] {
  return countryIndex().list;
}

export function findCountry(value: string): CountryItem | undefined {
  const index = countryIndex();
  const query = value.trim();
  if (!query) return undefined;
  const entry =
    index.byName.get(query) ??
    (query.length === 2 ? index.byIso2.get(query.toUpperCase()) : undefined) ??
    (query.length === 3 ? index.byIso3.get(query.toUpperCase()) : undefined) ??
    index.byFolded.get(foldName(query)) ??
    undefined;
  return entry?.item;
}

export function countryByExactName(name: string): CountryItem | undefined {
  return countryIndex().byName.get(name)?.item;
}

function stateIndex(iso2: string): StateIndex {
  const cached = states.get(iso2);
  if (cached) return cached;
  const country = countryIndex().byIso2.get(iso2);
  if (!country) throw new Error(`Unknown country code ${iso2}`);
  const index: StateIndex = {
    list: [],
    byName: new Map(),
    byCode: new Map(),
    byCodeUpper: new Map(),
    byFolded: new Map(),
    folders: new Map(),
  };
  if (country.folder) {
    index.folders = foldersByCode(country.folder);
    const entries: StateEntry[] = [];
    for (const raw of readJson<IState[]>(country.folder, 'states.json')) {
      const name = raw.name.trim();
      let entry = index.byName.get(name);
      if (entry) {
        // A second entry with the same name: the one with cities is the one listed.
        if (!index.folders.has(entry.item.isoCode) && index.folders.has(raw.iso2)) {
          entry.item = Object.freeze({ name, isoCode: raw.iso2 });
          entry.codes.unshift(raw.iso2);
        } else {
          entry.codes.push(raw.iso2);
        }
      } else {
        entry = { item: Object.freeze({ name, isoCode: raw.iso2 }), codes: [raw.iso2] };
        entries.push(entry);
        index.byName.set(name, entry);
        addUnique(index.byFolded, foldName(name), entry);
      }
      index.byCode.set(raw.iso2, entry);
      addUnique(index.byCodeUpper, raw.iso2.toUpperCase(), entry);
    }
    index.list = Object.freeze(entries.map((e) => e.item).sort(byName));
  }
  states.set(iso2, index);
  return index;
}

export function listStates(iso2: string): readonly StateItem[] {
  return stateIndex(iso2).list;
}

export function findState(iso2: string, value: string): StateEntry | undefined {
  const index = stateIndex(iso2);
  const query = value.trim();
  if (!query) return undefined;
  return (
    index.byName.get(query) ??
    index.byCode.get(query) ??
    index.byFolded.get(foldName(query)) ??
    index.byCodeUpper.get(query.toUpperCase()) ??
    undefined
  );
}

export function stateByExactName(iso2: string, name: string): StateEntry | undefined {
  return stateIndex(iso2).byName.get(name);
}

function cityIndex(iso2: string, state: StateEntry): CityIndex {
  const key = `${iso2}\u0000${state.item.name}`;
  const cached = cities.get(key);
  if (cached) return cached;
  const index = stateIndex(iso2);
  const countryFolder = countryIndex().byIso2.get(iso2)?.folder;
  const names = new Set<string>();
  for (const code of state.codes) {
    const folder = index.folders.get(code);
    if (!countryFolder || !folder) continue;
    for (const city of readJson<ICity[]>(countryFolder, folder, 'cities.json')) names.add(city.name.trim());
  }
  const list = Object.freeze([...names].sort(collator.compare).map((name) => Object.freeze({ name })));
  const built: CityIndex = { list, names };
  cities.set(key, built);
  return built;
}

export function listCities(iso2: string, state: StateEntry): readonly CityItem[] {
  return cityIndex(iso2, state).list;
}

export function hasCity(iso2: string, state: StateEntry, name: string): boolean {
  return cityIndex(iso2, state).names.has(name);
}
