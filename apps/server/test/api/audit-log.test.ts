/**
 * Issue 11 §5: GET /api/historicals without `document` is the audit log — every history row the caller may read
 * (modules they may read, within their GTA), paged, filterable by document, module, cause, author and dates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@app/domain/core/history';
import { es } from '@app/domain/messages/es';
import { call, createAdmin, login, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk } from '../helpers/expect.ts';
import { createGta, reason, type PageOf, type Rec } from '../helpers/resources.ts';

let t: TestApp;
let superToken: string;
let gtaA: Rec;
let gtaB: Rec;
let sector: Rec;
let axisA: Rec;
let axisB: Rec;

const get = (token: string, url: string) => call(t, { method: 'GET', url, token });
const log = async (token: string, query = '') => expectOk<PageOf<HistoryEntry>>(await get(token, `/api/historicals?limit=100${query}`), 200, es.api.list);

beforeAll(async () => {
  t = await startTestApp();
  superToken = await loginAsSuper(t);
  gtaA = await createGta(t, superToken, { title: 'Grupo A' });
  gtaB = await createGta(t, superToken, { title: 'Grupo B' });
  sector = expectOk<Rec>(
    await call(t, { method: 'POST', url: '/api/sectors', token: superToken, payload: { name: 'Sector auditado', description: 'Descripción' } }),
    201,
    es.api.saved,
  );
  expectOk(await call(t, { method: 'PUT', url: `/api/sectors/${sector._id}`, token: superToken, payload: { name: 'Sector renombrado', ...reason('Corrección') } }), 202, es.api.updated);
  const axis = (gta: string, objective: string) =>
    call(t, { method: 'POST', url: '/api/workAxes', token: superToken, payload: { gta, objective, position: '1' } }).then((r) => expectOk<Rec>(r, 201, es.api.saved));
  axisA = await axis(gtaA._id, 'Eje A');
  axisB = await axis(gtaB._id, 'Eje B');
  expectOk(await call(t, { method: 'PUT', url: '/api/configuration/contact', token: superToken, payload: { email: 'contacto@example.com' } }), 202, es.configuration.contactUpdated);
});
afterAll(() => t?.close());

describe('a super user', () => {
  it('reads every row newest first, paged, authors populated', async () => {
    const page = await log(superToken);
    const documents = page.docs.map((d) => d.document);
    for (const id of [sector._id, axisA._id, axisB._id, gtaA._id, gtaB._id]) expect(documents).toContain(id);
    expect(page.docs.map((d) => d.module)).toContain('configuration');
    const times = page.docs.map((d) => Date.parse(d.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(page.docs[0]!.adminId).toMatchObject({ name: 'Super', lastName: 'Usuario' });
    const small = expectOk<PageOf<HistoryEntry>>(await get(superToken, '/api/historicals?limit=2&page=2'), 200, es.api.list);
    expect(small).toMatchObject({ limit: 2, page: 2, totalDocs: page.totalDocs });
    expect(small.docs.map((d) => d._id)).toEqual(page.docs.slice(2, 4).map((d) => d._id));
  });

  it('filters by document, module, cause, author and date range', async () => {
    expect((await log(superToken, `&document=${sector._id}`)).docs.map((d) => d.cause)).toEqual(['edit', 'create']);
    const sectors = await log(superToken, '&module=sectors');
    expect(sectors.docs.every((d) => d.module === 'sectors')).toBe(true);
    expect((await log(superToken, '&module=sectors&cause=edit')).docs.map((d) => d.description)).toEqual(['Corrección']);
    const other = await createAdmin(t, { role: 0 });
    expect((await log(superToken, `&author=${other.id}`)).totalDocs).toBe(0);
    const me = expectOk<Rec>(await get(superToken, '/api/auth/admins/me'), 200, es.api.ok);
    expect((await log(superToken, `&author=${me._id as string}`)).totalDocs).toBe((await log(superToken)).totalDocs);
    const today = new Date().toISOString().slice(0, 10);
    expect((await log(superToken, `&from=${today}&to=${today}`)).totalDocs).toBe((await log(superToken)).totalDocs);
    expect((await log(superToken, '&from=2020-01-01&to=2020-12-31')).totalDocs).toBe(0);
    expect((await log(superToken, `&from=${new Date(Date.now() + 60_000).toISOString()}`)).totalDocs).toBe(0);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['cause=nada', 'author=x', 'from=ayer', 'from=2025-02-02&to=2025-02-01', 'module=sectors%3B']) {
      expectError(await get(superToken, `/api/historicals?${query}`), 400, es.api.validation);
    }
  });
});

describe('another admin', () => {
  it('reads only the modules they may read, within their GTA, and their own record; never the configuration', async () => {
    const scoped = await createAdmin(t, { role: 1, gta: gtaA._id, permissions: { workAxes: { read: true } } });
    const token = await login(t, scoped.email, scoped.password);
    const page = await log(token);
    const documents = new Set(page.docs.map((d) => d.document));
    expect(documents.has(axisA._id)).toBe(true);
    expect(documents.has(axisB._id)).toBe(false);
    expect(documents.has(sector._id)).toBe(false);
    expect(page.docs.every((d) => d.module === 'workAxes' || (d.module === 'admins' && d.document === scoped.id))).toBe(true);
    expect((await log(token, '&module=sectors')).totalDocs).toBe(0);
    expect((await log(token, '&module=configuration')).totalDocs).toBe(0);
    expectError(await get(token, `/api/historicals?document=${axisB._id}`), 404, es.api.notFound);
  });

  it('with no read flag at all sees nothing but their own record', async () => {
    const plain = await createAdmin(t, { role: 2 });
    const token = await login(t, plain.email, plain.password);
    expect((await log(token)).docs.every((d) => d.document === plain.id)).toBe(true);
    expectError(await call(t, { method: 'GET', url: '/api/historicals' }), 401, es.api.unauthorized);
  });
});
