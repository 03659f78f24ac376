/**
 * Good practices submitted from the public site: a create of the goodPractices records by the signed-in user (the
 * back-office's field rules and messages, image and logo, history by the user, counters, the approvers told at once),
 * the author's own list with each status and a rejection's reason, and the decision mailed to the author.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { COORDINATE_MESSAGES, PRACTICE_MESSAGES } from '@app/domain/resources/good-practices';
import * as schema from '../../src/db/schema/index.ts';
import { createAdmin, login, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectError, expectOk, ISO_RE } from '../helpers/expect.ts';
import { insertPractice, practiceWorld, type PracticeWorld } from '../helpers/good-practices.ts';
import { insertUser } from '../helpers/people.ts';
import { connected, flushed, listen, within, type Received } from '../helpers/realtime.ts';
import {
  expectRefused,
  fieldError,
  fileExists,
  imageUrl,
  png,
  reason,
  sendForm,
  type FileInput,
  type PageOf,
  type Rec,
} from '../helpers/resources.ts';
import { html } from '../unit/uploads-fixtures.ts';

const SUBMIT = '/api/public/goodPractices';
const MINE = '/api/public/me/goodPractices';
const m = es.publicSubmissions;
const v = es.validation;

let t: TestApp;
let w: PracticeWorld;
let superApi: ReturnType<typeof client>;
let approverSocket: Received;
let readerSocket: Received;
let author: { id: string; email: string; token: string };
let baseUrl: string;

/** A confirmed public account signed in on the public site. */
async function publicUser(name = 'Lucía') {
  const user = await insertUser(t, { name, confirmedAt: new Date() });
  return { id: user.id, email: user.email, token: await t.app.issuePublicToken(user.id) };
}

/** Every field of spec 001 §3 a submitter fills, valid; `overrides` on top. */
const practice = (overrides: Record<string, unknown> = {}) => ({
  name: `Huertos urbanos en Zapopan ${randomUUID().slice(0, 6)}`,
  objective: 'Producir alimentos en azoteas de la colonia',
  description: 'Talleres vecinales y huertos en cinco azoteas comunitarias.',
  ods: [w.ods[0]!.id, w.ods[2]!.id],
  axisGlobalPact: [w.pactAxes[0]],
  businessJoinType: [w.joinTypes[1]],
  otherAmbit: 'Agricultura urbana',
  promoterInstitution: 'Colectivo Raíces',
  businessJoinSubType: w.joinSubTypes[0],
  alliedInstitutions: 'Ayuntamiento de Zapopan',
  email: 'huertos@raices.example.com',
  shareName: false,
  ubication: 'Calle Hidalgo 45, Zapopan, Jalisco',
  lat: 20.7214,
  lng: -103.3918,
  implementationPeriod: '2024–2026',
  implementationTime: w.times[1],
  indicator: 'Kilos cosechados al mes',
  information: 'Bitácora del colectivo, 2024.',
  aceptVolunteers: true,
  numberOfVolunteers: 8,
  ...overrides,
});

const submit = (token: string, fields: Record<string, unknown>, files: Record<string, FileInput> = {}) => sendForm(t, token, 'POST', SUBMIT, fields, files);
const row = async (id: string) => (await t.database.db.select().from(schema.goodPractices).where(eq(schema.goodPractices.id, id)))[0]!;
const mine = async (token: string, query = '') => expectOk<PageOf<Rec>>(await client(t, token).get(`${MINE}${query}`), 200, m.own);

async function submitted(token: string, overrides: Record<string, unknown> = {}): Promise<Rec> {
  return expectOk<Rec>(await submit(token, practice(overrides)), 201, m.submitted);
}

async function socketOf(flags: { read: true; approve?: true }): Promise<Received> {
  const admin = await createAdmin(t, { role: 1, permissions: { goodPractices: flags } });
  return connected(baseUrl, await login(t, admin.email, admin.password));
}

