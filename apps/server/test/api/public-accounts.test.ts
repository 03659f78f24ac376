import { randomBytes } from 'node:crypto';
import { access } from 'node:fs/promises';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import * as schema from '../../src/db/schema/index.ts';
import { call, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectError, expectOk } from '../helpers/expect.ts';
import { insertComment, insertFlashcard, insertGta } from '../helpers/people.ts';
import { diskPath, reason, sendForm } from '../helpers/resources.ts';
import { html, pngWithAlpha } from '../unit/uploads-fixtures.ts';

const REGISTER = '/api/public/auth/register';
const CONFIRM = '/api/public/auth/confirm';
const LOGIN = '/api/public/auth/login';
const REQUEST_RECOVER = '/api/public/auth/request-recover';
const RECOVER = '/api/public/auth/recover';
const LOGOUT = '/api/public/auth/logout';
const ME = '/api/public/me';
const PASSWORD = 'Clave-publica-larga-1';
const FAILURE_LIMIT = 4;
const p = es.publicAccounts;
const v = es.validation;

type Rec = Record<string, unknown>;
interface SignedIn {
  token: string;
  user: Rec;
}

let t: TestApp;
let admin: ReturnType<typeof client>;
let addresses = 0;

beforeAll(async () => {
  t = await startTestApp({ authFailureLimit: FAILURE_LIMIT, authSlowDownMs: 0 });
  admin = client(t, await loginAsSuper(t));
});
afterAll(() => t?.close());

/** Each test calls from its own address, so no test meets another's sign-in counts. */
const from = () => ({ remoteAddress: `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}` });
const newEmail = () => `persona.${randomBytes(4).toString('hex')}@example.com`;
const person = (email: string, extra: Rec = {}) => ({ name: 'Lucía', lastName: 'Hernández', email, password: PASSWORD, acceptTerms: true, ...extra });

function publicClient(ip = from()) {
  return {
    post: (url: string, payload: unknown, token?: string) => call(t, { method: 'POST', url, payload: payload as object, token, ...ip }),
    put: (url: string, payload?: unknown, token?: string) => call(t, { method: 'PUT', url, payload: payload as object, token, ...ip }),
    get: (url: string, token?: string) => call(t, { method: 'GET', url, token, ...ip }),
    del: (url: string, payload: unknown, token?: string) => call(t, { method: 'DELETE', url, payload: payload as object, token, ...ip }),
  };
}

const userRow = async (email: string) => (await t.database.db.select().from(schema.users).where(eq(schema.users.email, email)))[0];
const userCount = async () => (await t.database.db.select({ n: count() }).from(schema.users))[0]!.n;

