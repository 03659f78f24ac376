/** An admin with a GTA sees and changes only the work axes of that GTA (CONTRACT "Access"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, createAdmin, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk } from '../helpers/expect.ts';
import { createGta, expectRefused, reason, type PageOf, type Rec } from '../helpers/resources.ts';

let t: TestApp;
let superToken: string;
let scopedToken: string;
let own: Rec;
let other: Rec;
let ownAxis: Rec;
let otherAxis: Rec;

const axis = async (token: string, gta: string, objective: string) =>
  call(t, { method: 'POST', url: '/api/workAxes', token, payload: { gta, objective, position: '5' } });

beforeAll(async () => {
  t = await startTestApp();
  superToken = await loginAsSuper(t);
  own = await createGta(t, superToken, { title: 'Grupo propio' });
  other = await createGta(t, superToken, { title: 'Grupo ajeno' });
  ownAxis = expectOk<Rec>(await axis(superToken, own._id, 'Eje del grupo propio'), 201, es.api.saved);
  otherAxis = expectOk<Rec>(await axis(superToken, other._id, 'Eje del grupo ajeno'), 201, es.api.saved);
  const admin = await createAdmin(t, {
    role: 1,
    gta: own._id,
    permissions: { workAxes: { read: true, create: true, update: true, destroy: true } },
  });
  scopedToken = await t.app.issueToken({ id: admin.id, gta: own._id });
});
afterAll(() => t?.close());

const as = (token: string) => ({
  get: (url: string) => call(t, { method: 'GET', url, token }),
  put: (url: string, payload: object) => call(t, { method: 'PUT', url, token, payload }),
});

describe('an admin of one GTA', () => {
  it("lists only that GTA's axes: paged list, /all, /totals, even when asking for another GTA", async () => {
    const scoped = as(scopedToken);
    const page = expectOk<PageOf<Rec>>(await scoped.get('/api/workAxes'), 200, es.api.list);
    expect(page.docs.map((d) => d._id)).toEqual([ownAxis._id]);
    expect(page.totalDocs).toBe(1);
    expect(expectOk<Rec[]>(await scoped.get('/api/workAxes/all'), 200, es.api.list).map((d) => d._id)).toEqual([ownAxis._id]);
    expect(expectOk<Rec[]>(await scoped.get(`/api/workAxes/all?gta=${other._id}`), 200, es.api.list)).toEqual([]);
    expect(expectOk(await scoped.get('/api/workAxes/totals'), 200, es.api.ok)).toEqual({ total: 1, active: 1, innactive: 0 });
    // The super user (no GTA) sees both.
    expect(expectOk<PageOf<Rec>>(await as(superToken).get('/api/workAxes'), 200, es.api.list).totalDocs).toBe(2);
  });

  it("gets 404 for another GTA's axis: read, edit, deactivate; nothing changed", async () => {
    const scoped = as(scopedToken);
    expectError(await scoped.get(`/api/workAxes/${otherAxis._id}`), 404, es.api.notFound);
    await expectRefused(t, () => scoped.put(`/api/workAxes/${otherAxis._id}`, { objective: 'Cambio ajeno', ...reason('Intento') }), 404, es.api.notFound);
    await expectRefused(t, () => scoped.put(`/api/workAxes/${otherAxis._id}/deactivate`, reason('Intento')), 404, es.api.notFound);
    expect(expectOk<Rec>(await scoped.get(`/api/workAxes/${ownAxis._id}`), 200, es.api.ok)._id).toBe(ownAxis._id);
  });

  it('gets 403 creating an axis of another GTA, or moving its own axis there; nothing changed', async () => {
    await expectRefused(t, () => axis(scopedToken, other._id, 'Eje no permitido'), 403, es.api.forbidden);
    await expectRefused(t, () => as(scopedToken).put(`/api/workAxes/${ownAxis._id}`, { gta: other._id, ...reason('Mover') }), 403, es.api.forbidden);
  });

  it('creates and edits axes of its own GTA', async () => {
    const created = expectOk<Rec>(await axis(scopedToken, own._id, 'Eje nuevo propio'), 201, es.api.saved);
    expect((created.gta as Rec)._id).toBe(own._id);
    const edited = await as(scopedToken).put(`/api/workAxes/${created._id}`, { objective: 'Eje propio editado', ...reason('Ajuste') });
    expect(expectOk<Rec>(edited, 202, es.api.updated).objective).toBe('Eje propio editado');
  });
});
