/**
 * Saved views: a list's query and columns under a name, personal or shared with the owner's GTA. Sharing, and changing
 * or deleting a shared view, needs the module's update rule; keeping any view needs reading the module. Every refusal
 * leaves the database as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk, ISO_RE, UUID_RE } from '../helpers/expect.ts';
import { cardAdmin } from '../helpers/flashcards.ts';
import { insertGta } from '../helpers/people.ts';
import { expectRefused, fieldError } from '../helpers/resources.ts';

type View = { _id: string; name: string; shared: boolean; gta: string | null; mine: boolean; editable: boolean; query: Record<string, string>; columns: string[] };
type Admin = Awaited<ReturnType<typeof cardAdmin>>;

const READER = { goodPractices: { read: true } };
const SHARER = { goodPractices: { read: true, approve: true } };
const URL = '/api/views';

let t: TestApp;
let gtaA: string;
let gtaB: string;
let sharerA: Admin;
let readerA: Admin;
let readerB: Admin;
let global: Admin;

beforeAll(async () => {
  t = await startTestApp();
  gtaA = (await insertGta(t)).id;
  gtaB = (await insertGta(t)).id;
  sharerA = await cardAdmin(t, SHARER, { gta: gtaA });
  readerA = await cardAdmin(t, READER, { gta: gtaA });
  readerB = await cardAdmin(t, READER, { gta: gtaB });
  global = await cardAdmin(t, READER);
});
afterAll(() => t?.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  module: 'goodPractices',
  name: `Pendientes ${Math.random().toString(36).slice(2, 8)}`,
  query: { status: '0', sort: '-createdAt', page: '3' },
  columns: ['name', 'status', 'updatedAt'],
  shared: false,
  ...overrides,
});

async function create(admin: Admin, overrides: Record<string, unknown> = {}): Promise<View> {
  return expectOk<View>(await admin.api.post(URL, body(overrides)), 201, es.savedViews.created);
}

const names = async (admin: Admin, module = 'goodPractices') =>
  expectOk<View[]>(await admin.api.get(`${URL}?module=${module}`), 200, es.savedViews.list).map((v) => v.name);

describe('creating', () => {
  it('201 with the view, its page dropped, personal and the caller’s', async () => {
    const view = await create(readerA, { name: '  Mis pendientes  ' });
    expect(view).toMatchObject({
      module: 'goodPractices',
      name: 'Mis pendientes',
      query: { status: '0', sort: '-createdAt' },
      columns: ['name', 'status', 'updatedAt'],
      shared: false,
      gta: gtaA,
      owner: readerA.id,
      mine: true,
      editable: true,
    });
    expect(view._id).toMatch(UUID_RE);
    expect((view as unknown as { createdAt: string }).createdAt).toMatch(ISO_RE);
  });

  it('409 for a name the owner already has in the module, whatever its case; another admin may use it', async () => {
    await create(readerA, { name: 'Duplicada' });
    await expectRefused(t, () => readerA.api.post(URL, body({ name: 'DUPLICADA' })), 409, es.savedViews.duplicate);
    await create(readerB, { name: 'Duplicada' });
  });

  it.each([
    ['no name', { name: undefined }, 'name', es.savedViews.nameRequired],
    ['a blank name', { name: '   ' }, 'name', es.savedViews.nameRequired],
    ['a one-letter name', { name: 'a' }, 'name', es.savedViews.nameMin(2)],
    ['a name too long', { name: 'x'.repeat(61) }, 'name', es.savedViews.nameMax(60)],
    ['an unknown module', { module: 'nada' }, 'module', es.savedViews.module],
    ['a query with a number', { query: { status: 0 } }, 'query.status', es.savedViews.query],
    ['an unknown column', { columns: ['name', 'passwordHash'] }, 'columns', es.savedViews.columns],
    ['a column twice', { columns: ['name', 'name'] }, 'columns', es.savedViews.columns],
    ['shared as text', { shared: 'sí' }, 'shared', es.savedViews.shared],
  ])('400 for %s, nothing stored', async (_label, overrides, path, msg) => {
    await expectRefused(t, () => readerA.api.post(URL, body(overrides)), 400, es.api.validation, fieldError(path, msg));
  });

  it('403 for a module the admin may not read, and for sharing without the update rule', async () => {
    await expectRefused(t, () => readerA.api.post(URL, body({ module: 'sectors', columns: ['name'] })), 403, es.api.forbidden);
    await expectRefused(t, () => readerA.api.post(URL, body({ shared: true })), 403, es.savedViews.cannotShare);
  });

  it('401 without a token', async () => {
    await expectRefused(t, () => call(t, { method: 'POST', url: URL, payload: body() }), 401, es.api.unauthorized);
  });
});

describe('who sees which views', () => {
  let sharedA: View;
  beforeAll(async () => {
    sharedA = await create(sharerA, { name: 'Compartida A', shared: true });
    await create(sharerA, { name: 'Personal de quien comparte' });
    await create(global, { name: 'Personal global' });
  });

  it('each admin gets their own views and the ones shared with their GTA, shared last', async () => {
    const seen = await names(readerA);
    expect(seen).toContain('Compartida A');
    expect(seen).not.toContain('Personal de quien comparte');
    expect(seen.at(-1)).toBe('Compartida A');
    expect(await names(readerB)).not.toContain('Compartida A');
  });

  it('an admin with no GTA sees every shared view', async () => {
    expect(await names(global)).toEqual(expect.arrayContaining(['Compartida A', 'Personal global']));
    expect(await names(global)).not.toContain('Personal de quien comparte');
  });

  it('a shared view is editable only by who may update the module', async () => {
    const [asReader] = expectOk<View[]>(await readerA.api.get(`${URL}?module=goodPractices`), 200, es.savedViews.list).filter((v) => v._id === sharedA._id);
    expect(asReader).toMatchObject({ mine: false, editable: false });
  });

  it('400 for a missing or unknown module, 403 for one the admin may not read', async () => {
    expectError(await readerA.api.get(URL), 400, es.api.validation, fieldError('module', es.savedViews.module));
    expectError(await readerA.api.get(`${URL}?module=nada`), 400, es.api.validation, fieldError('module', es.savedViews.module));
    expectError(await readerA.api.get(`${URL}?module=sectors`), 403, es.api.forbidden);
  });
});

describe('changing and deleting', () => {
  it('202 renames and changes the owner’s personal view', async () => {
    const view = await create(readerA);
    const changed = expectOk<View>(await readerA.api.put(`${URL}/${view._id}`, { name: 'Renombrada', columns: ['status', 'name'], query: { search: 'agua' } }), 202, es.savedViews.updated);
    expect(changed).toMatchObject({ name: 'Renombrada', columns: ['status', 'name'], query: { search: 'agua' }, shared: false });
  });

  it('refuses a duplicate name, an empty change, bad columns and sharing without the rule', async () => {
    const view = await create(readerA);
    await create(readerA, { name: 'Ocupado' });
    await expectRefused(t, () => readerA.api.put(`${URL}/${view._id}`, { name: 'ocupado' }), 409, es.savedViews.duplicate);
    await expectRefused(t, () => readerA.api.put(`${URL}/${view._id}`, {}), 400, es.api.validation, fieldError('', es.savedViews.empty));
    await expectRefused(t, () => readerA.api.put(`${URL}/${view._id}`, { columns: ['nada'] }), 400, es.api.validation, fieldError('columns', es.savedViews.columns));
    await expectRefused(t, () => readerA.api.put(`${URL}/${view._id}`, { shared: true }), 403, es.savedViews.cannotShare);
  });

  it('404 for another admin’s personal view and an unknown id, 400 for an id that is no uuid', async () => {
    const view = await create(readerA);
    await expectRefused(t, () => readerB.api.put(`${URL}/${view._id}`, { name: 'Mía' }), 404, es.api.notFound);
    await expectRefused(t, () => readerB.api.del(`${URL}/${view._id}`), 404, es.api.notFound);
    await expectRefused(t, () => readerA.api.del(`${URL}/00000000-0000-4000-8000-000000000000`), 404, es.api.notFound);
    await expectRefused(t, () => readerA.api.del(`${URL}/nada`), 400, es.api.validation, fieldError('id', es.savedViews.notFound));
  });

  it('a shared view: a reader of its GTA gets 403, another GTA 404, who may update changes and deletes it', async () => {
    const view = await create(sharerA, { shared: true });
    await expectRefused(t, () => readerA.api.put(`${URL}/${view._id}`, { name: 'Intento' }), 403, es.savedViews.notYours);
    await expectRefused(t, () => readerA.api.del(`${URL}/${view._id}`), 403, es.savedViews.notYours);
    const otherSharer = await cardAdmin(t, SHARER, { gta: gtaB });
    await expectRefused(t, () => otherSharer.api.del(`${URL}/${view._id}`), 404, es.api.notFound);
    const colleague = await cardAdmin(t, SHARER, { gta: gtaA });
    expectOk(await colleague.api.put(`${URL}/${view._id}`, { name: 'Revisada por colega' }), 202, es.savedViews.updated);
    expectOk(await colleague.api.del(`${URL}/${view._id}`), 200, es.savedViews.deleted);
    expect(await names(sharerA)).not.toContain('Revisada por colega');
  });

  it('200 deletes the owner’s view, then 404', async () => {
    const view = await create(readerA);
    expect(expectOk<View>(await readerA.api.del(`${URL}/${view._id}`), 200, es.savedViews.deleted)._id).toBe(view._id);
    expectError(await readerA.api.del(`${URL}/${view._id}`), 404, es.api.notFound);
  });

  it('cards are shared under formCards’ update flag', async () => {
    const reader = await cardAdmin(t, { formCards: { read: true } });
    const editor = await cardAdmin(t, { formCards: { read: true, update: true } });
    const cards = { module: 'flashcards', columns: ['number', 'name'], query: {} };
    await expectRefused(t, () => reader.api.post(URL, body({ ...cards, shared: true })), 403, es.savedViews.cannotShare);
    expect(await create(editor, { ...cards, shared: true })).toMatchObject({ shared: true, editable: true });
  });
});