async function mailedToken(email: string): Promise<string> {
  const mail = await t.sink.waitFor((m) => m.to.includes(email) && m.subject === p.confirmMailSubject);
  const token = new RegExp(`${t.config.publicSiteUrl}/confirmar/([A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
  if (!token) throw new Error(`sin enlace en: ${mail.text}`);
  return token;
}

async function signUp(email = newEmail(), api = publicClient()): Promise<SignedIn & { email: string }> {
  expectOk(await api.post(REGISTER, person(email)), 202, p.registered);
  const confirmed = expectOk<SignedIn>(await api.post(CONFIRM, { token: await mailedToken(email) }), 200, p.confirmed);
  return { ...confirmed, email };
}

describe('register and confirm', () => {
  it('stores a new account unconfirmed, with its history, and mails a single-use link', async () => {
    const api = publicClient();
    const email = newEmail();
    const res = await api.post(REGISTER, person(email.toUpperCase(), { company: 'Agua Viva' }));
    expect(res.body).toEqual({ code: 202, message: p.registered, data: null });
    const row = (await userRow(email))!;
    expect(row).toMatchObject({ name: 'Lucía', lastName: 'Hernández', company: 'Agua Viva', confirmedAt: null, active: true });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.termsAcceptedAt).toBeInstanceOf(Date);
    const token = await mailedToken(email);
    expect(row.confirmTokenHash).not.toContain(token);
    const history = await t.database.db.select().from(schema.historicals).where(eq(schema.historicals.document, row.id));
    expect(history.map((h) => h.cause)).toEqual(['create']);

    const { token: session, user } = expectOk<SignedIn>(await api.post(CONFIRM, { token }), 200, p.confirmed);
    expect(user).toMatchObject({ _id: row.id, email, name: 'Lucía', company: 'Agua Viva' });
    expect(JSON.stringify(user)).not.toMatch(/argon2|passwordHash|confirmToken/);
    expect((await userRow(email))!.confirmedAt).toBeInstanceOf(Date);
    expectOk(await api.get(ME, session), 200, p.profile);
    expectError(await api.post(CONFIRM, { token }), 400, p.confirmInvalid, [{ path: 'token', msg: p.confirmInvalid }]);
  });

  it('answers a known address exactly like a new one, and mails it a notice instead of a link', async () => {
    const known = await signUp();
    const before = await userRow(known.email);
    const api = publicClient();
    const fresh = newEmail();
    const again = await api.post(REGISTER, person(known.email, { password: 'Otra-clave-muy-larga-2', name: 'Intruso' }));
    const first = await api.post(REGISTER, person(fresh));
    expect(again.raw).toBe(first.raw);
    const notice = await t.sink.waitFor((m) => m.to.includes(known.email) && m.subject === p.noticeMailSubject);
    expect(notice.text).toContain(t.config.publicSiteUrl);
    expect(notice.text).not.toContain('/confirmar/');
    expect(await userRow(known.email)).toEqual(before);
  });

  it('mails a new link to an address registered but never confirmed, keeping its first password', async () => {
    const api = publicClient();
    const email = newEmail();
    await api.post(REGISTER, person(email));
    const first = await mailedToken(email);
    const hash = (await userRow(email))!.passwordHash;
    t.sink.clear();
    expectOk(await api.post(REGISTER, person(email, { password: 'Otra-clave-muy-larga-2' })), 202, p.registered);
    const second = await mailedToken(email);
    expect(second).not.toBe(first);
    expect((await userRow(email))!.passwordHash).toBe(hash);
    expectError(await api.post(CONFIRM, { token: first }), 400, p.confirmInvalid, [{ path: 'token', msg: p.confirmInvalid }]);
    expectOk(await api.post(CONFIRM, { token: second }), 200, p.confirmed);
  });

  it('refuses a link past its 24 hours, and a malformed one', async () => {
    const api = publicClient();
    const email = newEmail();
    await api.post(REGISTER, person(email));
    const token = await mailedToken(email);
    await t.database.sql`update users set confirm_expires = now() - interval '1 second' where email = ${email}`;
    expectError(await api.post(CONFIRM, { token }), 400, p.confirmInvalid, [{ path: 'token', msg: p.confirmInvalid }]);
    expectError(await api.post(CONFIRM, { token: 'corto' }), 400, es.api.validation, [{ path: 'token', msg: p.confirmInvalid }]);
    expectError(await api.post(CONFIRM, {}), 400, es.api.validation, [{ path: 'token', msg: p.confirmInvalid }]);
    expect((await userRow(email))!.confirmedAt).toBeNull();
  });

  it.each([
    ['no terms', { acceptTerms: false }, 'acceptTerms', p.termsRequired],
    ['terms missing', { acceptTerms: undefined }, 'acceptTerms', p.termsRequired],
    ['a short password', { password: 'corta' }, 'password', v.passwordWeak],
    ['a common password', { password: 'password1234' }, 'password', v.passwordCommon],
    ['a bad e-mail', { email: 'no-es-correo' }, 'email', v.emailInvalid],
    ['no e-mail', { email: undefined }, 'email', v.recoveryRequired],
  ])('refuses %s with the field message and stores nothing', async (_case, change, path, msg) => {
    const before = await userCount();
    const res = await publicClient().post(REGISTER, { ...person(newEmail()), ...change });
    expectError(res, 400, es.api.validation);
    expect(res.body.errors).toContainEqual({ path, msg });
    expect(await userCount()).toBe(before);
  });

  it('refuses a profile field out of the users rules and stores nothing', async () => {
    const before = await userCount();
    const refused: [Rec, string][] = [
      [{ name: 'L' }, 'name'],
      [{ lastName: undefined }, 'lastName'],
      [{ telephone: 'x'.repeat(31) }, 'telephone'],
      [{ country: 'México', state: 'Jalisco', city: 'Atlántida' }, 'city'],
    ];
    for (const [change, path] of refused) {
      const res = await publicClient().post(REGISTER, { ...person(newEmail()), ...change });
      expectError(res, 400, es.api.validation);
      expect(res.body.errors?.map((e) => e.path)).toEqual([path]);
    }
    expect(await userCount()).toBe(before);
  });
});

describe('login and logout', () => {
  it('signs a confirmed user in, and logout ends that session only', async () => {
    const { email, token: first } = await signUp();
    const api = publicClient();
    const { token, user } = expectOk<SignedIn>(await api.post(LOGIN, { email: email.toUpperCase(), password: PASSWORD }), 200, es.auth.loggedIn);
    expect(user.email).toBe(email);
    expectOk(await api.put(LOGOUT, undefined, token), 200, es.auth.loggedOut);
    expectError(await api.get(ME, token), 401, es.api.sessionExpired);
    expectOk(await api.get(ME, first), 200, p.profile);
    expectError(await api.put(LOGOUT), 401, es.api.unauthorized);
  });

  it('answers one 401 for a wrong e-mail or password, and 403 for an unconfirmed account', async () => {
    const { email } = await signUp();
    const api = publicClient();
    const wrongPassword = await api.post(LOGIN, { email, password: 'no-es-la-clave' });
    const wrongEmail = await api.post(LOGIN, { email: newEmail(), password: PASSWORD });
    expectError(wrongPassword, 401, es.auth.badCredentials);
    expect(wrongEmail.raw).toBe(wrongPassword.raw);

    const pending = newEmail();
    await api.post(REGISTER, person(pending));
    expectError(await api.post(LOGIN, { email: pending, password: 'no-es-la-clave' }), 401, es.auth.badCredentials);
    expectError(await api.post(LOGIN, { email: pending, password: PASSWORD }), 403, p.confirmFirst);
    expect(await t.database.db.select().from(schema.userSessions).where(eq(schema.userSessions.userId, (await userRow(pending))!.id))).toEqual([]);
    expectError(await api.post(LOGIN, { email: 'no-es-correo', password: PASSWORD }), 400, es.api.validation, [{ path: 'email', msg: v.emailInvalid }]);
  });

  it('answers 429 past the sign-in limit, even to the right password', async () => {
    const { email } = await signUp();
    const api = publicClient();
    for (let i = 0; i < FAILURE_LIMIT; i++) expectError(await api.post(LOGIN, { email, password: 'no-es-la-clave' }), 401, es.auth.badCredentials);
    expectError(await api.post(LOGIN, { email, password: PASSWORD }), 429, es.api.tooManyAttempts);
    expectOk(await publicClient().post(LOGIN, { email, password: PASSWORD }), 200, es.auth.loggedIn);
  });

  it('answers 429 to an address registering past the limit', async () => {
    const api = publicClient();
    const email = newEmail();
    for (let i = 0; i < FAILURE_LIMIT; i++) expectOk(await api.post(REGISTER, person(email)), 202, p.registered);
    const before = await userCount();
    expectError(await api.post(REGISTER, person(email)), 429, es.api.tooManyAttempts);
    expect(await userCount()).toBe(before);
  });
});

describe('recovery', () => {
  it('answers a known and an unknown address alike, and the link sets a new password once', async () => {
    const { email, token: old } = await signUp();
    const api = publicClient();
    t.sink.clear();
    const unknown = await api.post(REQUEST_RECOVER, { email: newEmail() });
    const known = await api.post(REQUEST_RECOVER, { email });
    expect(known.raw).toBe(unknown.raw);
    expect(known.body).toEqual({ code: 200, message: es.auth.recoverRequested, data: null });
    const mail = await t.sink.waitFor((m) => m.to.includes(email) && m.subject === es.auth.recoverMailSubject);
    expect(t.sink.messages.filter((m) => m.subject === es.auth.recoverMailSubject)).toHaveLength(1);
    const token = new RegExp(`${t.config.publicSiteUrl}/recuperar/([A-Za-z0-9_-]+)\\?email=`).exec(mail.text)![1]!;

    const body = { email, recoverPasswordToken: token, password: 'Nueva-clave-larga-9', cfrmPassword: 'Nueva-clave-larga-9' };
    expectError(await api.post(RECOVER, { ...body, cfrmPassword: 'otra' }), 400, es.api.validation, [{ path: 'cfrmPassword', msg: v.passwordsMismatch }]);
    expectOk(await api.post(RECOVER, body), 200, es.auth.passwordUpdated);
    expectError(await api.get(ME, old), 401, es.api.sessionExpired);
    expectError(await api.post(RECOVER, body), 400, es.auth.recoverInvalid, [{ path: 'recoverPasswordToken', msg: es.auth.recoverInvalid }]);
    expectError(await api.post(LOGIN, { email, password: PASSWORD }), 401, es.auth.badCredentials);
    expectOk(await api.post(LOGIN, { email, password: 'Nueva-clave-larga-9' }), 200, es.auth.loggedIn);
  });

  it('confirms an account that recovers its password before confirming', async () => {
    const api = publicClient();
    const email = newEmail();
    await api.post(REGISTER, person(email));
    t.sink.clear();
    await api.post(REQUEST_RECOVER, { email });
    const mail = await t.sink.waitFor((m) => m.to.includes(email) && m.subject === es.auth.recoverMailSubject);
    const token = /\/recuperar\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const password = 'Nueva-clave-larga-9';
    expectOk(await api.post(RECOVER, { email, recoverPasswordToken: token, password, cfrmPassword: password }), 200, es.auth.passwordUpdated);
    expectOk(await api.post(LOGIN, { email, password }), 200, es.auth.loggedIn);
  });
});

describe('own data', () => {
  it('reads and edits the profile as JSON or multipart, with history naming the user', async () => {
    const { token, user } = await signUp();
    const api = publicClient();
    const updated = expectOk<Rec>(await api.put(ME, { name: 'Lucía María', company: 'Agua Viva', email: 'otra@example.com' }, token), 200, p.profileUpdated);
    expect(updated).toMatchObject({ name: 'Lucía María', company: 'Agua Viva', email: user.email });
    const edits = await t.database.db
      .select()
      .from(schema.historicals)
      .where(and(eq(schema.historicals.document, user._id as string), eq(schema.historicals.cause, 'edit')));
    expect(edits.at(-1)).toMatchObject({ userId: user._id, adminId: null });

    expectError(await api.put(ME, { name: 'L' }, token), 400, es.api.validation);
    expect((await userRow(user.email as string))!.name).toBe('Lucía María');

    const form = await sendForm(t, token, 'PUT', ME, { lastName: 'Ruiz' }, { thumbnail: { filename: 'yo.png', data: await pngWithAlpha(), contentType: 'image/png' } });
    const withPhoto = expectOk<Rec>(form, 200, p.profileUpdated);
    expect(withPhoto.lastName).toBe('Ruiz');
    await access(diskPath(t, withPhoto.thumbnail as string));

    const refused = await sendForm(t, token, 'PUT', ME, { lastName: 'Otro' }, { thumbnail: { filename: 'x.png', data: html(), contentType: 'image/png' } });
    expectError(refused, 415, es.uploads.typeNotAllowed);
    expect((await userRow(user.email as string))!.lastName).toBe('Ruiz');
  });

  it('exports every record held about the user as one document', async () => {
    const { token, user, email } = await signUp();
    const id = user._id as string;
    const gta = await insertGta(t);
    const card = await insertFlashcard(t, gta.id);
    const { db } = t.database;
    await insertComment(t, id, card.id, { comment: 'Muy útil' });
    await db.insert(schema.savedCards).values({ userId: id, flashcardId: card.id });
    await db.insert(schema.gtaDocDownloads).values({ userId: id, gtaId: gta.id });
    const [practice] = await db
      .insert(schema.goodPractices)
      .values({ name: 'Huertos', objective: 'Comer', description: 'Huertos urbanos', promoterInstitution: 'Barrio', email, information: 'Más', createdById: id })
      .returning();
    await db.insert(schema.volunteers).values({ goodPracticeId: practice!.id, name: 'Lucía', lastName: 'Hernández', email: email.toUpperCase(), country: 'MX' });

    const res = await publicClient().get(`${ME}/export`, token);
    const data = expectOk<Rec>(res, 200, p.exported);
    expect(data.profile).toMatchObject({ _id: id, email });
    expect(data.comments).toEqual([expect.objectContaining({ comment: 'Muy útil', flashcard: { _id: card.id, name: card.name } })]);
    expect(data.savedCards).toEqual([expect.objectContaining({ flashcard: { _id: card.id, name: card.name } })]);
    expect(data.downloads).toEqual([expect.objectContaining({ gta: { _id: gta.id, name: gta.title } })]);
    expect(data.goodPractices).toEqual([expect.objectContaining({ _id: practice!.id, name: 'Huertos', status: 0 })]);
    expect(data.volunteering).toEqual([expect.objectContaining({ goodPractice: { _id: practice!.id, name: 'Huertos' } })]);
    expect(res.raw).not.toMatch(/argon2|password/i);
  });

  it('erases the account: profile and saved cards go, comments, practices, downloads and history stay without the author', async () => {
    const { token, user, email } = await signUp();
    const id = user._id as string;
    const gta = await insertGta(t);
    const card = await insertFlashcard(t, gta.id);
    const { db } = t.database;
    const comment = await insertComment(t, id, card.id, { comment: 'Me gustó' });
    await db.insert(schema.historicals).values({ cause: 'create', document: comment.id, module: 'comments', userId: id });
    await db.insert(schema.savedCards).values({ userId: id, flashcardId: card.id });
    await db.insert(schema.gtaDocDownloads).values({ userId: id, gtaId: gta.id });
    const [practice] = await db
      .insert(schema.goodPractices)
      .values({ name: 'Huertos', objective: 'Comer', description: 'Huertos urbanos', promoterInstitution: 'Barrio', email, information: 'Más', createdById: id })
      .returning();
    const api = publicClient();

    expectError(await api.del(ME, { password: 'no-es-la-clave' }, token), 400, p.wrongPassword, [{ path: 'password', msg: p.wrongPassword }]);
    expectError(await api.del(ME, {}, token), 400, es.api.validation, [{ path: 'password', msg: v.loginRequired }]);
    expect(await userRow(email)).toBeDefined();

    expectOk(await api.del(ME, { password: PASSWORD }, token), 200, p.erased);
    expect(await userRow(email)).toBeUndefined();
    expect(await db.select().from(schema.savedCards).where(eq(schema.savedCards.userId, id))).toEqual([]);
    expect(await db.select().from(schema.userSessions).where(eq(schema.userSessions.userId, id))).toEqual([]);
    expect((await db.select().from(schema.comments).where(eq(schema.comments.id, comment.id)))[0]).toMatchObject({ comment: 'Me gustó', createdById: null });
    expect((await db.select().from(schema.goodPractices).where(eq(schema.goodPractices.id, practice!.id)))[0]).toMatchObject({ name: 'Huertos', createdById: null });
    expect(await db.select().from(schema.gtaDocDownloads).where(eq(schema.gtaDocDownloads.gtaId, gta.id))).toEqual([expect.objectContaining({ userId: null })]);
    expect(await db.select().from(schema.historicals).where(eq(schema.historicals.document, comment.id))).toEqual([
      expect.objectContaining({ cause: 'create', userId: null }),
    ]);
    expect(await db.select().from(schema.historicals).where(eq(schema.historicals.userId, id))).toEqual([]);
    expect(await db.select().from(schema.historicals).where(eq(schema.historicals.document, id))).toEqual([]);
    expectError(await api.get(ME, token), 401, es.api.sessionExpired);

    t.sink.clear();
    const again = await signUp(email);
    expect(again.user._id).not.toBe(id);
  });
});

describe('deactivation in the back-office', () => {
  it('ends the public sessions at once, and reactivating does not bring them back', async () => {
    const { token, user, email } = await signUp();
    const api = publicClient();
    expectOk(await admin.put(`/api/users/${user._id as string}/deactivate`, reason('Spam')), 202, 'Usuario desactivado');
    expectError(await api.get(ME, token), 401, es.api.userDeactivated);
    const sessions = await t.database.db.select().from(schema.userSessions).where(eq(schema.userSessions.userId, user._id as string));
    expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);
    expectError(await api.post(LOGIN, { email, password: PASSWORD }), 401, es.auth.badCredentials);

    expectOk(await admin.put(`/api/users/${user._id as string}/reactivate`, reason('Aclarado')), 202, 'Usuario activado');
    expectError(await api.get(ME, token), 401, es.api.sessionExpired);
    expectOk(await api.post(LOGIN, { email, password: PASSWORD }), 200, es.auth.loggedIn);
  });
});

describe('two audiences', () => {
  it('a public token opens no back-office route and an admin token no public user route', async () => {
    const { token } = await signUp();
    const api = publicClient();
    expectError(await api.get('/api/auth/admins/me', token), 401, es.api.unauthorized);
    expectError(await api.get('/api/users', token), 401, es.api.unauthorized);
    expectError(await admin.get(ME), 401, es.api.unauthorized);
    expectError(await api.get(ME, 'no.es.token'), 401, es.api.unauthorized);
  });
});

describe('mail caps', () => {
  let capped: TestApp;
  beforeAll(async () => {
    capped = await startTestApp({ authCodeMails: 2 });
  });
  afterAll(() => capped?.close());

  it('mails an address no more confirmation links than the admins get codes, answering 202 each time', async () => {
    const email = newEmail();
    const register = (i: number) =>
      call(capped, { method: 'POST', url: REGISTER, payload: person(email), remoteAddress: `10.8.0.${i}` });
    for (const i of [1, 2]) expectOk(await register(i), 202, p.registered);
    await capped.sink.waitFor((m) => m.to.includes(email) && capped.sink.messages.filter((n) => n.to.includes(email)).length === 2);
    expectOk(await register(3), 202, p.registered);
    // A later mail to someone else has gone out once the third answer would have sent its own.
    await call(capped, { method: 'POST', url: REGISTER, payload: person('testigo@example.com'), remoteAddress: '10.8.0.4' });
    await capped.sink.waitFor((m) => m.to.includes('testigo@example.com'));
    expect(capped.sink.messages.filter((m) => m.to.includes(email))).toHaveLength(2);
  });
});
