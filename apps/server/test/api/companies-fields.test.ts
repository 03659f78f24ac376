/** Companies: the rules of spec 000 §5 for each field, references, required image and places, on create and edit. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk, historyOf, ISO_RE, UUID_RE } from '../helpers/expect.ts';
import {
  createCatalogue,
  expectRefused,
  fieldError,
  imageUrl,
  png,
  reason,
  sendForm,
  textEdges,
  type FileInput,
  type Rec,
} from '../helpers/resources.ts';

const v = es.validation;
const loc = es.locations;
const IMAGE_MISSING = 'Ingrese una imagen de la empresa antes de guardar.';

let t: TestApp;
let token: string;
let sector: { _id: string; name: string };
let otherSector: { _id: string; name: string };
let businessType: { _id: string; name: string };
let image: FileInput;

beforeAll(async () => {
  t = await startTestApp();
  token = await loginAsSuper(t);
  sector = { _id: await createCatalogue(t, token, 'sectors', 'Manufactura'), name: 'Manufactura' };
  otherSector = { _id: await createCatalogue(t, token, 'sectors', 'Servicios'), name: 'Servicios' };
  businessType = { _id: await createCatalogue(t, token, 'business-types', 'Nacional'), name: 'Nacional' };
  image = await png();
});
afterAll(() => t?.close());

const fields = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Empresa Uno',
  description: 'Fabricante de muebles sostenibles',
  businessType: businessType._id,
  sector: sector._id,
  country: 'México',
  state: 'Jalisco',
  city: 'Guadalajara',
  ...overrides,
});

const post = (overrides: Record<string, unknown> = {}, files: Record<string, FileInput> = { image }) =>
  sendForm(t, token, 'POST', '/api/companies', fields(overrides), files);
const put = (id: string, body: Record<string, unknown>, files: Record<string, FileInput> = {}) =>
  sendForm(t, token, 'PUT', `/api/companies/${id}`, { ...body, ...reason('Actualización de datos') }, files);
const create = async (overrides: Record<string, unknown> = {}) => expectOk<Rec>(await post(overrides), 201, es.api.saved);

describe('create', () => {
  it("201 'Registro guardado': every field, references populated as { _id, name }, the image as an /uploads URL", async () => {
    const data = await create();
    expect(data).toEqual({
      _id: expect.stringMatching(UUID_RE),
      active: true,
      createdAt: expect.stringMatching(ISO_RE),
      updatedAt: expect.stringMatching(ISO_RE),
      name: 'Empresa Uno',
      description: 'Fabricante de muebles sostenibles',
      businessType,
      sector,
      country: 'México',
      state: 'Jalisco',
      city: 'Guadalajara',
      image: expect.stringMatching(imageUrl('companies')),
    });
    expect(expectOk(await call(t, { method: 'GET', url: `/api/companies/${data._id}`, token }), 200, es.api.ok)).toEqual(data);
    expect((await historyOf(t, data._id)).map((h) => h.cause)).toEqual(['create']);
  });
});

describe.each([
  ['name', 2, 40],
  ['description', 2, 250],
] as const)('text field %s (%i to %i)', (name, min, max) => {
  const { refused, accepted } = textEdges(min, max);

  it.each(refused.map((c) => [c.label, c] as const))(`create: %s → 400, nothing stored`, async (_label, c) => {
    await expectRefused(t, () => post({ [name]: c.value }), 400, es.api.validation, fieldError(name, c.msg));
  });

  it(`create: ${min} and ${max} characters → 201, stored as sent`, async () => {
    for (const value of accepted) expect((await create({ [name]: value }))[name]).toBe(value);
  });

  it.each(refused.filter((c) => c.value !== undefined).map((c) => [c.label, c] as const))(
    'edit: %s → 400, nothing changed',
    async (_label, c) => {
      const record = await create();
      await expectRefused(t, () => put(record._id, { [name]: c.value }), 400, es.api.validation, fieldError(name, c.msg));
    },
  );

  it(`edit: ${max} characters → 202`, async () => {
    const record = await create();
    const value = 'e'.repeat(max);
    expect(expectOk<Rec>(await put(record._id, { [name]: value }), 202, es.api.updated)[name]).toBe(value);
  });
});

describe.each(['businessType', 'sector'] as const)('reference %s', (name) => {
  it(`missing or empty → 400 '${v.required}'`, async () => {
    for (const value of [undefined, '']) {
      await expectRefused(t, () => post({ [name]: value }), 400, es.api.validation, fieldError(name, v.required));
    }
  });

  it(`malformed id → 400 '${v.invalidId}'`, async () => {
    for (const value of ['abc', '12345', `${randomUUID()}x`]) {
      await expectRefused(t, () => post({ [name]: value }), 400, es.api.validation, fieldError(name, v.invalidId));
    }
  });

  it(`unknown id → 400 '${es.api.referenceNotFound}', on create and on edit; nothing stored`, async () => {
    await expectRefused(t, () => post({ [name]: randomUUID() }), 400, es.api.validation, fieldError(name, es.api.referenceNotFound));
    const record = await create();
    await expectRefused(
      t,
      () => put(record._id, { [name]: randomUUID() }, { image }),
      400,
      es.api.validation,
      fieldError(name, es.api.referenceNotFound),
    );
  });

  it('an id of another table (a business type as sector and the reverse) → 400', async () => {
    const wrong = name === 'sector' ? businessType._id : sector._id;
    await expectRefused(t, () => post({ [name]: wrong }), 400, es.api.validation, fieldError(name, es.api.referenceNotFound));
  });
});

describe('image', () => {
  it(`missing on create → 400 '${IMAGE_MISSING}', nothing stored`, async () => {
    await expectRefused(t, () => post({}, {}), 400, IMAGE_MISSING, fieldError('image', IMAGE_MISSING));
  });

  it("an empty file part (a browser's 'no file chosen') counts as missing", async () => {
    await expectRefused(t, () => post({}, { image: { filename: '', data: Buffer.alloc(0) } }), 400, IMAGE_MISSING, fieldError('image', IMAGE_MISSING));
  });

  it('a JSON body (no image possible) → the same 400', async () => {
    await expectRefused(
      t,
      () => call(t, { method: 'POST', url: '/api/companies', payload: fields(), token }),
      400,
      IMAGE_MISSING,
      fieldError('image', IMAGE_MISSING),
    );
  });
});

describe('country, state and city (bundled location data)', () => {
  it('México / Jalisco / Guadalajara is accepted (see create); each missing → its own message', async () => {
    await expectRefused(t, () => post({ country: undefined }), 400, es.api.validation, fieldError('country', loc.countryRequired));
    await expectRefused(t, () => post({ state: undefined }), 400, es.api.validation, fieldError('state', loc.stateRequired));
    await expectRefused(t, () => post({ city: undefined }), 400, es.api.validation, fieldError('city', loc.cityRequired));
  });

  it(`a city of another state → 400 '${loc.cityInvalid}', nothing stored`, async () => {
    await expectRefused(t, () => post({ city: 'Monterrey' }), 400, es.api.validation, fieldError('city', loc.cityInvalid));
  });

  it(`a state of another country → 400 '${loc.stateInvalid}'`, async () => {
    await expectRefused(t, () => post({ state: 'Texas', city: 'Houston' }), 400, es.api.validation, fieldError('state', loc.stateInvalid));
  });

  it(`a country not named as the list names it ('Mexico', 'Atlántida') → 400 '${loc.countryInvalid}'`, async () => {
    for (const country of ['Mexico', 'Atlántida']) {
      await expectRefused(t, () => post({ country }), 400, es.api.validation, fieldError('country', loc.countryInvalid));
    }
  });

  describe('on edit', () => {
    let record: Rec;
    beforeAll(async () => {
      record = await create({ name: 'Empresa con lugar' });
    });

    it('country, state and city are optional: an edit without them keeps them', async () => {
      const data = expectOk<Rec>(await put(record._id, { name: 'Empresa renombrada' }), 202, es.api.updated);
      expect([data.name, data.country, data.state, data.city]).toEqual(['Empresa renombrada', 'México', 'Jalisco', 'Guadalajara']);
    });

    it('changing only the city is checked against the stored state', async () => {
      const data = expectOk<Rec>(await put(record._id, { city: 'Zapopan' }), 202, es.api.updated);
      expect([data.country, data.state, data.city]).toEqual(['México', 'Jalisco', 'Zapopan']);
      await expectRefused(t, () => put(record._id, { city: 'Monterrey' }), 400, es.api.validation, fieldError('city', loc.cityInvalid));
    });

    it('changing only the state is checked against the stored city; state and city together are accepted', async () => {
      await expectRefused(t, () => put(record._id, { state: 'Nuevo León' }), 400, es.api.validation, fieldError('city', loc.cityInvalid));
      const data = expectOk<Rec>(await put(record._id, { state: 'Nuevo León', city: 'Monterrey' }), 202, es.api.updated);
      expect([data.country, data.state, data.city]).toEqual(['México', 'Nuevo León', 'Monterrey']);
      expect((await historyOf(t, record._id)).at(-1)?.changes).toEqual([
        { field: 'state', from: 'Jalisco', to: 'Nuevo León' },
        { field: 'city', from: 'Zapopan', to: 'Monterrey' },
      ]);
    });
  });
});

describe('edit', () => {
  it('a new sector is read back populated and the history row names both sectors', async () => {
    const record = await create();
    const data = expectOk<Rec>(await put(record._id, { sector: otherSector._id }), 202, es.api.updated);
    expect(data.sector).toEqual(otherSector);
    expect(data.businessType).toEqual(businessType);
    expect((await historyOf(t, record._id)).at(-1)).toMatchObject({
      cause: 'edit',
      description: 'Actualización de datos',
      changes: [{ field: 'sector', from: sector.name, to: otherSector.name }],
    });
  });

  it(`a missing reason → 400 '${v.reasonRequired}', nothing changed`, async () => {
    const record = await create();
    await expectRefused(
      t,
      () => sendForm(t, token, 'PUT', `/api/companies/${record._id}`, { name: 'Sin motivo' }),
      400,
      es.api.validation,
      fieldError('historical', v.reasonRequired),
    );
    await expectRefused(
      t,
      () => sendForm(t, token, 'PUT', `/api/companies/${record._id}`, { name: 'Motivo roto', historical: '{no es json' }),
      400,
      es.api.validation,
      fieldError('historical', v.reasonRequired),
    );
  });

  it('an unknown id → 404, a malformed id → 400', async () => {
    await expectRefused(t, () => put(randomUUID(), { name: 'Nadie' }), 404, es.api.notFound);
    expectError(await put('abc', { name: 'Nadie' }), 400, es.api.validation, fieldError('id', v.invalidId));
  });
});
