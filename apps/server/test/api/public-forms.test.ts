/**
 * The public site's anonymous forms: a contact message and a volunteer go through the record operations (validation,
 * a history row without author, the notifications of their readers at once), a filled hidden field stores nothing,
 * and each client address may send PUBLIC_FORM_LIMIT of them per 15 minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationWire } from '@app/domain/core/notifications';
import { es } from '@app/domain/messages/es';
import { createAdmin, login, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, databaseState, expectError, expectOk } from '../helpers/expect.ts';
import { insertPractice, insertVolunteers, practiceWorld, type PracticeWorld } from '../helpers/good-practices.ts';
import { notificationsAbout } from '../helpers/notifications.ts';
import { connected, flushed, listen, within, type Received } from '../helpers/realtime.ts';
import { expectRefused, fieldError, textEdges } from '../helpers/resources.ts';

const m = es.publicForms;
const v = es.validation;

let t: TestApp;
let w: PracticeWorld;
let baseUrl: string;
let superSocket: Received;
let contactsSocket: Received;
let practicesSocket: Received;
let addresses = 0;

/** A visitor at an address of its own, so that each test has the whole budget of forms. */
const visitor = () => client(t, undefined, { remoteAddress: `10.20.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}` });

const contact = (overrides: Record<string, unknown> = {}) => ({ name: 'Mario Gómez', email: 'mario@example.com', message: 'Quiero sumar a mi empresa', ...overrides });
const person = (overrides: Record<string, unknown> = {}) => ({ name: 'Rosa', lastName: 'Medina Luna', email: 'rosa@example.com', country: 'México', ...overrides });
const joinUrl = (practiceId: string) => `/api/public/goodPractices/${practiceId}/volunteers`;

/** An approved, active practice taking `room` volunteers. */
const openPractice = async (room = 10) => (await insertPractice(t, w, { status: 2, aceptVolunteers: true, numberOfVolunteers: room })).id;

async function historyRows(document: string) {
  return t.database.sql`select cause, module, admin_id as "adminId", user_id as "userId" from historicals where document = ${document}`;
}

/** The socket of an admin who may read only `module`. */
async function readerSocket(module: 'contacts' | 'goodPractices'): Promise<Received> {
  const admin = await createAdmin(t, { role: 1, permissions: { [module]: { read: true } } });
  return connected(baseUrl, await login(t, admin.email, admin.password));
}

const about = (c: Received, document: string): NotificationWire[] => c.notifications.filter((n) => n.document === document);

beforeAll(async () => {
  t = await startTestApp();
  w = await practiceWorld(t);
  baseUrl = await listen(t);
  superSocket = await connected(baseUrl, await loginAsSuper(t));
  contactsSocket = await readerSocket('contacts');
  practicesSocket = await readerSocket('goodPractices');
});
afterAll(async () => {
  for (const c of [superSocket, contactsSocket, practicesSocket]) c?.socket.close();
  await t?.close();
});