beforeAll(async () => {
  t = await startTestApp();
  w = await practiceWorld(t);
  baseUrl = await listen(t);
  superApi = client(t, await loginAsSuper(t));
  approverSocket = await socketOf({ read: true, approve: true });
  readerSocket = await socketOf({ read: true });
  author = await publicUser();
});
afterAll(async () => {
  for (const c of [approverSocket, readerSocket]) c?.socket.close();
  await t?.close();
});

describe('POST /api/public/goodPractices', () => {
  it('stores a pending practice by the signed-in user, with image, logo, history, counters, and tells its approvers at once', async () => {
    const before = expectOk<Record<string, number>>(await superApi.get('/api/goodPractices/totals'), 200, es.api.ok);
    // What the server owns is not the sender's to say.
    const sent = practice({ status: 2, selected: true, createdBy: w.userId, active: false });
    const res = await submit(author.token, sent, { image: await png(80, 50), logo: await png(40, 40) });
    const created = expectOk<Rec>(res, 201, m.submitted);
    expect(created).toEqual({
      _id: expect.any(String),
      active: true,
      createdAt: expect.stringMatching(ISO_RE),
      updatedAt: expect.stringMatching(ISO_RE),
      name: sent.name,
      objective: sent.objective,
      description: sent.description,
      ods: [expect.objectContaining({ _id: w.ods[0]!.id }), expect.objectContaining({ _id: w.ods[2]!.id })],
      axisGlobalPact: [expect.objectContaining({ _id: w.pactAxes[0] })],
      businessJoinType: [expect.objectContaining({ _id: w.joinTypes[1] })],
      otherAmbit: 'Agricultura urbana',
      promoterInstitution: 'Colectivo Raíces',
      businessJoinSubType: expect.objectContaining({ _id: w.joinSubTypes[0] }),
      alliedInstitutions: 'Ayuntamiento de Zapopan',
      email: 'huertos@raices.example.com',
      shareName: false,
      ubication: 'Calle Hidalgo 45, Zapopan, Jalisco',
      lat: 20.7214,
      lng: -103.3918,
      implementationPeriod: '2024–2026',
      implementationTime: expect.objectContaining({ _id: w.times[1] }),
      indicator: 'Kilos cosechados al mes',
      information: 'Bitácora del colectivo, 2024.',
      aceptVolunteers: true,
      numberOfVolunteers: 8,
      image: expect.stringMatching(imageUrl('good-practices')),
      logo: expect.stringMatching(imageUrl('good-practices')),
      status: 0,
      rejectionReason: null,
    });
    const id = created._id;
    expect(await fileExists(t, created.image as string)).toBe(true);
    expect(await fileExists(t, created.logo as string)).toBe(true);
    expect(await row(id)).toMatchObject({ createdById: author.id, status: 0, selected: false, active: true });
    const history = await t.database.sql`select cause, admin_id as "adminId", user_id as "userId" from historicals where document = ${id}`;
    expect(history).toEqual([{ cause: 'create', adminId: null, userId: author.id }]);
    const after = expectOk<Record<string, number>>(await superApi.get('/api/goodPractices/totals'), 200, es.api.ok);
    expect({ total: after.total! - before.total!, pending: after.totalPending! - before.totalPending! }).toEqual({ total: 1, pending: 1 });

    await within(3000, () => approverSocket.notifications.some((n) => n.document === id), 'la notificación de la práctica');
    expect(approverSocket.notifications.filter((n) => n.document === id)).toEqual([
      expect.objectContaining({ type: 'goodPractice', module: 'goodPractices', description: es.notifications.goodPractice(sent.name) }),
    ]);
    await flushed(t, readerSocket);
    expect(readerSocket.notifications.filter((n) => n.document === id)).toEqual([]);
    // Pending: the public site does not show it yet.
    expectError(await client(t).get(`/api/public/goodPractices/${id}`), 404, es.api.notFound);
  });

  it('takes a JSON body without files, and applies the volunteers rule of the back-office', async () => {
    const res = await client(t, author.token).post(SUBMIT, practice({ aceptVolunteers: false, numberOfVolunteers: 5, ods: [], lat: null, lng: null }));
    const created = expectOk<Rec>(res, 201, m.submitted);
    expect(created).toMatchObject({ aceptVolunteers: false, numberOfVolunteers: null, ods: [], lat: null, lng: null, image: null, logo: null, status: 0 });
  });

  it.each([
    ['name', undefined, 'Debe ingresar el nombre de la iniciativa'],
    ['name', '   ', 'Debe ingresar el nombre de la iniciativa'],
    ['name', 'x', v.min(2)],
    ['name', 'x'.repeat(221), v.max(220)],
    ['objective', '', 'Debe ingresar el objetivo de la iniciativa'],
    ['objective', 'x'.repeat(1001), v.max(1000)],
    ['description', '  ', 'Debe ingresar una descripción de la iniciativa'],
    ['promoterInstitution', undefined, 'Debe ingresar una institución promotora'],
    ['email', ' ', 'Debe ingresar un correo de contacto'],
    ['email', 'contacto@', 'Formato invalido'],
    ['information', '', 'Ingrese fuentes de información sobre esta buena práctica.'],
    ['aceptVolunteers', 'si', v.invalidValue],
    ['numberOfVolunteers', -1, v.minValue(0)],
    ['shareName', 'quizá', v.invalidValue],
    ['lat', 91, COORDINATE_MESSAGES.latRange],
    ['lng', -181, COORDINATE_MESSAGES.lngRange],
  ])('refuses %s = %j with «%s»: 400, nothing stored, no file kept', async (field, value, msg) => {
    await expectRefused(t, async () => submit(author.token, practice({ [field]: value }), { image: await png() }), 400, es.api.validation, fieldError(field, msg));
  });

  it('refuses a marker with one coordinate, a malformed id and references that do not exist', async () => {
    await expectRefused(t, () => submit(author.token, practice({ lng: null })), 400, COORDINATE_MESSAGES.both, fieldError('lng', COORDINATE_MESSAGES.both));
    await expectRefused(t, () => submit(author.token, practice({ ods: ['no-es-un-id'] })), 400, es.api.validation, fieldError('ods.0', v.invalidId));
    await expectRefused(t, () => submit(author.token, practice({ ods: [randomUUID()] })), 400, es.api.validation, fieldError('ods', es.api.referenceNotFound));
    await expectRefused(t, () => submit(author.token, practice({ implementationTime: randomUUID() })), 400, es.api.validation, fieldError('implementationTime', es.api.referenceNotFound));
  });

  it('refuses files that are not images, and files it does not take, storing nothing', async () => {
    const u = es.uploads;
    const fake = { filename: 'logo.png', data: html(), contentType: 'image/png' };
    await expectRefused(t, async () => submit(author.token, practice(), { image: await png(), logo: fake }), 415, u.typeNotAllowed, fieldError('logo', u.typeNotAllowed));
    await expectRefused(t, async () => submit(author.token, practice(), { thumbnail: await png() }), 400, u.unexpectedFile);
  });
});

