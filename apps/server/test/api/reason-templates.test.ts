import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reasonActions } from '@app/domain/core/reason-templates';
import { es } from '@app/domain/messages/es';
import { createAdmin, login, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, databaseState, expectError, expectOk, historyOf } from '../helpers/expect.ts';

const URL = '/api/reason-templates';
const DOCUMENT = '00000000-0000-4000-8000-000000000c05';

let t: TestApp;
let api: ReturnType<typeof client>;
let editor: ReturnType<typeof client>;

beforeAll(async () => {
  t = await startTestApp({ twoFactor: false });
  api = client(t, await loginAsSuper(t));
  const admin = await createAdmin(t, { role: 1, permissions: { formCards: { read: true, approve: true } } });
  editor = client(t, await login(t, admin.email, admin.password));
});
afterAll(async () => {
  await t?.close();
});

/** A refused request answers as told and leaves every table as it was. */
async function refused(request: Promise<Awaited<ReturnType<typeof api.put>>>, status: number, message: string, errors?: { path: string; msg: string }[]) {
  const before = await databaseState(t, { withSessions: false });
  expectError(await request, status, message, errors);
  expect(await databaseState(t, { withSessions: false })).toBe(before);
}

describe('reason templates', () => {
  it('stores a pair, reads it back trimmed for any admin, and records the change', async () => {
    expect(expectOk(await editor.get(`${URL}?module=flashcards&action=reject`), 200, es.reasonTemplates.read)).toEqual([]);
    const saved = expectOk(
      await api.put(`${URL}/flashcards/reject`, { templates: ['  Falta la fuente del dato  ', 'El texto repite otra tarjeta'] }),
      202,
      es.reasonTemplates.saved,
    );
    expect(saved).toEqual(['Falta la fuente del dato', 'El texto repite otra tarjeta']);
    expect(expectOk(await editor.get(`${URL}?module=flashcards&action=reject`), 200, es.reasonTemplates.read)).toEqual(saved);
    expect(expectOk(await editor.get(`${URL}?module=goodPractices&action=reject`), 200, es.reasonTemplates.read)).toEqual([]);
    const [row] = await historyOf(t, DOCUMENT);
    expect(row).toMatchObject({ cause: 'edit', description: es.reasonTemplates.history });

    // An empty list clears the pair.
    expect(expectOk(await api.put(`${URL}/flashcards/reject`, { templates: [] }), 202, es.reasonTemplates.saved)).toEqual([]);
    expect(expectOk(await editor.get(`${URL}?module=flashcards&action=reject`), 200, es.reasonTemplates.read)).toEqual([]);
  });

  it('lists every pair that takes a reason for the super user only', async () => {
    await api.put(`${URL}/goodPractices/accept`, { templates: ['Cumple los criterios'] });
    const all = expectOk<{ module: string; action: string; templates: string[] }[]>(await api.get(URL), 200, es.reasonTemplates.read);
    expect(all.map(({ module, action }) => ({ module, action }))).toEqual(reasonActions());
    expect(all).toContainEqual({ module: 'flashcards', action: 'reject', templates: [] });
    expect(all).toContainEqual({ module: 'goodPractices', action: 'accept', templates: ['Cumple los criterios'] });
    expect(all.some((pair) => pair.action === 'send')).toBe(false);
    expectError(await editor.get(URL), 403, es.api.forbidden);
    expectError(await client(t).get(`${URL}?module=flashcards&action=reject`), 401, es.api.unauthorized);
  });

  it('lets no one but the super user write', async () => {
    await refused(editor.put(`${URL}/flashcards/reject`, { templates: ['Falta la fuente'] }), 403, es.api.forbidden);
    await refused(client(t).put(`${URL}/flashcards/reject`, { templates: ['Falta la fuente'] }), 401, es.api.unauthorized);
  });

  it('refuses an unknown module or action, and an action without a reason', async () => {
    expectError(await editor.get(`${URL}?module=nada&action=reject`), 400, es.api.validation, [{ path: 'module', msg: es.reasonTemplates.module }]);
    expectError(await editor.get(`${URL}?module=flashcards&action=borrar`), 400, es.api.validation, [{ path: 'action', msg: es.reasonTemplates.action }]);
    expectError(await editor.get(`${URL}?module=flashcards`), 400, es.api.validation, [{ path: 'action', msg: es.reasonTemplates.action }]);
    expectError(await editor.get(`${URL}?action=reject`), 400, es.api.validation, [{ path: 'module', msg: es.reasonTemplates.module }]);
    const body = { templates: ['Falta la fuente'] };
    await refused(api.put(`${URL}/nada/reject`, body), 400, es.api.validation, [{ path: 'module', msg: es.reasonTemplates.module }]);
    await refused(api.put(`${URL}/flashcards/borrar`, body), 400, es.api.validation, [{ path: 'action', msg: es.reasonTemplates.action }]);
    await refused(api.put(`${URL}/flashcards/send`, body), 400, es.api.validation, [{ path: 'action', msg: es.reasonTemplates.noReason }]);
  });

  it('validates each template and the list, changing nothing', async () => {
    await api.put(`${URL}/flashcards/reject`, { templates: ['Plantilla guardada'] });
    const put = (templates: unknown) => api.put(`${URL}/flashcards/reject`, { templates });
    await refused(put(['  a  ']), 400, es.api.validation, [{ path: 'templates.0', msg: es.reasonTemplates.templateMin(2) }]);
    await refused(put(['Bien', '   ']), 400, es.api.validation, [{ path: 'templates.1', msg: es.validation.required }]);
    await refused(put(['x'.repeat(501)]), 400, es.api.validation, [{ path: 'templates.0', msg: es.reasonTemplates.templateMax(500) }]);
    await refused(put(['Falta fuente', ' falta FUENTE ']), 400, es.api.validation, [{ path: 'templates.1', msg: es.reasonTemplates.duplicate }]);
    await refused(
      put(Array.from({ length: 21 }, (_, i) => `Plantilla ${i}`)),
      400,
      es.api.validation,
      [{ path: 'templates', msg: es.reasonTemplates.tooMany(20) }],
    );
    await refused(put('Falta fuente'), 400, es.api.validation, [{ path: 'templates', msg: es.reasonTemplates.list }]);
    await refused(put([7]), 400, es.api.validation, [{ path: 'templates.0', msg: es.validation.required }]);
    await refused(put(['Con\u0000nulo']), 400, es.api.validation, [{ path: 'templates.0', msg: es.validation.nul }]);
    await refused(api.put(`${URL}/flashcards/reject`, {}), 400, es.api.validation, [{ path: 'templates', msg: es.reasonTemplates.list }]);
    expect(expectOk(await editor.get(`${URL}?module=flashcards&action=reject`), 200, es.reasonTemplates.read)).toEqual(['Plantilla guardada']);
  });
});