describe('POST /api/public/contacts', () => {
  it('stores the message as the record operations do: 201, a history row without author, its readers told at once', async () => {
    const sent = await visitor().post('/api/public/contacts', contact({ name: '  Mario Gómez ', email: 'Mario.Gomez@Example.com' }));
    expect(expectOk(sent, 201, m.contactSent)).toBeNull();
    const [row] = await t.database.sql<{ id: string }[]>`
      select id, name, email, message, active from contacts where email = 'mario.gomez@example.com'`;
    expect(row).toMatchObject({ name: 'Mario Gómez', message: 'Quiero sumar a mi empresa', active: true });
    expect(await historyRows(row!.id)).toEqual([{ cause: 'create', module: 'contacts', adminId: null, userId: null }]);

    await within(2000, () => about(contactsSocket, row!.id).length > 0 && about(superSocket, row!.id).length > 0, 'la notificación del contacto');
    expect(about(contactsSocket, row!.id)).toEqual([
      expect.objectContaining({ type: 'contact', module: 'contacts', description: 'Mario Gómez envió un mensaje de contacto', createdBy: null }),
    ]);
    // Whoever reads only good practices is not told; nothing waits in the queue of rows inserted straight into the database.
    await flushed(t, practicesSocket);
    expect(about(practicesSocket, row!.id)).toEqual([]);
    await t.app.publicInserts.drain();
    expect(await notificationsAbout(t, row!.id)).toHaveLength(1);
  });

  it('takes a name of 2 to 80 characters and a message of 2 to 2000', async () => {
    for (const name of textEdges(2, 80).accepted) expectOk(await visitor().post('/api/public/contacts', contact({ name })), 201, m.contactSent);
    for (const message of textEdges(2, 2000).accepted) expectOk(await visitor().post('/api/public/contacts', contact({ message })), 201, m.contactSent);
  });

  it('refuses each bad field with its Spanish message (400) and stores nothing', async () => {
    const api = visitor();
    const post = (body: Record<string, unknown>) => () => api.post('/api/public/contacts', body);
    for (const c of textEdges(2, 80).refused) await expectRefused(t, post(contact({ name: c.value })), 400, es.api.validation, fieldError('name', c.msg));
    for (const c of textEdges(2, 2000).refused) {
      await expectRefused(t, post(contact({ message: c.value })), 400, es.api.validation, fieldError('message', c.msg));
    }
    await expectRefused(t, post(contact({ email: 'mario.example.com' })), 400, es.api.validation, fieldError('email', v.emailInvalid));
    await expectRefused(t, post(contact({ email: undefined })), 400, es.api.validation, fieldError('email', v.required));
    await expectRefused(t, post(contact({ name: 'Mario\u0000' })), 400, es.api.validation, fieldError('name', v.nul));
    const before = await databaseState(t);
    const notText = await api.post('/api/public/contacts', contact({ website: 42 }));
    expectError(notText, 400, es.api.validation);
    expect(notText.body.errors?.map((e) => e.path)).toEqual(['website']);
    expectError(await api.post('/api/public/contacts', '{"name": "Mario"', { headers: { 'content-type': 'application/json' } }), 400, es.api.malformedJson);
    expect(await databaseState(t)).toBe(before);
  });

  it('answers a filled hidden field with the same 201 and stores nothing', async () => {
    const before = await databaseState(t);
    const robot = await visitor().post('/api/public/contacts', contact({ website: 'https://ofertas.example.com' }));
    expect(await databaseState(t)).toBe(before);
    const human = await visitor().post('/api/public/contacts', contact({ email: 'persona@example.com', website: '' }));
    expect({ status: robot.status, raw: robot.raw }).toEqual({ status: human.status, raw: human.raw });
    expect(robot.raw).toBe(JSON.stringify({ code: 201, message: m.contactSent, data: null }));
    expect(await t.database.sql`select 1 from contacts where email = 'persona@example.com'`).toHaveLength(1);
  });
});