describe('GET /api/public/me/goodPractices', () => {
  it('lists only the user’s own submissions in every state, with the reason of a rejection', async () => {
    const user = await publicUser('Marta');
    const pending = await submitted(user.token);
    const accepted = await submitted(user.token);
    const rejected = await submitted(user.token);
    expectOk(await superApi.put(`/api/goodPractices/${accepted._id}/accept`), 202, PRACTICE_MESSAGES.accepted);
    expectOk(await superApi.put(`/api/goodPractices/${rejected._id}/reject`, reason('Faltan las fuentes verificables')), 202, PRACTICE_MESSAGES.rejected);
    await superApi.put(`/api/goodPractices/${pending._id}`, { active: false, ...reason('Duplicada') });
    // Someone else's and an admin-made practice are not theirs.
    await submitted(author.token);
    await insertPractice(t, w, { createdById: null });

    const page = await mine(user.token);
    expect(page).toMatchObject({ totalDocs: 3, page: 1, hasNextPage: false });
    expect(page.docs.map((d) => [d._id, d.status, d.active, d.rejectionReason])).toEqual([
      [rejected._id, 3, true, 'Faltan las fuentes verificables'],
      [accepted._id, 2, true, null],
      [pending._id, 0, false, null],
    ]);
    expect(page.docs[0]).not.toHaveProperty('createdBy');
    expect(page.docs[0]).not.toHaveProperty('selected');

    const first = await mine(user.token, '?limit=2&sort=name');
    expect(first).toMatchObject({ totalDocs: 3, limit: 2, hasNextPage: true, nextPage: 2 });
    const names = [pending, accepted, rejected].map((p) => p.name as string).sort();
    expect(first.docs.map((d) => d.name)).toEqual(names.slice(0, 2));
  });

  it('is empty for a user who submitted nothing', async () => {
    const user = await publicUser();
    expect(await mine(user.token)).toMatchObject({ docs: [], totalDocs: 0 });
  });

  it.each([
    ['limit=0', 'limit', v.limit],
    ['limit=101', 'limit', v.limit],
    ['page=0', 'page', v.page],
    ['sort=email', 'sort', v.sort],
  ])('refuses ?%s with 400 and the field’s message', async (query, path, msg) => {
    const res = await client(t, author.token).get(`${MINE}?${query}`);
    expectError(res, 400, es.api.validation, fieldError(path, msg));
  });
});

