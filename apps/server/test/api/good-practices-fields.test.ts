/**
 * Good practices: every field of spec 001 §3 read back populated, the edit rules of §5 at their edges with their exact
 * messages, the volunteers rule, coordinates, server-owned fields, and the two edits the clients send (the engine's
 * `PUT /:id` and the spec client's multipart `POST /edit`), with and without new files.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { COORDINATE_MESSAGES, PRACTICE_MESSAGES } from '@app/domain/resources/good-practices';
import { loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectOk, historyOf, ISO_RE } from '../helpers/expect.ts';
import { insertPractice, practiceWorld, type PracticeWorld } from '../helpers/good-practices.ts';
import {
  expectRefused,
  fieldError,
  fileExists,
  imageUrl,
  png,
  reason,
  sendForm,
  snapshot,
  uploadedFiles,
  withVariants,
  type Rec,
} from '../helpers/resources.ts';

const UPDATED = PRACTICE_MESSAGES.updated;

let t: TestApp;
let token: string;
let w: PracticeWorld;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await startTestApp();
  token = await loginAsSuper(t);
  api = client(t, token);
  w = await practiceWorld(t);
});
afterAll(() => t?.close());

const put = (id: string, patch: Record<string, unknown>) => api.put(`/api/goodPractices/${id}`, { ...patch, ...reason('Corrección de la iniciativa') });
const row = async (id: string) => (await t.database.sql`select * from good_practices where id = ${id}`)[0]!;

describe('read', () => {
  it('answers every field of spec 001 §3, references and lists populated, by id and under /:id/admin', async () => {
    const p = await insertPractice(t, w);
    const got = expectOk<Rec>(await api.get(`/api/goodPractices/${p.id}`), 200, es.api.ok);
    expect(got).toEqual({
      _id: p.id,
      active: true,
      createdAt: expect.stringMatching(ISO_RE),
      updatedAt: expect.stringMatching(ISO_RE),
      name: p.name,
      objective: p.objective,
      description: p.description,
      ods: [
        { _id: w.ods[0]!.id, title: w.ods[0]!.title, color: w.ods[0]!.color, logo: expect.any(String) },
        { _id: w.ods[1]!.id, title: w.ods[1]!.title, color: w.ods[1]!.color, logo: expect.any(String) },
      ],
      axisGlobalPact: [{ _id: w.pactAxes[1], name: expect.stringMatching(/^Medio ambiente/), logo: null }],
      businessJoinType: [{ _id: w.joinTypes[0], name: expect.stringMatching(/^Empresa/) }],
      otherAmbit: 'Economía circular',
      promoterInstitution: 'Envases Sustentables de Occidente',
      businessJoinSubType: { _id: w.joinSubTypes[1], name: expect.stringMatching(/^Grande/) },
      alliedInstitutions: 'Cooperativa Recicla Jalisco',
      email: 'contacto@envases.example.com',
      shareName: true,
      ubication: 'Av. Niños Héroes 120, Tlaquepaque, Jalisco',
      lat: 20.6407,
      lng: -103.3115,
      implementationPeriod: '2023–2025',
      implementationTime: { _id: w.times[0], name: expect.stringMatching(/^Corto plazo/) },
      indicator: 'Toneladas de envases recuperadas al año',
      information: 'Informe anual de sostenibilidad 2024, págs. 12–18.',
      aceptVolunteers: true,
      numberOfVolunteers: 12,
      image: null,
      logo: null,
      status: 0,
      selected: false,
      createdBy: { _id: w.userId, name: 'Lucía', lastName: 'Hernández Ruiz', company: 'Envases Sustentables de Occidente', thumbnail: null },
    });
    expect(expectOk<Rec>(await api.get(`/api/goodPractices/${p.id}/admin`), 200, es.api.ok)).toEqual(got);
  });

  it('404 for an unknown practice, 400 for a malformed id, on both paths', async () => {
    for (const path of ['', '/admin']) {
      expect((await api.get(`/api/goodPractices/${randomUUID()}${path}`)).status).toBe(404);
      const bad = await api.get(`/api/goodPractices/no-es-un-id${path}`);
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual(fieldError('id', es.validation.invalidId));
    }
  });
});

describe('edit rules (spec 001 §5)', () => {
  let id: string;
  beforeAll(async () => {
    id = (await insertPractice(t, w)).id;
  });

  it.each([
    ['name', '   ', 'Debe ingresar el nombre de la iniciativa'],
    ['name', 'x', es.validation.min(2)],
    ['name', '  x  ', es.validation.min(2)],
    ['name', 'x'.repeat(221), es.validation.max(220)],
    ['objective', '', 'Debe ingresar el objetivo de la iniciativa'],
    ['description', '  ', 'Debe ingresar una descripción de la iniciativa'],
    ['promoterInstitution', '', 'Debe ingresar una institución promotora'],
    ['email', ' ', 'Debe ingresar un correo de contacto'],
    ['email', 'contacto@', 'Formato invalido'],
    ['email', 'sin arroba.com', 'Formato invalido'],
    ['information', '', 'Ingrese fuentes de información sobre esta buena práctica.'],
    ['aceptVolunteers', 'si', es.validation.invalidValue],
    ['numberOfVolunteers', -1, es.validation.minValue(0)],
    ['numberOfVolunteers', 2.5, es.validation.integer],
    ['shareName', 'quizá', es.validation.invalidValue],
  ])('refuses %s = %j with «%s»; nothing changed', async (field, value, msg) => {
    await expectRefused(t, () => put(id, { [field]: value }), 400, es.api.validation, fieldError(field, msg));
  });

  it.each([
    ['name', 'ñ'.repeat(2)],
    ['name', 'ñ'.repeat(220)],
    ['email', 'Buzon.Publico@Example.org'],
  ])('accepts %s = %j', async (field, value) => {
    const edited = expectOk<Rec>(await put(id, { [field]: value }), 202, UPDATED);
    expect(edited[field]).toBe(field === 'email' ? value.toLowerCase() : value);
  });

  it('the texts without a limit of their own in the spec keep a sane one', async () => {
    await expectRefused(t, () => put(id, { description: 'x'.repeat(5001) }), 400, es.api.validation, fieldError('description', es.validation.max(5000)));
    expectOk(await put(id, { description: 'd'.repeat(5000) }), 202, UPDATED);
  });

  it('an edit needs a reason: 400 without one, nothing changed', async () => {
    await expectRefused(
      t,
      () => api.put(`/api/goodPractices/${id}`, { name: 'Sin razón' }),
      400,
      es.api.validation,
      fieldError('historical', es.validation.reasonRequired),
    );
  });

  it('ignores the server-owned fields a client sends: status, selected, createdBy', async () => {
    const before = await row(id);
    const edited = expectOk<Rec>(await put(id, { status: 2, selected: true, createdBy: randomUUID(), name: 'Solo el nombre' }), 202, UPDATED);
    expect(edited).toMatchObject({ status: 0, selected: false, name: 'Solo el nombre' });
    expect((edited.createdBy as Rec)._id).toBe(w.userId);
    expect((await row(id)).status).toBe(before.status);
  });

  it('refuses references that do not exist and repeated ones', async () => {
    await expectRefused(t, () => put(id, { ods: [w.ods[0]!.id, randomUUID()] }), 400, es.api.validation, fieldError('ods', es.api.referenceNotFound));
    await expectRefused(t, () => put(id, { implementationTime: randomUUID() }), 400, es.api.validation, fieldError('implementationTime', es.api.referenceNotFound));
    await expectRefused(t, () => put(id, { ods: [w.ods[0]!.id, w.ods[0]!.id] }), 400, es.api.validation, fieldError('ods', es.validation.repeated));
  });

  it('changes lists and references; the history names them by their labels', async () => {
    const p = await insertPractice(t, w);
    const edited = expectOk<Rec>(
      await put(p.id, { ods: [w.ods[2]!.id], businessJoinType: [], businessJoinSubType: w.joinSubTypes[0], implementationTime: w.times[1] }),
      202,
      UPDATED,
    );
    expect((edited.ods as Rec[]).map((o) => o._id)).toEqual([w.ods[2]!.id]);
    expect(edited.businessJoinType).toEqual([]);
    const [edit] = await historyOf(t, p.id);
    expect(edit).toMatchObject({ cause: 'edit', description: 'Corrección de la iniciativa', module: 'goodPractices' });
    const byField = Object.fromEntries(edit!.changes.map((c) => [c.field, c]));
    expect(byField.ods).toEqual({ field: 'ods', from: `${w.ods[0]!.title}, ${w.ods[1]!.title}`, to: w.ods[2]!.title });
    expect(byField.businessJoinSubType!.to).toMatch(/^Pequeña/);
    expect(byField.implementationTime!.to).toMatch(/^Largo plazo/);
  });

  it('an edit based on an older version answers 409 and changes nothing', async () => {
    const p = await insertPractice(t, w);
    const first = expectOk<Rec>(await api.get(`/api/goodPractices/${p.id}`), 200, es.api.ok);
    expectOk(await put(p.id, { name: 'Primera edición' }), 202, UPDATED);
    await expectRefused(t, () => put(p.id, { name: 'Edición tardía', updatedAt: first.updatedAt }), 409, es.api.stale);
  });

  it('404 for an unknown practice, nothing changed', async () => {
    await expectRefused(t, () => put(randomUUID(), { name: 'Nadie' }), 404, es.api.notFound);
  });
});

describe('volunteers rule (spec 001 §5)', () => {
  it('"no" clears numberOfVolunteers, and the history says so', async () => {
    const p = await insertPractice(t, w, { aceptVolunteers: true, numberOfVolunteers: 12 });
    const edited = expectOk<Rec>(await put(p.id, { aceptVolunteers: false }), 202, UPDATED);
    expect(edited).toMatchObject({ aceptVolunteers: false, numberOfVolunteers: null });
    const [edit] = await historyOf(t, p.id);
    expect(edit!.changes).toEqual(
      expect.arrayContaining([
        { field: 'aceptVolunteers', from: true, to: false },
        { field: 'numberOfVolunteers', from: 12, to: null },
      ]),
    );
  });

  it('"no" with a number sent still stores none', async () => {
    const p = await insertPractice(t, w, { aceptVolunteers: true, numberOfVolunteers: 3 });
    expect(expectOk<Rec>(await put(p.id, { aceptVolunteers: false, numberOfVolunteers: 40 }), 202, UPDATED).numberOfVolunteers).toBeNull();
  });

  it('"yes" with the number empty stores 0; with a number keeps it', async () => {
    const p = await insertPractice(t, w, { aceptVolunteers: false, numberOfVolunteers: null });
    expect(expectOk<Rec>(await put(p.id, { aceptVolunteers: true, numberOfVolunteers: '' }), 202, UPDATED)).toMatchObject({
      aceptVolunteers: true,
      numberOfVolunteers: 0,
    });
    expect(expectOk<Rec>(await put(p.id, { numberOfVolunteers: 25 }), 202, UPDATED).numberOfVolunteers).toBe(25);
    // Emptying the number of a practice that accepts volunteers leaves 0, not nothing.
    expect(expectOk<Rec>(await put(p.id, { numberOfVolunteers: null }), 202, UPDATED).numberOfVolunteers).toBe(0);
  });

  it('yes / no travel as booleans: multipart "true" / "false" are stored as such', async () => {
    const p = await insertPractice(t, w, { aceptVolunteers: true, numberOfVolunteers: 8 });
    const res = await sendForm(t, token, 'PUT', `/api/goodPractices/${p.id}`, { aceptVolunteers: 'false', ...reason('Ya no recibe voluntarios') });
    expect(expectOk<Rec>(res, 202, UPDATED)).toMatchObject({ aceptVolunteers: false, numberOfVolunteers: null });
    const [stored] = await t.database.sql`select acept_volunteers, number_of_volunteers from good_practices where id = ${p.id}`;
    expect(stored).toEqual({ acept_volunteers: false, number_of_volunteers: null });
  });
});

describe('coordinates', () => {
  it.each([
    [{ lat: -90, lng: -180 }],
    [{ lat: 90, lng: 180 }],
    [{ lat: 19.432608, lng: -99.133209 }],
    [{ lat: '21.1619', lng: '-86.8515' }],
  ])('accepts %j', async (coords) => {
    const p = await insertPractice(t, w);
    const edited = expectOk<Rec>(await put(p.id, coords), 202, UPDATED);
    expect({ lat: edited.lat, lng: edited.lng }).toEqual({ lat: Number(coords.lat), lng: Number(coords.lng) });
  });

  it.each([
    ['lat', { lat: 90.0001 }, COORDINATE_MESSAGES.latRange],
    ['lat', { lat: -90.5 }, COORDINATE_MESSAGES.latRange],
    ['lng', { lng: 180.01 }, COORDINATE_MESSAGES.lngRange],
    ['lng', { lng: -181 }, COORDINATE_MESSAGES.lngRange],
    ['lat', { lat: 'norte' }, es.validation.number],
    ['lng', { lng: true }, es.validation.number],
  ])('refuses %s out of range or not a number: %j (400, nothing changed)', async (path, coords, msg) => {
    const p = await insertPractice(t, w);
    await expectRefused(t, () => put(p.id, coords), 400, es.api.validation, fieldError(path, msg));
  });

  it('both or neither: one alone is refused, both emptied are stored as none', async () => {
    const p = await insertPractice(t, w);
    await expectRefused(t, () => put(p.id, { lat: null }), 400, COORDINATE_MESSAGES.both, fieldError('lat', COORDINATE_MESSAGES.both));
    await expectRefused(t, () => put(p.id, { lng: '' }), 400, COORDINATE_MESSAGES.both, fieldError('lng', COORDINATE_MESSAGES.both));
    const cleared = expectOk<Rec>(await put(p.id, { lat: null, lng: '' }), 202, UPDATED);
    expect({ lat: cleared.lat, lng: cleared.lng }).toEqual({ lat: null, lng: null });
    const none = await insertPractice(t, w, { lat: null, lng: null });
    await expectRefused(t, () => put(none.id, { lat: 20.5 }), 400, COORDINATE_MESSAGES.both, fieldError('lng', COORDINATE_MESSAGES.both));
    expect(expectOk<Rec>(await put(none.id, { lat: 20.5, lng: -100.4 }), 202, UPDATED)).toMatchObject({ lat: 20.5, lng: -100.4 });
  });

  it('multipart sends "null" to empty them', async () => {
    const p = await insertPractice(t, w);
    const res = await sendForm(t, token, 'PUT', `/api/goodPractices/${p.id}`, { lat: 'null', lng: 'null', ...reason('Ubicación desconocida') });
    expect(expectOk<Rec>(res, 202, UPDATED)).toMatchObject({ lat: null, lng: null });
  });
});

describe('multipart edits: PUT /:id and the spec client’s POST /edit', () => {
  const edit = (fields: Record<string, unknown>, files = {}) => sendForm(t, token, 'POST', '/api/goodPractices/edit', fields, files);

  it('POST /edit with the practice’s _id edits it like PUT, without files changing none', async () => {
    const p = await insertPractice(t, w, { image: null, logo: null });
    const before = await uploadedFiles(t);
    const res = await edit({ _id: p.id, name: 'Reciclaje comunitario', ods: JSON.stringify([w.ods[2]!.id]), ...reason('Nombre más claro') });
    const edited = expectOk<Rec>(res, 202, UPDATED);
    expect(edited).toMatchObject({ _id: p.id, name: 'Reciclaje comunitario', image: null, logo: null });
    expect((edited.ods as Rec[]).map((o) => o._id)).toEqual([w.ods[2]!.id]);
    expect(await uploadedFiles(t)).toEqual(before);
    expect((await historyOf(t, p.id)).map((h) => [h.cause, h.description])).toEqual([['edit', 'Nombre más claro']]);
  });

  it('a new image alone replaces the image and leaves the logo; the old image’s files go', async () => {
    const p = await insertPractice(t, w);
    const first = expectOk<Rec>(await edit({ _id: p.id, ...reason('Imágenes') }, { image: await png(), logo: await png(40, 40) }), 202, UPDATED);
    expect(first.image).toMatch(imageUrl('good-practices'));
    expect(first.logo).toMatch(imageUrl('good-practices'));
    const second = expectOk<Rec>(
      await sendForm(t, token, 'PUT', `/api/goodPractices/${p.id}`, reason('Nueva foto'), { image: await png(80, 50) }),
      202,
      UPDATED,
    );
    expect(second.logo).toBe(first.logo);
    expect(second.image).not.toBe(first.image);
    for (const url of withVariants(second.image as string)) expect(await fileExists(t, url)).toBe(true);
    for (const url of withVariants(first.image as string)) expect(await fileExists(t, url)).toBe(false);
  });

  it('a refused edit stores no file', async () => {
    const p = await insertPractice(t, w);
    await expectRefused(
      t,
      async () => edit({ _id: p.id, name: '', ...reason('Sin nombre') }, { logo: await png() }),
      400,
      es.api.validation,
      fieldError('name', 'Debe ingresar el nombre de la iniciativa'),
    );
  });

  it('POST /edit needs a well-formed _id of an existing practice, and a reason', async () => {
    await expectRefused(t, () => edit({ name: 'Sin id', ...reason('x') }), 400, es.api.validation, fieldError('_id', es.validation.invalidId));
    await expectRefused(t, () => edit({ _id: 'abc', ...reason('x') }), 400, es.api.validation, fieldError('_id', es.validation.invalidId));
    await expectRefused(t, () => edit({ _id: randomUUID(), name: 'Nadie', ...reason('x') }), 404, es.api.notFound);
    const p = await insertPractice(t, w);
    await expectRefused(t, () => edit({ _id: p.id, name: 'Sin razón' }), 400, es.api.validation, fieldError('historical', es.validation.reasonRequired));
  });

  it('POST /edit takes JSON too', async () => {
    const p = await insertPractice(t, w);
    const res = await api.post('/api/goodPractices/edit', { _id: p.id, indicator: 'Kilos por mes', ...reason('Indicador') });
    expect(expectOk<Rec>(res, 202, UPDATED).indicator).toBe('Kilos por mes');
  });

  it('a file of the wrong type is 415 and nothing changes', async () => {
    const p = await insertPractice(t, w);
    const before = await snapshot(t);
    const res = await edit({ _id: p.id, ...reason('Logo') }, { logo: { filename: 'logo.png', data: Buffer.from('no es una imagen'), contentType: 'image/png' } });
    expect(res.status).toBe(415);
    expect(await snapshot(t)).toEqual(before);
  });
});