describe('POST /api/public/goodPractices/{id}/volunteers', () => {
  it('signs a volunteer up on an approved, active practice with room: 201, no author, the practices’ readers told at once', async () => {
    const practiceId = await openPractice();
    // A practice id in the body is not the one of the path, and is not taken.
    const other = await openPractice();
    expectOk(await visitor().post(joinUrl(practiceId), person({ email: 'Rosa@Example.com', goodPractice: other })), 201, m.volunteerSent);
    const rows = await t.database.sql<{ id: string }[]>`
      select id, good_practice_id, name, last_name, email, country, active from volunteers where good_practice_id in ${t.database.sql([practiceId, other])}`;
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ good_practice_id: practiceId, name: 'Rosa', last_name: 'Medina Luna', email: 'rosa@example.com', country: 'México', active: true });
    expect(await historyRows(row!.id)).toEqual([{ cause: 'create', module: 'volunteers', adminId: null, userId: null }]);

    await within(2000, () => about(practicesSocket, row!.id).length > 0 && about(superSocket, row!.id).length > 0, 'la notificación del voluntario');
    expect(about(practicesSocket, row!.id)).toEqual([
      expect.objectContaining({ type: 'volunteer', module: 'volunteers', description: 'Rosa Medina Luna se registró como voluntario en una buena práctica' }),
    ]);
    await flushed(t, contactsSocket);
    expect(about(contactsSocket, row!.id)).toEqual([]);
    await t.app.publicInserts.drain();
    expect(await notificationsAbout(t, row!.id)).toHaveLength(1);
  });

  it.each([
    ['pending', { status: 0 }, m.practiceNotApproved],
    ['rejected', { status: 3 }, m.practiceNotApproved],
    ['inactive', { status: 2, active: false }, m.practiceInactive],
    ['taking no volunteers', { status: 2, aceptVolunteers: false, numberOfVolunteers: null }, m.practiceNoVolunteers],
    ['asking for no volunteers', { status: 2, aceptVolunteers: true, numberOfVolunteers: 0 }, m.practiceFull],
  ] as const)('refuses a practice %s with the reason (409) and stores nothing', async (_label, values, message) => {
    const practiceId = (await insertPractice(t, w, values)).id;
    await expectRefused(t, () => visitor().post(joinUrl(practiceId), person()), 409, message);
  });

  it('refuses a full practice (409); a volunteer the back-office deactivated holds no place', async () => {
    const full = await openPractice(2);
    await insertVolunteers(t, full, 2);
    await expectRefused(t, () => visitor().post(joinUrl(full), person()), 409, m.practiceFull);
    const roomLeft = await openPractice(2);
    await insertVolunteers(t, roomLeft, 1);
    await insertVolunteers(t, roomLeft, 1, { active: false });
    expectOk(await visitor().post(joinUrl(roomLeft), person()), 201, m.volunteerSent);
  });

  it('refuses the same e-mail twice on one practice (409), whatever its case; another practice takes it', async () => {
    const practiceId = await openPractice();
    expectOk(await visitor().post(joinUrl(practiceId), person({ email: 'lucia@example.com' })), 201, m.volunteerSent);
    await expectRefused(t, () => visitor().post(joinUrl(practiceId), person({ name: 'Lucía', email: 'LUCIA@example.com' })), 409, m.alreadyVolunteer);
    // Even once the back-office deactivated it: the person is already on the practice's list.
    await t.database.sql`update volunteers set active = false where good_practice_id = ${practiceId}`;
    await expectRefused(t, () => visitor().post(joinUrl(practiceId), person({ email: 'lucia@example.com' })), 409, m.alreadyVolunteer);
    expectOk(await visitor().post(joinUrl(await openPractice()), person({ email: 'lucia@example.com' })), 201, m.volunteerSent);
  });

  it('gives the last place to one of two sign-ups sent at once, and one e-mail sent twice at once once', async () => {
    const lastPlace = await openPractice(1);
    const race = await Promise.all([
      visitor().post(joinUrl(lastPlace), person({ email: 'primera@example.com' })),
      visitor().post(joinUrl(lastPlace), person({ email: 'segunda@example.com' })),
    ]);
    expect(race.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(race.find((res) => res.status === 409)!.body.message).toBe(m.practiceFull);
    const twice = await openPractice();
    const same = await Promise.all([visitor().post(joinUrl(twice), person()), visitor().post(joinUrl(twice), person())]);
    expect(same.map((res) => res.status).sort()).toEqual([201, 409]);
    const counts = await t.database.sql`
      select good_practice_id as id, count(*)::int as n from volunteers where good_practice_id in ${t.database.sql([lastPlace, twice])} group by 1`;
    expect(counts.map((c) => c.n)).toEqual([1, 1]);
  });

  it('answers 404 to an unknown practice and 400 to an id that is not one', async () => {
    await expectRefused(t, () => visitor().post(joinUrl('7d9f2c1e-4b5a-4c3d-8e9f-0a1b2c3d4e5f'), person()), 404, es.api.notFound);
    await expectRefused(t, () => visitor().post(joinUrl('no-es-un-id'), person()), 400, es.api.validation, fieldError('id', v.invalidId));
  });

  it('refuses each bad field with its Spanish message (400) and stores nothing', async () => {
    const practiceId = await openPractice();
    const api = visitor();
    const post = (body: Record<string, unknown>) => () => api.post(joinUrl(practiceId), body);
    for (const field of ['name', 'lastName']) {
      for (const c of textEdges(2, 50).refused) await expectRefused(t, post(person({ [field]: c.value })), 400, es.api.validation, fieldError(field, c.msg));
    }
    await expectRefused(t, post(person({ email: 'rosa@' })), 400, es.api.validation, fieldError('email', v.emailInvalid));
    await expectRefused(t, post(person({ country: undefined })), 400, es.api.validation, fieldError('country', v.required));
    await expectRefused(t, post(person({ country: 'Atlántida' })), 400, es.api.validation, fieldError('country', es.locations.countryInvalid));
    const missing = await api.post(joinUrl(practiceId), {});
    expectError(missing, 400, es.api.validation);
    expect(missing.body.errors?.map((e) => e.path).sort()).toEqual(['country', 'email', 'lastName', 'name']);
  });

  it('answers a filled hidden field with the same 201 and stores nothing', async () => {
    const practiceId = await openPractice();
    const before = await databaseState(t);
    const robot = await visitor().post(joinUrl(practiceId), person({ website: 'ofertas' }));
    expect(robot.raw).toBe(JSON.stringify({ code: 201, message: m.volunteerSent, data: null }));
    expect(await databaseState(t)).toBe(before);
  });
});

