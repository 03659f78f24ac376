import { randomBytes, randomUUID } from 'node:crypto';
import { count, getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '@app/domain/core/define-resource';
import type { TextField } from '@app/domain/core/fields';
import type { Page } from '@app/domain/core/page';
import { es } from '@app/domain/messages/es';
import { resources } from '@app/domain/resources/registry';
import { resourceStores } from '../../src/modules/index.ts';
import { loginAsSuper, startTestApp, SUPER_EMAIL, type TestApp } from '../helpers/app.ts';
import {
  client,
  databaseState,
  expectError,
  expectOk,
  historyOf,
  ISO_RE,
  UUID_RE,
  type FieldErrorShape,
} from '../helpers/expect.ts';

type Rec = Record<string, unknown> & { _id: string; active: boolean; createdAt: string; updatedAt: string };
type PageOf<T> = Page<T>;

const v = es.validation;
const COMPANY = 'Pacto Global México';
const THUMBNAIL = '/uploads/admins/super.png';

let t: TestApp;
let token: string;
let superId: string;

beforeAll(async () => {
  t = await startTestApp();
  // The author of every history row below: populated with name, lastName, thumbnail and company.
  await t.database.sql`update admins set company = ${COMPANY}, thumbnail = ${THUMBNAIL} where email = ${SUPER_EMAIL}`;
  token = await loginAsSuper(t);
  superId = (await t.database.sql<{ id: string }[]>`select id from admins where email = ${SUPER_EMAIL}`)[0]!.id;
});
afterAll(() => t?.close());

const tag = () => randomBytes(4).toString('hex');

/** A value for `field` of exactly `length` characters (accented letters count as one). */
const ofLength = (length: number, char = 'a') => char.repeat(length);

/** `text` cut or padded into the field's limits. */
function fit(field: TextField, text: string): string {
  let value = text;
  if (field.max !== undefined && value.length > field.max) value = value.slice(0, field.max).trim() || 'X';
  if (field.min !== undefined && value.length < field.min) value = value.padEnd(field.min, 'x');
  return value;
}

function textFields(def: Resource): [string, TextField & { min: number; max: number }][] {
  return Object.entries(def.fields).map(([name, field]) => {
    if (!isText(field) || field.min === undefined || field.max === undefined) throw new Error(`${def.module}.${name} sin límites`);
    return [name, field as TextField & { min: number; max: number }];
  });
}

const isText = (field: Resource['fields'][string]): field is TextField => field.kind === 'text' || field.kind === 'textarea';

/** The name + description catalogues: every field is plain text (the modules with files and references have their own suites). */
// Read-only reference data (the filter types) has no form to walk.
const textCatalogues = resources.filter((def) => def.operations.create && Object.values(def.fields).every(isText));

/** A valid body: every field filled, with `overrides` on top. */
function validBody(def: Resource, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = tag();
  return {
    ...Object.fromEntries(textFields(def).map(([name, field]) => [name, fit(field, `${field.label} ${id}`)])),
    ...overrides,
  };
}

const reason = (description: string) => ({ historical: { description } });

describe.each(textCatalogues.map((def, i) => [def.module, def, i] as const))('%s', (_module, def, i) => {
  // One client address per resource keeps each under the app's general ceiling of requests per minute.
  let api: ReturnType<typeof client>;
  beforeAll(() => {
    api = client(t, token, { remoteAddress: `10.20.${i}.1` });
  });
  const base = `/api/${def.apiPath}`;
  const table = resourceStores[def.module]!.table;
  const tableName = getTableName(table);
  const fields = textFields(def);
  const fieldNames = fields.map(([name]) => name);

  const rowCount = async () => (await t.database.db.select({ n: count() }).from(table))[0]!.n;
  const dbRow = async (id: string) => {
    const [row] = await t.database.sql<Record<string, unknown>[]>`select * from ${t.database.sql(tableName)} where id = ${id}`;
    return row;
  };

  async function create(overrides: Record<string, unknown> = {}): Promise<Rec> {
    return expectOk<Rec>(await api.post(base, validBody(def, overrides)), 201, es.api.saved);
  }
  const deactivate = (id: string, text = 'Ya no se usa') => api.put(`${base}/${id}/deactivate`, reason(text));
  const reactivate = (id: string, text = 'Se usa de nuevo') => api.put(`${base}/${id}/reactivate`, reason(text));

  describe('create', () => {
    it("201 'Registro guardado' with the record: _id, active, createdAt, updatedAt and the fields", async () => {
      const body = validBody(def);
      const before = await rowCount();
      const res = await api.post(base, body);
      const data = expectOk<Rec>(res, 201, es.api.saved);
      expect(Object.keys(data).sort()).toEqual(['_id', 'active', 'createdAt', 'updatedAt', ...fieldNames].sort());
      expect(data).toEqual({
        _id: expect.stringMatching(UUID_RE),
        active: true,
        createdAt: expect.stringMatching(ISO_RE),
        updatedAt: expect.stringMatching(ISO_RE),
        ...body,
      });
      expect(await rowCount()).toBe(before + 1);
      const row = await dbRow(data._id);
      for (const name of fieldNames) expect(row?.[name]).toBe(body[name]);
      expect(await historyOf(t, data._id)).toEqual([
        { cause: 'create', description: '', module: def.module, changes: [], adminId: superId },
      ]);
    });

    it('ignores fields the client may not set (_id, active, dates, unknown keys)', async () => {
      const forgedId = randomUUID();
      const data = await create({ _id: forgedId, id: forgedId, active: false, createdAt: '2000-01-01T00:00:00.000Z', role: 0, extra: 'x' });
      expect(data._id).not.toBe(forgedId);
      expect(data.active).toBe(true);
      expect(data.createdAt.startsWith('2000')).toBe(false);
      expect(data).not.toHaveProperty('extra');
      expect(data).not.toHaveProperty('role');
    });
  });

  describe.each(fields)('field %s: length rules and Spanish messages', (name, field) => {
    const refuse = async (value: unknown, errors: FieldErrorShape[]) => {
      const before = await rowCount();
      const body = validBody(def);
      if (value === undefined) delete body[name];
      else body[name] = value;
      expectError(await api.post(base, body), 400, es.api.validation, errors);
      expect(await rowCount()).toBe(before);
    };
    const accept = async (value: string, stored: string) => {
      const data = await create({ [name]: value });
      expect(data[name]).toBe(stored);
      expect((await dbRow(data._id))?.[name]).toBe(stored);
      return data;
    };

    if (field.min > 1) {
      it(`${field.min - 1} characters (min - 1) → 400 '${v.min(field.min)}'`, async () => {
        await refuse(ofLength(field.min - 1), [{ path: name, msg: v.min(field.min) }]);
      });
      it(`${field.min - 1} characters padded with spaces → still 400 (trimmed before counting)`, async () => {
        await refuse(`   ${ofLength(field.min - 1)}   `, [{ path: name, msg: v.min(field.min) }]);
      });
    }
    it(`${field.min} characters (min) → 201`, async () => {
      await accept(ofLength(field.min, 'm'), ofLength(field.min, 'm'));
    });
    it(`${field.max} characters (max) → 201, also with accented letters`, async () => {
      await accept(ofLength(field.max, 'z'), ofLength(field.max, 'z'));
      const accented = await accept(ofLength(field.max, 'ñ'), ofLength(field.max, 'ñ'));
      const [row] = await t.database.sql<{ n: number }[]>`
        select char_length(${t.database.sql(name)})::int as n from ${t.database.sql(tableName)} where id = ${accented._id}`;
      expect(row!.n).toBe(field.max);
    });
    it(`${field.max + 1} characters (max + 1) → 400 '${v.max(field.max)}'`, async () => {
      await refuse(ofLength(field.max + 1), [{ path: name, msg: v.max(field.max) }]);
    });
    it('leading and trailing spaces are trimmed (a max-length value padded with spaces is accepted)', async () => {
      await accept(`  ${ofLength(field.max, 'p')} \t `, ofLength(field.max, 'p'));
    });
    it.each([
      ['missing', undefined],
      ['empty', ''],
      ['blank', '    '],
      ['null', null],
      ['a number', 1234],
      ['an object', { es: 'texto' }],
    ])(`%s → 400 '${v.required}'`, async (_label, value) => {
      await refuse(value, [{ path: name, msg: v.required }]);
    });

    describe('on update', () => {
      let record: Rec;
      beforeAll(async () => {
        record = await create();
      });
      const refuseUpdate = async (value: unknown, errors: FieldErrorShape[]) => {
        const before = await databaseState(t);
        expectError(await api.put(`${base}/${record._id}`, { [name]: value, ...reason('Cambio') }), 400, es.api.validation, errors);
        expect(await databaseState(t)).toBe(before);
      };
      if (field.min > 1) {
        it(`min - 1 → 400 '${v.min(field.min)}', nothing changed`, async () => {
          await refuseUpdate(ofLength(field.min - 1), [{ path: name, msg: v.min(field.min) }]);
        });
      }
      it(`max + 1 → 400 '${v.max(field.max)}', nothing changed`, async () => {
        await refuseUpdate(ofLength(field.max + 1), [{ path: name, msg: v.max(field.max) }]);
      });
      it(`blank → 400 '${v.required}', nothing changed`, async () => {
        await refuseUpdate('   ', [{ path: name, msg: v.required }]);
      });
      it('max → 202, stored trimmed', async () => {
        const res = await api.put(`${base}/${record._id}`, { [name]: ` ${ofLength(field.max, 'u')} `, ...reason('Cambio') });
        expect(expectOk<Rec>(res, 202, es.api.updated)[name]).toBe(ofLength(field.max, 'u'));
      });
    });
  });

  describe('get', () => {
    it('200 with the record as created', async () => {
      const created = await create();
      expect(expectOk(await api.get(`${base}/${created._id}`), 200, es.api.ok)).toEqual(created);
    });
  });

  describe('lists', () => {
    // Three records sharing a tag, created in an order that differs from every sort order tested.
    const key = `Lista${tag()}`;
    let charlie: Rec;
    let alfa: Rec;
    let bravo: Rec;
    const names = (docs: Rec[]) => docs.map((d) => d.name);

    beforeAll(async () => {
      const nomenclature = (c: string) => ('nomenclature' in def.fields ? { nomenclature: c } : {});
      charlie = await create({ name: `Charlie ${key}`, ...nomenclature('C') });
      alfa = await create({ name: `Alfa ${key}`, ...nomenclature('A') });
      bravo = await create({ name: `Bravo ${key}`, ...nomenclature('B') });
      expectOk(await deactivate(bravo._id), 202, es.api.deactivated);
    });

    const list = async (query: string) => expectOk<PageOf<Rec>>(await api.get(`${base}?${query}`), 200, es.api.list);

    it('pages: page, limit, totalDocs, totalPages, hasNextPage, nextPage, hasPrevPage, prevPage', async () => {
      const first = await list(`search=${key}&limit=2`);
      expect({ ...first, docs: first.docs.length }).toEqual({
        docs: 2,
        totalDocs: 3,
        limit: 2,
        page: 1,
        totalPages: 2,
        hasNextPage: true,
        nextPage: 2,
        hasPrevPage: false,
        prevPage: null,
      });
      const second = await list(`search=${key}&limit=2&page=2`);
      expect({ ...second, docs: second.docs.length }).toEqual({
        docs: 1,
        totalDocs: 3,
        limit: 2,
        page: 2,
        totalPages: 2,
        hasNextPage: false,
        nextPage: null,
        hasPrevPage: true,
        prevPage: 1,
      });
      const past = await list(`search=${key}&limit=2&page=3`);
      expect(past.docs).toEqual([]);
      expect(past.totalDocs).toBe(3);
      // The two pages together are the three records, each once.
      expect(new Set([...first.docs, ...second.docs].map((d) => d._id))).toEqual(new Set([charlie._id, alfa._id, bravo._id]));
    });

    it('defaults: page 1, limit 10, newest first, every status', async () => {
      for (let i = 0; i < 9; i++) await create();
      const page = await list('');
      expect(page.page).toBe(1);
      expect(page.limit).toBe(10);
      expect(page.docs).toHaveLength(10);
      const created = page.docs.map((d) => d.createdAt);
      expect(created).toEqual([...created].sort().reverse());
      const total = expectOk<{ total: number }>(await api.get(`${base}/totals`), 200, es.api.ok).total;
      expect(page.totalDocs).toBe(total);
      expect(page.totalPages).toBe(Math.ceil(total / 10));
    });

    it('list records have the same shape as the detail', async () => {
      const page = await list(`search=${key}`);
      const fromList = page.docs.find((d) => d._id === alfa._id);
      expect(fromList).toEqual(expectOk(await api.get(`${base}/${alfa._id}`), 200, es.api.ok));
    });

    it('active filter: true, false, absent', async () => {
      expect(names((await list(`search=${key}&active=true&sort=name`)).docs)).toEqual([alfa.name, charlie.name]);
      expect(names((await list(`search=${key}&active=false`)).docs)).toEqual([bravo.name]);
      expect((await list(`search=${key}`)).totalDocs).toBe(3);
      expect((await list(`search=${key}&active=`)).totalDocs).toBe(3);
    });

    it('search is case- and accent-insensitive, over every text field', async () => {
      const word = `Energía${tag()}`;
      const energy = await create({ name: `${word} Solar` });
      const found = async (term: string) => (await list(`search=${encodeURIComponent(term)}`)).docs.map((d) => d._id);
      for (const term of [word, word.toLowerCase(), word.toUpperCase(), word.normalize('NFC').replace('í', 'i'), word.replace('í', 'I').toUpperCase()]) {
        expect(await found(term), term).toEqual([energy._id]);
      }
      const inDescription = `Única${tag()}`;
      const described = await create({ description: `Descripción ${inDescription} larga` });
      expect(await found(inDescription.replace('Ú', 'u'))).toEqual([described._id]);
      expect(await found(`descripcion ${inDescription.toUpperCase()}`)).toEqual([described._id]);
    });

    it("'%' and '_' in the search are literal characters, not wildcards", async () => {
      const word = `Tasa${tag()}`;
      const percent = await create({ name: `${word} 100%` });
      await create({ name: `${word} 1000` });
      const underscore = await create({ name: `${word} a_b` });
      await create({ name: `${word} axb` });
      const found = async (term: string) => (await list(`search=${encodeURIComponent(`${word} ${term}`)}`)).docs.map((d) => d._id);
      expect(await found('100%')).toEqual([percent._id]);
      expect(await found('a_b')).toEqual([underscore._id]);
      expect(await found('%')).toEqual([]);
      expect(await found('_')).toEqual([]);
      expect((await list(`search=${encodeURIComponent('%')}&limit=100`)).docs.every((d) => String(d.name).includes('%') || String(d.description).includes('%'))).toBe(true);
      expect((await list(`search=${encodeURIComponent('\\')}`)).totalDocs).toBe(0);
    });

    describe.each(def.sortable.map((field) => [field]))('sort on %s', (field) => {
      const ordered = (docs: Rec[], desc: boolean) => {
        const values = docs.map((d) => d[field] as string | boolean);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        return { values, expected: desc ? sorted.reverse() : sorted };
      };
      it('ascending', async () => {
        const { values, expected } = ordered((await list(`search=${key}&sort=${field}`)).docs, false);
        expect(values).toEqual(expected);
      });
      it('descending', async () => {
        const { values, expected } = ordered((await list(`search=${key}&sort=-${field}`)).docs, true);
        expect(values).toEqual(expected);
      });
    });

    it('sort by name orders the records, both ways', async () => {
      expect(names((await list(`search=${key}&sort=name`)).docs)).toEqual([alfa.name, bravo.name, charlie.name]);
      expect(names((await list(`search=${key}&sort=-name`)).docs)).toEqual([charlie.name, bravo.name, alfa.name]);
      expect(names((await list(`search=${key}&sort=active`)).docs)[0]).toBe(bravo.name);
      expect(names((await list(`search=${key}&sort=-active`)).docs)[2]).toBe(bravo.name);
    });

    it('/all: an array of active records by default, sorted by name; active=false and active=all', async () => {
      const all = async (query: string) => expectOk<Rec[]>(await api.get(`${base}/all?${query}`), 200, es.api.list);
      expect(names(await all(`search=${key}`))).toEqual([alfa.name, charlie.name]);
      expect(names(await all(`search=${key}&active=false`))).toEqual([bravo.name]);
      expect(names(await all(`search=${key}&active=all`))).toEqual([alfa.name, bravo.name, charlie.name]);
      const everything = await all('');
      expect(everything.every((r) => r.active)).toBe(true);
      expect(everything.find((r) => r._id === alfa._id)).toEqual(alfa);
    });

    it('/totals: { total, active, innactive }, agreeing with the lists they filter', async () => {
      const totals = async (query: string) => expectOk<Record<string, number>>(await api.get(`${base}/totals?${query}`), 200, es.api.ok);
      expect(await totals(`search=${key}`)).toEqual({ total: 3, active: 2, innactive: 1 });
      const overall = await totals('');
      expect(Object.keys(overall).sort()).toEqual(['active', 'innactive', 'total']);
      expect(overall.total).toBe((await list('')).totalDocs);
      expect(overall.active).toBe((await list('active=true')).totalDocs);
      expect(overall.innactive).toBe((await list('active=false')).totalDocs);
      expect(overall.total).toBe(overall.active! + overall.innactive!);
      const [row] = await t.database.sql<{ total: number; active: number }[]>`
        select count(*)::int as total, count(*) filter (where active)::int as active from ${t.database.sql(tableName)}`;
      expect(overall).toEqual({ total: row!.total, active: row!.active, innactive: row!.total - row!.active });
    });
  });

  describe('update', () => {
    it("202 'Registro actualizado' with the record; an 'edit' history row with the reason and the changed fields", async () => {
      const created = await create();
      const newName = `Nombre nuevo ${tag()}`;
      const res = await api.put(`${base}/${created._id}`, {
        name: newName,
        description: created.description,
        ...reason('  Corrige el nombre  '),
      });
      const data = expectOk<Rec>(res, 202, es.api.updated);
      expect(data).toEqual({ ...created, name: newName, updatedAt: expect.stringMatching(ISO_RE) });
      expect(Date.parse(data.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
      expect((await dbRow(created._id))?.name).toBe(newName);
      expect((await historyOf(t, created._id)).at(-1)).toEqual({
        cause: 'edit',
        description: 'Corrige el nombre',
        module: def.module,
        changes: [{ field: 'name', from: created.name, to: newName }],
        adminId: superId,
      });
    });

    it('records every changed field, from what to what', async () => {
      const created = await create();
      const patch = Object.fromEntries(fields.map(([name, field]) => [name, fit(field, `Otro ${name} ${tag()}`)]));
      expectOk(await api.put(`${base}/${created._id}`, { ...patch, ...reason('Todo cambia') }), 202, es.api.updated);
      const last = (await historyOf(t, created._id)).at(-1)!;
      expect(last.changes).toEqual(fields.map(([name]) => ({ field: name, from: created[name], to: patch[name] })));
    });

    it('cannot change active, _id or the dates', async () => {
      const created = await create();
      const res = await api.put(`${base}/${created._id}`, {
        active: false,
        _id: randomUUID(),
        createdAt: '2000-01-01T00:00:00.000Z',
        ...reason('Intento'),
      });
      const data = expectOk<Rec>(res, 202, es.api.updated);
      expect(data._id).toBe(created._id);
      expect(data.active).toBe(true);
      expect(data.createdAt).toBe(created.createdAt);
      expect((await historyOf(t, created._id)).at(-1)?.changes).toEqual([]);
    });
  });

  describe('deactivate and reactivate', () => {
    it("202 'Registro desactivado' / 'Registro activado' and history rows with the reason", async () => {
      const created = await create();
      const off = expectOk<Rec>(await deactivate(created._id, 'Duplicado'), 202, es.api.deactivated);
      expect(off).toEqual({ ...created, active: false, updatedAt: expect.stringMatching(ISO_RE) });
      expect((await dbRow(created._id))?.active).toBe(false);
      const on = expectOk<Rec>(await reactivate(created._id, 'Se necesita'), 202, es.api.activated);
      expect(on).toEqual({ ...created, active: true, updatedAt: expect.stringMatching(ISO_RE) });
      expect((await dbRow(created._id))?.active).toBe(true);
      expect((await historyOf(t, created._id)).slice(1)).toEqual([
        { cause: 'deactivate', description: 'Duplicado', module: def.module, changes: [{ field: 'active', from: true, to: false }], adminId: superId },
        { cause: 'activate', description: 'Se necesita', module: def.module, changes: [{ field: 'active', from: false, to: true }], adminId: superId },
      ]);
    });

    it('deactivating an inactive record → 409, reactivating an active one → 409; nothing changed', async () => {
      const created = await create();
      let before = await databaseState(t);
      expectError(await reactivate(created._id), 409, es.api.alreadyActive);
      expect(await databaseState(t)).toBe(before);

      expectOk(await deactivate(created._id), 202, es.api.deactivated);
      before = await databaseState(t);
      expectError(await deactivate(created._id), 409, es.api.alreadyInactive);
      expect(await databaseState(t)).toBe(before);
    });
  });

  describe('a missing or blank reason → 400, nothing changed', () => {
    let active: Rec;
    let inactive: Rec;
    beforeAll(async () => {
      active = await create();
      inactive = await create();
      expectOk(await deactivate(inactive._id), 202, es.api.deactivated);
    });

    const badReasons: [string, Record<string, unknown>, string][] = [
      ['historical absent', {}, 'historical'],
      ['historical null', { historical: null }, 'historical'],
      ['historical a string', { historical: 'porque sí' }, 'historical'],
      ['historical {}', { historical: {} }, 'historical.description'],
      ['empty description', { historical: { description: '' } }, 'historical.description'],
      ['blank description', { historical: { description: '   ' } }, 'historical.description'],
      ['description not a string', { historical: { description: 42 } }, 'historical.description'],
    ];
    const routes = () => [
      ['update', `${base}/${active._id}`, { name: `Nombre ${tag()}` }],
      ['deactivate', `${base}/${active._id}/deactivate`, {}],
      ['reactivate', `${base}/${inactive._id}/reactivate`, {}],
    ] as const;

    it.each(badReasons)('%s', async (_label, body, path) => {
      for (const [label, url, extra] of routes()) {
        const before = await databaseState(t);
        const res = await api.put(url, { ...extra, ...body });
        expectError(res, 400, es.api.validation, [{ path, msg: v.reasonRequired }]);
        expect(await databaseState(t), label).toBe(before);
      }
    });

    it('no body at all', async () => {
      for (const [label, url] of routes()) {
        const before = await databaseState(t);
        const res = await api.put(url);
        expectError(res, 400, es.api.validation);
        expect(await databaseState(t), label).toBe(before);
      }
    });

    it(`a reason over 1000 characters → 400 '${v.max(1000)}'`, async () => {
      const before = await databaseState(t);
      expectError(await api.put(`${base}/${active._id}/deactivate`, reason('r'.repeat(1001))), 400, es.api.validation, [
        { path: 'historical.description', msg: v.max(1000) },
      ]);
      expect(await databaseState(t)).toBe(before);
    });
  });

  describe('ids', () => {
    it('an unknown id → 404 on get, update, deactivate and reactivate', async () => {
      const id = randomUUID();
      const before = await databaseState(t);
      expectError(await api.get(`${base}/${id}`), 404, es.api.notFound);
      expectError(await api.put(`${base}/${id}`, { name: 'Nombre válido', ...reason('Cambio') }), 404, es.api.notFound);
      expectError(await deactivate(id), 404, es.api.notFound);
      expectError(await reactivate(id), 404, es.api.notFound);
      expect(await databaseState(t)).toBe(before);
    });

    it.each(['abc', '123', '00000000000000000000000000000000', `${randomUUID()}x`, "1' or '1'='1"])(
      'a non-UUID id (%s) → 400',
      async (id) => {
        const errors = [{ path: 'id', msg: v.invalidId }];
        const url = `${base}/${encodeURIComponent(id)}`;
        expectError(await api.get(url), 400, es.api.validation, errors);
        expectError(await api.put(url, { name: 'Nombre válido', ...reason('Cambio') }), 400, es.api.validation, errors);
        expectError(await api.put(`${url}/deactivate`, reason('Cambio')), 400, es.api.validation, errors);
        expectError(await api.put(`${url}/reactivate`, reason('Cambio')), 400, es.api.validation, errors);
      },
    );
  });

  describe('DELETE', () => {
    if (def.operations.delete) {
      it('200 with the deleted record, then 404', async () => {
        const created = await create();
        const deleted = expectOk<Rec>(await api.del(`${base}/${created._id}`), 200, es.api.deleted);
        expect(deleted).toEqual(created);
        expect(await dbRow(created._id)).toBeUndefined();
        expectError(await api.get(`${base}/${created._id}`), 404, es.api.notFound);
        expectError(await api.del(`${base}/${created._id}`), 404, es.api.notFound);
        expectError(await api.del(`${base}/${randomUUID()}`), 404, es.api.notFound);
        expectError(await api.del(`${base}/nope`), 400, es.api.validation, [{ path: 'id', msg: v.invalidId }]);
      });
    } else {
      it('does not exist: 404 route, record kept', async () => {
        const created = await create();
        expectError(await api.del(`${base}/${created._id}`), 404, es.api.routeNotFound);
        expect(await dbRow(created._id)).toBeDefined();
      });
    }
  });

  describe('GET /api/historicals?document=', () => {
    it('newest first, author populated, paged', async () => {
      const created = await create();
      const other = await create();
      const changes = [
        () => api.put(`${base}/${created._id}`, { name: `Cambio ${tag()}`, ...reason('Primera edición') }),
        () => deactivate(created._id, 'Pausa'),
        () => reactivate(created._id, 'Regreso'),
      ];
      for (const change of changes) expect((await change()).status).toBe(202);

      const history = async (query: string) =>
        expectOk<PageOf<Record<string, unknown>>>(await api.get(`/api/historicals?${query}`), 200, es.api.list);
      const all = await history(`document=${created._id}`);
      expect(all.totalDocs).toBe(4);
      expect(all.docs.map((d) => d.cause)).toEqual(['activate', 'deactivate', 'edit', 'create']);
      expect(all.docs.map((d) => d.description)).toEqual(['Regreso', 'Pausa', 'Primera edición', '']);
      const author = { _id: superId, name: 'Super', lastName: 'Usuario', thumbnail: THUMBNAIL, company: { name: COMPANY } };
      expect(all.docs[1]).toEqual({
        _id: expect.stringMatching(UUID_RE),
        cause: 'deactivate',
        description: 'Pausa',
        document: created._id,
        module: def.module,
        changes: [{ field: 'active', from: true, to: false }],
        adminId: author,
        userId: null,
        createdAt: expect.stringMatching(ISO_RE),
      });
      expect(all.docs.every((d) => JSON.stringify(d.adminId) === JSON.stringify(author))).toBe(true);
      const times = all.docs.map((d) => d.createdAt as string);
      expect(times).toEqual([...times].sort().reverse());

      const first = await history(`document=${created._id}&limit=3`);
      expect(first.docs.map((d) => d.cause)).toEqual(['activate', 'deactivate', 'edit']);
      expect([first.hasNextPage, first.nextPage, first.totalPages]).toEqual([true, 2, 2]);
      const second = await history(`document=${created._id}&limit=3&page=2`);
      expect(second.docs.map((d) => d.cause)).toEqual(['create']);
      expect([second.hasNextPage, second.hasPrevPage, second.prevPage]).toEqual([false, true, 1]);

      const others = await history(`document=${other._id}`);
      expect(others.docs.map((d) => d.cause)).toEqual(['create']);
      expect((await history(`document=${randomUUID()}`)).docs).toEqual([]);
    });
  });
});
