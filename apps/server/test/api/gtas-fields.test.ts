/** GTAs: every rule of spec 000 §5 at its edges, on create and edit, and the images required on create. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectOk, historyOf, ISO_RE, UUID_RE } from '../helpers/expect.ts';
import {
  expectRefused,
  fieldError,
  gtaFields,
  imageUrl,
  png,
  reason,
  sendForm,
  textEdges,
  type FileInput,
  type Rec,
} from '../helpers/resources.ts';

const v = es.validation;
const LOGO_MISSING = 'Ingrese una imagen del logo antes de guardar.';
const SILHOUETTE_MISSING = 'Ingrese una imagen con su silueta color antes de guardar.';

let t: TestApp;
let token: string;
let logo: FileInput;
let imageColor: FileInput;
/** One GTA that the edit cases change (each refused edit leaves it as it was). */
let record: Rec;

beforeAll(async () => {
  t = await startTestApp();
  token = await loginAsSuper(t);
  logo = await png();
  imageColor = await png(30, 30);
  record = await create();
});
afterAll(() => t?.close());

const post = (overrides: Record<string, unknown> = {}, files: Record<string, FileInput> = { logo, imageColor }) =>
  sendForm(t, token, 'POST', '/api/gtas', gtaFields(overrides), files);
const put = (id: string, body: Record<string, unknown>, files: Record<string, FileInput> = {}) =>
  sendForm(t, token, 'PUT', `/api/gtas/${id}`, { ...body, ...reason('Ajuste del GTA') }, files);
async function create(overrides: Record<string, unknown> = {}) {
  return expectOk<Rec>(await post(overrides), 201, es.api.saved);
}

describe('create', () => {
  it("201 'Registro guardado' with every field; number as a number; images as /uploads URLs; no guide yet", async () => {
    const sent = gtaFields({ number: '12', color: '#abcdef' });
    const data = expectOk<Rec>(await sendForm(t, token, 'POST', '/api/gtas', sent, { logo, imageColor }), 201, es.api.saved);
    expect(data).toEqual({
      _id: expect.stringMatching(UUID_RE),
      active: true,
      createdAt: expect.stringMatching(ISO_RE),
      updatedAt: expect.stringMatching(ISO_RE),
      ...sent,
      number: 12,
      logo: expect.stringMatching(imageUrl('gtas')),
      logoColor: null,
      imageColor: expect.stringMatching(imageUrl('gtas')),
      document: null,
    });
    expect(data.logo).not.toBe(data.imageColor);
    expect(expectOk(await call(t, { method: 'GET', url: `/api/gtas/${data._id}`, token }), 200, es.api.ok)).toEqual(data);
  });

  it('the optional color logo is stored when sent', async () => {
    const data = expectOk<Rec>(await post({}, { logo, imageColor, logoColor: await png(20, 20) }), 201, es.api.saved);
    expect(data.logoColor).toMatch(imageUrl('gtas'));
  });
});

describe.each([
  ['title', 5, 50],
  ['goal', 5, 430],
  ['actionLines', 5, 430],
  ['nomenclature', undefined, 50],
  ['author', 5, 50],
  ['position', 5, 50],
] as const)('text field %s (%s to %i on create)', (name, min, max) => {
  const { refused, accepted } = textEdges(min, max);

  it.each(refused.map((c) => [c.label, c] as const))('create: %s → 400, nothing stored', async (_label, c) => {
    await expectRefused(t, () => post({ [name]: c.value }), 400, es.api.validation, fieldError(name, c.msg));
  });

  it(`create: ${min ?? 1} and ${max} characters → 201`, async () => {
    for (const value of accepted) expect((await create({ [name]: value }))[name]).toBe(value);
  });

  if (name !== 'position') {
    it(`edit: ${max + 1} characters and blank → 400, nothing changed; ${max} → 202`, async () => {
      await expectRefused(t, () => put(record._id, { [name]: 'x'.repeat(max + 1) }), 400, es.api.validation, fieldError(name, v.max(max)));
      await expectRefused(t, () => put(record._id, { [name]: '  ' }), 400, es.api.validation, fieldError(name, v.required));
      expect(expectOk<Rec>(await put(record._id, { [name]: 'e'.repeat(max) }), 202, es.api.updated)[name]).toBe('e'.repeat(max));
    });
  }
});

