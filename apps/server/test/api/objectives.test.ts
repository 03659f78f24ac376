/** ODS: the 17 goals seeded on an empty database, and the rules of spec 000 §5 for creating and editing one. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { seedReferenceData } from '../../src/db/seed.ts';
import { createDiskStorage } from '../../src/uploads/storage.ts';
import { call, loginAsSuper, SUPER_EMAIL, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectOk, historyOf } from '../helpers/expect.ts';
import {
  diskPath,
  expectRefused,
  fieldError,
  fileExists,
  imageUrl,
  png,
  reason,
  sendForm,
  textEdges,
  uploadedFiles,
  withVariants,
  type FileInput,
  type PageOf,
  type Rec,
} from '../helpers/resources.ts';

const v = es.validation;
const LOGO_MISSING = 'Ingrese una imagen del Eje de Trabajo antes de guardar.';

/** The official Spanish titles and colours of the United Nations' Sustainable Development Goals, 1 to 17. */
const ODS: [string, string][] = [
  ['Fin de la pobreza', '#E5243B'],
  ['Hambre cero', '#DDA63A'],
  ['Salud y bienestar', '#4C9F38'],
  ['Educación de calidad', '#C5192D'],
  ['Igualdad de género', '#FF3A21'],
  ['Agua limpia y saneamiento', '#26BDE2'],
  ['Energía asequible y no contaminante', '#FCC30B'],
  ['Trabajo decente y crecimiento económico', '#A21942'],
  ['Industria, innovación e infraestructura', '#FD6925'],
  ['Reducción de las desigualdades', '#DD1367'],
  ['Ciudades y comunidades sostenibles', '#FD9D24'],
  ['Producción y consumo responsables', '#BF8B2E'],
  ['Acción por el clima', '#3F7E44'],
  ['Vida submarina', '#0A97D9'],
  ['Vida de ecosistemas terrestres', '#56C02B'],
  ['Paz, justicia e instituciones sólidas', '#00689D'],
  ['Alianzas para lograr los objetivos', '#19486A'],
];

let t: TestApp;
let token: string;
let logo: FileInput;
/** The seeded goals as the API lists them on the fresh database, before any test adds one. */
let seeded: Rec[];

beforeAll(async () => {
  t = await startTestApp();
  token = await loginAsSuper(t);
  logo = await png();
  seeded = expectOk<PageOf<Rec>>(await call(t, { method: 'GET', url: '/api/objectives?limit=100', token }), 200, es.api.list).docs;
});
afterAll(() => t?.close());

const fields = (overrides: Record<string, unknown> = {}) => ({ title: 'Objetivo de prueba', objective: 'Descripción del objetivo', color: '#123456', ...overrides });
const post = (overrides: Record<string, unknown> = {}, files: Record<string, FileInput> = { logo }) =>
  sendForm(t, token, 'POST', '/api/objectives', fields(overrides), files);
const put = (id: string, patch: Record<string, unknown>, files: Record<string, FileInput> = {}) =>
  sendForm(t, token, 'PUT', `/api/objectives/${id}`, { ...patch, ...reason('Corrección') }, files);