describe('the limit per client address', () => {
  it('lets an address send PUBLIC_FORM_LIMIT forms of either kind in 15 minutes, then answers 429; another address is not affected', async () => {
    expect(t.config.publicFormLimit).toBe(5);
    const api = visitor();
    const practiceId = await openPractice();
    for (let i = 0; i < 3; i++) expectOk(await api.post('/api/public/contacts', contact({ email: `limite${i}@example.com` })), 201, m.contactSent);
    expectOk(await api.post(joinUrl(practiceId), person({ email: 'limite@example.com' })), 201, m.volunteerSent);
    // A robot's form counts as well: it cannot tell it was not stored.
    expectOk(await api.post('/api/public/contacts', contact({ website: 'x' })), 201, m.contactSent);
    await expectRefused(t, () => api.post('/api/public/contacts', contact({ email: 'sexto@example.com' })), 429, es.api.tooManyAttempts);
    await expectRefused(t, () => api.post(joinUrl(practiceId), person({ email: 'sexto@example.com' })), 429, es.api.tooManyAttempts);
    expectOk(await visitor().post('/api/public/contacts', contact({ email: 'vecina@example.com' })), 201, m.contactSent);
  });

  it('does not count a body refused before it is read (400)', async () => {
    const api = visitor();
    for (let i = 0; i < 10; i++) expectError(await api.post('/api/public/contacts', contact({ name: 'M' })), 400, es.api.validation);
    expectOk(await api.post('/api/public/contacts', contact({ email: 'tras-errores@example.com' })), 201, m.contactSent);
  });
});

describe('RATE_LIMIT and PUBLIC_FORM_LIMIT', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ rateLimit: 3, publicFormLimit: 2 });
  });
  afterAll(() => limited?.close());

  it('come from the configuration: forms per address, and requests per minute per address over every route', async () => {
    const forms = client(limited, undefined, { remoteAddress: '10.30.0.1' });
    expectOk(await forms.post('/api/public/contacts', contact()), 201, m.contactSent);
    expectOk(await forms.post('/api/public/contacts', contact()), 201, m.contactSent);
    expectError(await forms.post('/api/public/contacts', contact()), 429, es.api.tooManyAttempts);
    const reads = client(limited, undefined, { remoteAddress: '10.30.0.2' });
    for (let i = 0; i < 3; i++) expect((await reads.get('/api/health')).status).toBe(200);
    expectError(await reads.get('/api/health'), 429, es.api.tooManyAttempts);
  });
});