describe('position: 5 to 50 on create, up to 250 on edit', () => {
  it(`edit: 250 characters → 202 (over the create limit), 251 → 400 '${v.max(250)}'`, async () => {
    const long = 'p'.repeat(250);
    expect(expectOk<Rec>(await put(record._id, { position: long }), 202, es.api.updated).position).toBe(long);
    await expectRefused(t, () => put(record._id, { position: 'p'.repeat(251) }), 400, es.api.validation, fieldError('position', v.max(250)));
    await expectRefused(t, () => put(record._id, { position: '' }), 400, es.api.validation, fieldError('position', v.required));
  });

  it(`create: 51 characters → 400 '${v.max(50)}' even though an edit takes 250`, async () => {
    await expectRefused(t, () => post({ position: 'p'.repeat(51) }), 400, es.api.validation, fieldError('position', v.max(50)));
  });
});

describe('subtitle: optional, up to 100', () => {
  it('missing or empty → 201 with an empty subtitle; 100 characters → 201', async () => {
    expect((await create({ subtitle: undefined })).subtitle).toBe('');
    expect((await create({ subtitle: '' })).subtitle).toBe('');
    expect((await create({ subtitle: 's'.repeat(100) })).subtitle).toBe('s'.repeat(100));
  });

  it(`101 characters → 400 '${v.max(100)}', on create and edit`, async () => {
    await expectRefused(t, () => post({ subtitle: 's'.repeat(101) }), 400, es.api.validation, fieldError('subtitle', v.max(100)));
    await expectRefused(t, () => put(record._id, { subtitle: 's'.repeat(101) }), 400, es.api.validation, fieldError('subtitle', v.max(100)));
  });
});

describe('number: required on create (the default 10 is the form’s), a whole number 0 to 9999', () => {
  it.each([
    ['missing', undefined, v.required],
    ['empty', '', v.required],
    ['not a number', 'diez', v.number],
    ['a fraction', '1.5', v.integer],
    ['negative', '-1', v.minValue(0)],
    ['10000', '10000', v.maxValue(9999)],
  ])('%s → 400', async (_label, value, msg) => {
    await expectRefused(t, () => post({ number: value }), 400, es.api.validation, fieldError('number', msg));
  });

  it('0 and 9999 → 201; an edit to 10 → 202 and a history change', async () => {
    expect((await create({ number: '0' })).number).toBe(0);
    const max = await create({ number: '9999' });
    expect(max.number).toBe(9999);
    expect(expectOk<Rec>(await put(max._id, { number: '10' }), 202, es.api.updated).number).toBe(10);
    expect((await historyOf(t, max._id)).at(-1)?.changes).toEqual([{ field: 'number', from: 9999, to: 10 }]);
  });
});

describe('color: required on create (the default #555555 is the form’s), #RRGGBB', () => {
  it.each([
    ['missing', undefined, v.required],
    ['empty', '', v.required],
    ['a name', 'red', v.color],
    ['five digits', '#55555', v.color],
    ['no hash', '555555', v.color],
    ['not hex', '#55555G', v.color],
    ['with alpha', '#55555580', v.color],
  ])('%s → 400', async (_label, value, msg) => {
    await expectRefused(t, () => post({ color: value }), 400, es.api.validation, fieldError('color', msg));
  });

  it('#555555 and lower-case #a1b2c3 → 201; a bad colour on edit → 400', async () => {
    expect((await create({ color: '#555555' })).color).toBe('#555555');
    expect((await create({ color: '#a1b2c3' })).color).toBe('#a1b2c3');
    await expectRefused(t, () => put(record._id, { color: 'azul' }), 400, es.api.validation, fieldError('color', v.color));
  });
});

describe('images required on create', () => {
  it(`no silhouette image → 400 '${SILHOUETTE_MISSING}', nothing stored`, async () => {
    await expectRefused(t, () => post({}, { logo }), 400, SILHOUETTE_MISSING, fieldError('imageColor', SILHOUETTE_MISSING));
  });

  it(`no logo → 400 '${LOGO_MISSING}'`, async () => {
    await expectRefused(t, () => post({}, { imageColor }), 400, LOGO_MISSING, fieldError('logo', LOGO_MISSING));
  });

  it('neither → 400 with both field messages', async () => {
    await expectRefused(t, () => post({}, {}), 400, LOGO_MISSING, [
      { path: 'logo', msg: LOGO_MISSING },
      { path: 'imageColor', msg: SILHOUETTE_MISSING },
    ]);
  });

  it('an edit needs neither: text alone → 202, images kept', async () => {
    const data = expectOk<Rec>(await put(record._id, { title: 'Título editado' }), 202, es.api.updated);
    expect([data.title, data.logo, data.imageColor]).toEqual(['Título editado', record.logo, record.imageColor]);
  });
});