describe('who may', () => {
  const routes = [
    ['POST', SUBMIT],
    ['GET', MINE],
  ] as const;
  const callAs = (method: 'POST' | 'GET', url: string, token?: string) =>
    method === 'POST' ? submit(token ?? '', practice()) : client(t, token).get(url);

  it.each(routes)('%s %s: no token, an admin token or a deactivated user → 401, nothing stored', async (method, url) => {
    const adminToken = await loginAsSuper(t);
    const gone = await publicUser();
    await t.database.db.update(schema.users).set({ active: false }).where(eq(schema.users.id, gone.id));
    await expectRefused(t, () => callAs(method, url), 401, es.api.unauthorized);
    await expectRefused(t, () => callAs(method, url, adminToken), 401, es.api.unauthorized);
    await expectRefused(t, () => callAs(method, url, gone.token), 401, es.api.userDeactivated);
  });
});

describe('the decision mailed to the author', () => {
  it('mails the approval with the practice’s public link', async () => {
    const p = await submitted(author.token);
    t.sink.clear();
    expectOk(await superApi.put(`/api/goodPractices/${p._id}/accept`), 202, PRACTICE_MESSAGES.accepted);
    const mail = await t.sink.waitFor((x) => x.to.includes(author.email));
    expect(mail.subject).toBe(m.acceptedMailSubject);
    expect(mail.text.trim()).toBe(m.acceptedMailText('Lucía', p.name as string, `${t.config.publicSiteUrl}/goodPractices/${p._id}`).trim());
  });

  it('mails the rejection with its reason', async () => {
    const p = await submitted(author.token);
    t.sink.clear();
    const why = 'La iniciativa no tiene relación con la sostenibilidad';
    expectOk(await superApi.put(`/api/goodPractices/${p._id}/reject`, reason(why)), 202, PRACTICE_MESSAGES.rejected);
    const mail = await t.sink.waitFor((x) => x.to.includes(author.email));
    expect(mail.subject).toBe(m.rejectedMailSubject);
    expect(mail.text.trim()).toBe(m.rejectedMailText('Lucía', p.name as string, why).trim());
    expect(mail.text).toContain(why);
  });

  it('mails nobody for a practice without author, nor for a refused decision', async () => {
    const adminMade = await insertPractice(t, w, { createdById: null });
    const p = await submitted(author.token);
    t.sink.clear();
    expectOk(await superApi.put(`/api/goodPractices/${adminMade.id}/accept`), 202, PRACTICE_MESSAGES.accepted);
    expectError(await superApi.put(`/api/goodPractices/${p._id}/reject`, reason('')), 400, es.api.validation);
    // The next decision's mail comes after whatever the earlier ones caused.
    expectOk(await superApi.put(`/api/goodPractices/${p._id}/accept`), 202, PRACTICE_MESSAGES.accepted);
    await t.sink.waitFor((x) => x.to.includes(author.email));
    expect(t.sink.messages.map((x) => [x.to, x.subject])).toEqual([[[author.email], m.acceptedMailSubject]]);
  });
});
