/**
 * API tokens: created by an admin within their own flags, shown once and stored as a digest, sent as
 * `Authorization: Bearer sbo_…`. At each use a token may do what its scopes allow and its admin may do at that moment;
 * revoked, expired and unknown tokens answer 401, and a token never reaches the public site, sign-in or tokens routes.
 * Every refusal leaves the database as it was.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { admins, apiTokens, historicals, modules, permissions } from '../../src/db/schema/index.ts';
import { digest } from '../../src/lib/secrets.ts';
import { toggleAdmin } from '../helpers/admins.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { client, databaseState, expectError, expectOk, ISO_RE, UUID_RE } from '../helpers/expect.ts';
import { cardAdmin, type Flags } from '../helpers/flashcards.ts';
import { expectRefused, fieldError } from '../helpers/resources.ts';

type Token = { _id: string; admin: string; name: string; prefix: string; state: string; lastUsedAt: string | null; scopes: unknown; token?: string };
type Admin = Awaited<ReturnType<typeof cardAdmin>>;

const URL = '/api/tokens';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const body = (overrides: Record<string, unknown> = {}) => ({
  name: `Integración ${Math.random().toString(36).slice(2, 8)}`,
  expiresAt: inDays(30),
  scopes: [{ module: 'sectors', actions: ['read'] }],
  ...overrides,
});
const sector = () => ({ name: `Sector ${Math.random().toString(36).slice(2, 8)}`, description: 'Creado por una integración' });

let t: TestApp;
let superUser: Admin;

beforeAll(async () => {
  t = await startTestApp();
  superUser = await cardAdmin(t, {}, { role: 0 });
});
afterAll(() => t?.close());

async function tokenOf(admin: Admin, overrides: Record<string, unknown> = {}) {
  const created = expectOk<Token>(await admin.api.post(URL, body(overrides)), 201, es.apiTokens.created);
  return { ...created, api: client(t, created.token) };
}

async function lastUsed(id: string) {
  const [row] = await t.database.db.select({ at: apiTokens.lastUsedAt }).from(apiTokens).where(eq(apiTokens.id, id));
  return row!.at;
}

async function setFlag(adminId: string, module: string, flags: Flags[keyof Flags]) {
  const [mod] = await t.database.db.select({ id: modules.id }).from(modules).where(eq(modules.name, module));
  await t.database.db.update(permissions).set(flags!).where(and(eq(permissions.adminId, adminId), eq(permissions.moduleId, mod!.id)));
}

describe('creating', () => {
  it('201 with the secret once: recognisable prefix, only its digest stored, never listed again', async () => {
    const admin = await cardAdmin(t, { sectors: { read: true } });
    const created = await tokenOf(admin, { name: '  CRM nocturno  ' });
    expect(created).toMatchObject({ name: 'CRM nocturno', admin: admin.id, state: 'active', lastUsedAt: null, scopes: [{ module: 'sectors', actions: ['read'] }] });
    expect(created._id).toMatch(UUID_RE);
    expect(created.token).toMatch(/^sbo_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.token!.slice(0, 12));
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, created._id));
    expect(row!.hash).toBe(digest(created.token!));
    expect(await databaseState(t)).not.toContain(created.token!.slice(12));
    const listed = expectOk<Token[]>(await admin.api.get(URL), 200, es.apiTokens.list);
    expect(listed.map((l) => l._id)).toEqual([created._id]);
    expect(listed[0]).not.toHaveProperty('token');
    expect(JSON.stringify(listed)).not.toContain(created.token!.slice(12));
  });

  it('writes a security history row on the admin', async () => {
    const admin = await cardAdmin(t, { sectors: { read: true } });
    await tokenOf(admin, { name: 'Exportación' });
    const rows = await t.database.db.select().from(historicals).where(eq(historicals.document, admin.id));
    expect(rows).toMatchObject([{ cause: 'security', module: 'admins', adminId: admin.id, description: es.apiTokens.history.created('Exportación') }]);
  });

  it('403 naming the module for a scope above the admin’s own flags, nothing stored', async () => {
    const admin = await cardAdmin(t, { sectors: { read: true } });
    const message = es.apiTokens.beyondOwn('Crear', 'Sectores');
    await expectRefused(t, () => admin.api.post(URL, body({ scopes: [{ module: 'sectors', actions: ['read', 'create'] }] })), 403, message, fieldError('scopes', message));
  });

  it('400 for an action the module does not offer', async () => {
    const admin = await cardAdmin(t, { contacts: { read: true } });
    const message = es.apiTokens.actionNotOffered('Crear', 'Contactos');
    await expectRefused(t, () => admin.api.post(URL, body({ scopes: [{ module: 'contacts', actions: ['create'] }] })), 400, message, fieldError('scopes', message));
  });

  const far = new Date();
  far.setFullYear(far.getFullYear() + 1);
  far.setDate(far.getDate() + 1);
  it.each([
    ['no name', { name: undefined }, 'name', es.apiTokens.nameRequired],
    ['a blank name', { name: '   ' }, 'name', es.apiTokens.nameRequired],
    ['a one-letter name', { name: 'a' }, 'name', es.apiTokens.nameMin(2)],
    ['a name of 61 characters', { name: 'x'.repeat(61) }, 'name', es.apiTokens.nameMax(60)],
    ['a name with a control character', { name: 'CRM\u0000' }, 'name', es.validation.nul],
    ['no expiry', { expiresAt: undefined }, 'expiresAt', es.apiTokens.expiresRequired],
    ['an expiry that is no date', { expiresAt: 'mañana' }, 'expiresAt', es.apiTokens.expiresRequired],
    ['a past expiry', { expiresAt: inDays(-1) }, 'expiresAt', es.apiTokens.expiresPast],
    ['an expiry beyond a year', { expiresAt: far.toISOString() }, 'expiresAt', es.apiTokens.expiresTooFar],
    ['no scopes', { scopes: undefined }, 'scopes', es.apiTokens.scopesRequired],
    ['empty scopes', { scopes: [] }, 'scopes', es.apiTokens.scopesRequired],
    ['scopes that are no list', { scopes: 'sectors' }, 'scopes', es.apiTokens.scopesRequired],
    ['an unknown module', { scopes: [{ module: 'planets', actions: ['read'] }] }, 'scopes.0.module', es.apiTokens.module],
    ['an unknown action', { scopes: [{ module: 'sectors', actions: ['fly'] }] }, 'scopes.0.actions.0', es.apiTokens.action],
    ['no actions', { scopes: [{ module: 'sectors', actions: [] }] }, 'scopes.0.actions', es.apiTokens.actionsRequired],
    ['an action twice', { scopes: [{ module: 'sectors', actions: ['read', 'read'] }] }, 'scopes.0.actions', es.apiTokens.actionsRequired],
    ['a module twice', { scopes: [{ module: 'sectors', actions: ['read'] }, { module: 'sectors', actions: ['read'] }] }, 'scopes', es.apiTokens.scopesDuplicate],
  ])('400 for %s, nothing stored', async (_label, overrides, path, msg) => {
    const admin = await cardAdmin(t, { sectors: { read: true } });
    const before = await databaseState(t);
    const res = await admin.api.post(URL, body(overrides));
    expectError(res, 400, es.api.validation);
    expect(res.body.errors).toContainEqual({ path, msg });
    expect(await databaseState(t)).toEqual(before);
  });

  it('400 for a body that is no object', async () => {
    await expectRefused(t, () => superUser.api.post(URL, '"token"', { headers: { 'content-type': 'application/json' } }), 400, es.api.validation);
  });
});

describe('using', () => {
  it('a token with read on sectors reads them but cannot create one (403, nothing stored)', async () => {
    const admin = await cardAdmin(t, { sectors: { read: true, create: true } });
    const token = await tokenOf(admin);
    expectOk(await token.api.get('/api/sectors'), 200, es.api.list);
    await expectRefused(t, () => token.api.post('/api/sectors', sector()), 403, es.api.forbidden);
  });

  it('what a token does is authored by its admin and names the token; its last use is recorded', async () => {
    const admin = await cardAdmin(t, { sectors: { read: true, create: true } });
    const token = await tokenOf(admin, { name: 'Carga del CRM', scopes: [{ module: 'sectors', actions: ['read', 'create'] }] });
    const record = expectOk<{ _id: string }>(await token.api.post('/api/sectors', sector()), 201, es.api.saved);
    const rows = await t.database.db.select().from(historicals).where(eq(historicals.document, record._id));
    expect(rows).toMatchObject([{ cause: 'create', adminId: admin.id, tokenName: 'Carga del CRM' }]);
    const history = expectOk<{ docs: { tokenName: string | null }[] }>(await admin.api.get(`/api/historicals?document=${record._id}`), 200, es.api.list);
    expect(history.docs[0]!.tokenName).toBe('Carga del CRM');
    await expect.poll(() => lastUsed(token._id)).not.toBeNull();
    const [listed] = expectOk<Token[]>(await admin.api.get(URL), 200, es.apiTokens.list);
    expect(listed!.lastUsedAt).toMatch(ISO_RE);
  });

  it('an admin losing a flag makes the token lose it at once', async () => {
    const admin = await cardAdmin(t, { sectors: { read: true, create: true } });
    const token = await tokenOf(admin, { scopes: [{ module: 'sectors', actions: ['read', 'create'] }] });
    expectOk(await token.api.post('/api/sectors', sector()), 201, es.api.saved);
    await setFlag(admin.id, 'sectors', { create: false });
    await expectRefused(t, () => token.api.post('/api/sectors', sector()), 403, es.api.forbidden);
    expectOk(await token.api.get('/api/sectors'), 200, es.api.list);
  });

  it('a super user’s token does only what its scopes say', async () => {
    const token = await tokenOf(superUser);
    expectOk(await token.api.get('/api/sectors'), 200, es.api.list);
    await expectRefused(t, () => token.api.post('/api/sectors', sector()), 403, es.api.forbidden);
    await expectRefused(t, () => token.api.get('/api/configuration'), 403, es.api.forbidden);
  });

  it('revoked, expired and unknown tokens answer 401', async () => {
    const admin = await cardAdmin(t, { sectors: { read: true } });
    const revoked = await tokenOf(admin);
    expectOk(await admin.api.del(`${URL}/${revoked._id}`), 200, es.apiTokens.revoked);
    expectError(await revoked.api.get('/api/sectors'), 401, es.apiTokens.revokedToken);
    const expired = await tokenOf(admin);
    await t.database.db.update(apiTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiTokens.id, expired._id));
    expectError(await expired.api.get('/api/sectors'), 401, es.apiTokens.expired);
    expectError(await client(t, `sbo_${'A'.repeat(43)}`).get('/api/sectors'), 401, es.apiTokens.unknown);
  });

  it('deactivating the admin ends its tokens at once', async () => {
    const admin = await cardAdmin(t, { sectors: { read: true } });
    const token = await tokenOf(admin);
    expectOk(await toggleAdmin(t, superUser.token, admin.id, 'deactivate'), 202, es.api.deactivated);
    expectError(await token.api.get('/api/sectors'), 401, es.api.userDeactivated);
    const [row] = await t.database.db.select({ active: admins.active }).from(admins).where(eq(admins.id, admin.id));
    expect(row!.active).toBe(false);
  });

  it('never reaches the public site (401), sign-in, preferences or tokens (403), nor a socket', async () => {
    const admin = await cardAdmin(t, { sectors: { read: true } });
    const token = await tokenOf(admin);
    // Its first use is recorded once, off the request: let it land before comparing database states.
    expectOk(await token.api.get('/api/sectors'), 200, es.api.list);
    await expect.poll(() => lastUsed(token._id)).not.toBeNull();
    for (const url of ['/api/public/flashcards', '/api/public/catalogues/gtas', '/api/public/me']) {
      expectError(await token.api.get(url), 401, es.apiTokens.notHere);
    }
    expectError(await token.api.get('/api/auth/admins/me'), 403, es.apiTokens.notHere);
    await expectRefused(t, () => token.api.put('/api/auth/admins/me/preferences', { theme: 'dark' }), 403, es.apiTokens.notHere);
    await expectRefused(t, () => token.api.post(URL, body()), 403, es.apiTokens.notHere);
    await expectRefused(t, () => token.api.del(`${URL}/${token._id}`), 403, es.apiTokens.notHere);
    await expect(t.app.checkSession(token.token)).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('listing and revoking', () => {
  it('super users list and revoke any admin’s tokens; the history names who revoked', async () => {
    const admin = await cardAdmin(t, { sectors: { read: true } });
    const token = await tokenOf(admin, { name: 'Panel de datos' });
    const listed = expectOk<Token[]>(await superUser.api.get(`${URL}?admin=${admin.id}`), 200, es.apiTokens.list);
    expect(listed.map((l) => l._id)).toEqual([token._id]);
    const revoked = expectOk<Token>(await superUser.api.del(`${URL}/${token._id}`), 200, es.apiTokens.revoked);
    expect(revoked.state).toBe('revoked');
    const rows = await t.database.db.select().from(historicals).where(eq(historicals.document, admin.id));
    expect(rows.map((r) => [r.description, r.adminId])).toContainEqual([es.apiTokens.history.revoked('Panel de datos'), superUser.id]);
    await expectRefused(t, () => superUser.api.del(`${URL}/${token._id}`), 409, es.apiTokens.alreadyRevoked);
  });

  it('another admin neither lists (403) nor revokes (404) them, nothing changed', async () => {
    const owner = await cardAdmin(t, { sectors: { read: true } });
    const other = await cardAdmin(t, { sectors: { read: true }, admins: { read: true, update: true } });
    const token = await tokenOf(owner);
    await expectRefused(t, () => other.api.get(`${URL}?admin=${owner.id}`), 403, es.api.forbidden);
    await expectRefused(t, () => other.api.del(`${URL}/${token._id}`), 404, es.api.notFound);
    expectOk(await token.api.get('/api/sectors'), 200, es.api.list);
    // The last use is written after the answer: let it land before the next test takes its snapshot.
    await expect.poll(() => lastUsed(token._id)).not.toBeNull();
  });

  it.each([
    ['an admin that is no id', () => superUser.api.get(`${URL}?admin=nadie`), 400, es.api.validation],
    ['an unknown admin', () => superUser.api.get(`${URL}?admin=00000000-0000-4000-8000-000000000000`), 404, es.api.notFound],
    ['a token id that is no id', () => superUser.api.del(`${URL}/nada`), 400, es.api.validation],
    ['an unknown token', () => superUser.api.del(`${URL}/00000000-0000-4000-8000-000000000000`), 404, es.api.notFound],
  ])('%s: clear refusal, nothing changed', async (_label, send, status, message) => {
    await expectRefused(t, send, status, message);
  });

  it('401 without a session', async () => {
    await expectRefused(t, () => client(t).get(URL), 401, es.api.unauthorized);
  });
});