describe('the 17 ODS of an empty database', () => {
  it('are listed 1 to 17 (newest first) with their official Spanish titles and colours, all active', async () => {
    expect(seeded.map((o) => [o.title, o.color])).toEqual(ODS);
    expect(seeded.every((o) => o.active)).toBe(true);
    for (const o of seeded) {
      expect(Object.keys(o).sort()).toEqual(['_id', 'active', 'color', 'createdAt', 'logo', 'objective', 'title', 'updatedAt']);
      expect((o.objective as string).length, o.title as string).toBeGreaterThanOrEqual(5);
      expect((o.objective as string).length, o.title as string).toBeLessThanOrEqual(50);
    }
  });

  it('each has its own logo: the file and its variants exist and are served as WebP', async () => {
    const logos = seeded.map((o) => o.logo as string);
    expect(new Set(logos).size).toBe(17);
    for (const url of logos) {
      expect(url).toMatch(imageUrl('objectives'));
      for (const file of withVariants(url)) expect(await fileExists(t, file), file).toBe(true);
      const served = await t.app.inject({ method: 'GET', url });
      expect([served.statusCode, served.headers['content-type']], url).toEqual([200, 'image/webp']);
    }
  });

  it("each logo is a tile of the goal's colour", async () => {
    for (const o of seeded) {
      const { data } = await sharp(diskPath(t, o.logo as string)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const hex = o.color as string;
      const expected = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      // The top-left pixel (the number is in the centre); WebP is lossy, so a few levels either way.
      for (let c = 0; c < 3; c++) expect(Math.abs(data[c]! - expected[c]!), `${o.title} channel ${c}`).toBeLessThanOrEqual(10);
    }
  });

  it('/all has the 17 too, and seeding again adds none', async () => {
    const all = expectOk<Rec[]>(await call(t, { method: 'GET', url: '/api/objectives/all', token }), 200, es.api.list);
    expect(all.map((o) => o.title).sort()).toEqual(ODS.map(([title]) => title).sort());
    const files = await uploadedFiles(t);
    await seedReferenceData(t.database.db, { adminEmail: SUPER_EMAIL, adminPassword: 'x', storage: createDiskStorage(`${t.config.dataDir}/uploads`) });
    const [row] = await t.database.sql<{ n: number }[]>`select count(*)::int as n from objectives`;
    expect(row!.n).toBe(17);
    expect(await uploadedFiles(t)).toEqual(files);
  });
});

describe('create and edit', () => {
  it.each([
    ['title', 5, 50],
    ['objective', 5, 50],
  ] as const)('%s: %i to %i, every edge', async (name, min, max) => {
    const { refused, accepted } = textEdges(min, max);
    for (const c of refused) {
      await expectRefused(t, () => post({ [name]: c.value }), 400, es.api.validation, fieldError(name, c.msg));
    }
    for (const value of accepted) {
      expect(expectOk<Rec>(await post({ [name]: value }), 201, es.api.saved)[name]).toBe(value);
    }
  });

  it.each([
    ['missing', undefined, v.required],
    ['not #RRGGBB', 'verde', v.color],
    ['three digits', '#0f0', v.color],
  ])('color %s → 400', async (_label, color, msg) => {
    await expectRefused(t, () => post({ color }), 400, es.api.validation, fieldError('color', msg));
  });

  it(`no logo on create → 400 '${LOGO_MISSING}', nothing stored`, async () => {
    await expectRefused(t, () => post({}, {}), 400, LOGO_MISSING, fieldError('logo', LOGO_MISSING));
  });

  it('201 with the logo; edit without a logo keeps it, edit refused at an edge changes nothing', async () => {
    const created = expectOk<Rec>(await post({ color: '#00FF7F' }), 201, es.api.saved);
    expect(created).toMatchObject({ title: 'Objetivo de prueba', objective: 'Descripción del objetivo', color: '#00FF7F' });
    expect(created.logo).toMatch(imageUrl('objectives'));
    const edited = expectOk<Rec>(await put(created._id, { color: '#000000', title: 'Otro título' }), 202, es.api.updated);
    expect([edited.color, edited.title, edited.logo]).toEqual(['#000000', 'Otro título', created.logo]);
    expect((await historyOf(t, created._id)).at(-1)?.changes).toEqual([
      { field: 'title', from: 'Objetivo de prueba', to: 'Otro título' },
      { field: 'color', from: '#00FF7F', to: '#000000' },
    ]);
    await expectRefused(t, () => put(created._id, { objective: 'o'.repeat(51) }, { logo }), 400, es.api.validation, fieldError('objective', v.max(50)));
    await expectRefused(t, () => put(created._id, { title: 'Ab' }), 400, es.api.validation, fieldError('title', v.min(5)));
  });

  it('a seeded goal can be edited with a new logo: the generated one is removed', async () => {
    const goal = seeded[16]!;
    const res = await put(goal._id, {}, { logo: await png(64, 64) });
    const data = expectOk<Rec>(res, 202, es.api.updated);
    expect(data.logo).not.toBe(goal.logo);
    for (const file of withVariants(goal.logo as string)) expect(await fileExists(t, file), file).toBe(false);
    for (const file of withVariants(data.logo as string)) expect(await fileExists(t, file), file).toBe(true);
  });
});
