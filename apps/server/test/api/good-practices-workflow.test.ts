/**
 * Good practices' review (spec 001 §4, CONTRACT "Good practice status"): accept and reject from each state, their
 * reasons, messages and history; deactivate and reactivate on their own paths and through `PUT /:id { active }`; who
 * may do each (the approve flag, never role 2); the totals against the lists they filter; the spec client's lists.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from '@app/domain/core/page';
import { es } from '@app/domain/messages/es';
import { PRACTICE_MESSAGES } from '@app/domain/resources/good-practices';
import { loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectOk, historyOf } from '../helpers/expect.ts';
import { insertPractice, practiceAdmin, practiceWorld, type PracticeWorld } from '../helpers/good-practices.ts';
import { expectRefused, fieldError, reason, type Rec } from '../helpers/resources.ts';
import { insertUser } from '../helpers/people.ts';

let t: TestApp;
let api: ReturnType<typeof client>;
let w: PracticeWorld;
let superId: string;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, await loginAsSuper(t));
  w = await practiceWorld(t);
  superId = (await t.database.sql<{ id: string }[]>`select id from admins where role = 0 limit 1`)[0]!.id;
});
afterAll(() => t?.close());

const status = async (id: string) => (await t.database.sql`select status, active from good_practices where id = ${id}`)[0]!;

describe('accept and reject', () => {
  it('accept: pending → approved, «Iniciativa aprobada», history «Aceptar iniciativa» by the admin', async () => {
    const p = await insertPractice(t, w);
    const res = await api.put(`/api/goodPractices/${p.id}/accept`);
    expect(expectOk<Rec>(res, 202, PRACTICE_MESSAGES.accepted)).toMatchObject({ _id: p.id, status: 2, active: true });
    expect(await historyOf(t, p.id)).toEqual([
      { cause: 'acepted', description: 'Aceptar iniciativa', module: 'goodPractices', changes: [{ field: 'status', from: 0, to: 2 }], adminId: superId },
    ]);
  });

  it('accept keeps a comment when one is given', async () => {
    const p = await insertPractice(t, w);
    expectOk(await api.put(`/api/goodPractices/${p.id}/accept`, reason('Cumple los criterios de publicación')), 202, PRACTICE_MESSAGES.accepted);
    expect((await historyOf(t, p.id))[0]!.description).toBe('Cumple los criterios de publicación');
  });

  it('reject: pending → rejected with the reason as history', async () => {
    const p = await insertPractice(t, w);
    const res = await api.put(`/api/goodPractices/${p.id}/reject`, reason('La información no se puede verificar'));
    expect(expectOk<Rec>(res, 202, PRACTICE_MESSAGES.rejected).status).toBe(3);
    expect(await historyOf(t, p.id)).toEqual([
      {
        cause: 'rejected',
        description: 'La información no se puede verificar',
        module: 'goodPractices',
        changes: [{ field: 'status', from: 0, to: 3 }],
        adminId: superId,
      },
    ]);
  });

  it.each([
    ['no body', undefined, 'historical'],
    ['no historical', { updatedAt: undefined }, 'historical'],
    ['an empty reason', reason(''), 'historical.description'],
    ['a blank reason', reason('   '), 'historical.description'],
  ])('reject with %s is 400 and changes nothing', async (_label, body, path) => {
    const p = await insertPractice(t, w);
    await expectRefused(t, () => api.put(`/api/goodPractices/${p.id}/reject`, body), 400, es.api.validation, fieldError(path, es.validation.reasonRequired));
  });

  it.each([
    ['accept', 2, 'Solo una iniciativa pendiente puede aprobarse'],
    ['accept', 3, 'Solo una iniciativa pendiente puede aprobarse'],
    ['reject', 2, 'Solo una iniciativa pendiente puede rechazarse'],
    ['reject', 3, 'Solo una iniciativa pendiente puede rechazarse'],
  ] as const)('%s from status %i is 409 with its message; nothing changed', async (action, from, message) => {
    const p = await insertPractice(t, w, { status: from });
    await expectRefused(t, () => api.put(`/api/goodPractices/${p.id}/${action}`, reason('Revisión')), 409, message);
  });

  it('an action based on an older version is 409', async () => {
    const p = await insertPractice(t, w);
    const old = expectOk<Rec>(await api.get(`/api/goodPractices/${p.id}`), 200, es.api.ok);
    expectOk(await api.put(`/api/goodPractices/${p.id}`, { name: 'Nombre nuevo', ...reason('Nombre') }), 202, PRACTICE_MESSAGES.updated);
    await expectRefused(t, () => api.put(`/api/goodPractices/${p.id}/accept`, { updatedAt: old.updatedAt }), 409, es.api.stale);
  });

  it('404 for an unknown practice', async () => {
    await expectRefused(t, () => api.put(`/api/goodPractices/${randomUUID()}/accept`), 404, es.api.notFound);
  });
});

describe('deactivate and reactivate', () => {
  it('on their own paths, each with its reason; «Registro desactivado» / «Registro activado»', async () => {
    const p = await insertPractice(t, w);
    expect(expectOk<Rec>(await api.put(`/api/goodPractices/${p.id}/deactivate`, reason('Duplicada')), 202, es.api.deactivated).active).toBe(false);
    expect(expectOk<Rec>(await api.put(`/api/goodPractices/${p.id}/reactivate`, reason('No era duplicada')), 202, es.api.activated).active).toBe(true);
    expect((await historyOf(t, p.id)).map((h) => [h.cause, h.description])).toEqual([
      ['deactivate', 'Duplicada'],
      ['activate', 'No era duplicada'],
    ]);
  });

  it('the spec client’s PUT /:id { active } goes through the same actions, reason included', async () => {
    const p = await insertPractice(t, w);
    const off = await api.put(`/api/goodPractices/${p.id}`, { active: false, ...reason('Empresa dada de baja') });
    expect(expectOk<Rec>(off, 202, es.api.deactivated).active).toBe(false);
    await expectRefused(t, () => api.put(`/api/goodPractices/${p.id}`, { active: false, ...reason('Otra vez') }), 409, es.api.alreadyInactive);
    await expectRefused(t, () => api.put(`/api/goodPractices/${p.id}`, { active: true }), 400, es.api.validation, fieldError('historical', es.validation.reasonRequired));
    expect(expectOk<Rec>(await api.put(`/api/goodPractices/${p.id}`, { active: true, ...reason('Alta de nuevo') }), 202, es.api.activated).active).toBe(true);
    expect((await historyOf(t, p.id)).map((h) => [h.cause, h.description])).toEqual([
      ['deactivate', 'Empresa dada de baja'],
      ['activate', 'Alta de nuevo'],
    ]);
  });

  it('a reason is required on their own paths too', async () => {
    const p = await insertPractice(t, w);
    await expectRefused(t, () => api.put(`/api/goodPractices/${p.id}/deactivate`), 400, es.api.validation, fieldError('historical', es.validation.reasonRequired));
  });
});

describe('who may', () => {
  const writes = (id: string) => [
    ['accept', () => `/api/goodPractices/${id}/accept`, reason('Aprobada')],
    ['reject', () => `/api/goodPractices/${id}/reject`, reason('Rechazada')],
    ['deactivate', () => `/api/goodPractices/${id}/deactivate`, reason('Baja')],
    ['PUT active', () => `/api/goodPractices/${id}`, { active: false, ...reason('Baja') }],
    ['edit', () => `/api/goodPractices/${id}`, { name: 'Otro nombre', ...reason('Edición') }],
  ] as const;

  it('read alone: lists, reads and its history, and every change is 403 with nothing changed', async () => {
    const reader = await practiceAdmin(t, { read: true });
    const p = await insertPractice(t, w);
    expect((await reader.api.get('/api/goodPractices')).status).toBe(200);
    expect((await reader.api.get(`/api/goodPractices/${p.id}/admin`)).status).toBe(200);
    expect((await reader.api.get(`/api/historicals?document=${p.id}`)).status).toBe(200);
    for (const [label, url, body] of writes(p.id)) {
      await expectRefused(t, () => reader.api.put(url(), body), 403, es.api.forbidden).catch((e: unknown) => {
        throw new Error(`${label}: ${String(e)}`);
      });
    }
    await expectRefused(t, () => reader.api.post('/api/goodPractices/edit', { _id: p.id, name: 'Otro', ...reason('x') }), 403, es.api.forbidden);
  });

  it('no flag at all: even reading is 403', async () => {
    const nobody = await practiceAdmin(t, {});
    const p = await insertPractice(t, w);
    for (const url of ['/api/goodPractices', '/api/goodPractices/list', '/api/goodPractices/totals', `/api/goodPractices/${p.id}`, '/api/getAllGoodPracticesWithOutCarousel']) {
      expect((await nobody.api.get(url)).status, url).toBe(403);
    }
  });

  it('role 2 with the approve flag edits and toggles, but never accepts or rejects', async () => {
    const participant = await practiceAdmin(t, { read: true, approve: true }, 2);
    const p = await insertPractice(t, w);
    await expectRefused(t, () => participant.api.put(`/api/goodPractices/${p.id}/accept`), 403, es.api.forbidden);
    await expectRefused(t, () => participant.api.put(`/api/goodPractices/${p.id}/reject`, reason('No')), 403, es.api.forbidden);
    expectOk(await participant.api.put(`/api/goodPractices/${p.id}`, { indicator: 'Kilos', ...reason('Indicador') }), 202, PRACTICE_MESSAGES.updated);
    expectOk(await participant.api.put(`/api/goodPractices/${p.id}/deactivate`, reason('Baja')), 202, es.api.deactivated);
  });

  it('role 1 with the approve flag accepts and rejects', async () => {
    const editor = await practiceAdmin(t, { read: true, approve: true }, 1);
    const a = await insertPractice(t, w);
    const b = await insertPractice(t, w);
    expectOk(await editor.api.put(`/api/goodPractices/${a.id}/accept`), 202, PRACTICE_MESSAGES.accepted);
    expectOk(await editor.api.put(`/api/goodPractices/${b.id}/reject`, reason('Fuera de alcance')), 202, PRACTICE_MESSAGES.rejected);
    expect((await historyOf(t, a.id))[0]!.adminId).toBe(editor.id);
  });

  it('the matrix cannot give create, update or destroy on goodPractices: those flags alone allow no change', async () => {
    const flags = await practiceAdmin(t, { read: true, create: true, update: true, destroy: true });
    const p = await insertPractice(t, w);
    for (const [, url, body] of writes(p.id)) await expectRefused(t, () => flags.api.put(url(), body), 403, es.api.forbidden);
  });

  it('there is no create nor delete', async () => {
    const p = await insertPractice(t, w);
    expect((await api.post('/api/goodPractices', { name: 'Nueva' })).status).toBe(404);
    expect((await api.del(`/api/goodPractices/${p.id}`)).status).toBe(404);
    expect(await status(p.id)).toEqual({ status: 0, active: true });
  });
});

describe('totals and lists', () => {
  let other: string;
  beforeEach(async () => {
    await t.database.sql`delete from good_practices`;
    other = (await insertUser(t)).id;
    await insertPractice(t, w, { name: 'Pendiente A', status: 0 });
    await insertPractice(t, w, { name: 'Pendiente B', status: 0, createdById: other });
    await insertPractice(t, w, { name: 'Pendiente inactiva', status: 0, active: false });
    await insertPractice(t, w, { name: 'Aprobada A', status: 2 });
    await insertPractice(t, w, { name: 'Aprobada seleccionada', status: 2, selected: true });
    await insertPractice(t, w, { name: 'Aprobada inactiva', status: 2, active: false });
    await insertPractice(t, w, { name: 'Rechazada A', status: 3 });
    await insertPractice(t, w, { name: 'Rechazada inactiva', status: 3, active: false, createdById: other }, { ods: [w.ods[2]!.id] });
  });

  const count = async (query: string) => expectOk<Page<Rec>>(await api.get(`/api/goodPractices?${query}`), 200, es.api.list).totalDocs;

  it('{ total, totalPending, totalAction, innactive, rejected } as spec 001 §3–§4 count them', async () => {
    const totals = expectOk(await api.get('/api/goodPractices/totals'), 200, es.api.ok);
    expect(totals).toEqual({ total: 8, totalPending: 2, totalAction: 2, rejected: 2, innactive: 3 });
  });

  it('each tile agrees with the list it filters', async () => {
    const totals = expectOk<Record<string, number>>(await api.get('/api/goodPractices/totals'), 200, es.api.ok);
    expect(await count('')).toBe(totals.total);
    expect(await count('status=0&active=true')).toBe(totals.totalPending);
    expect(await count('status=2&active=true')).toBe(totals.totalAction);
    expect(await count('status=3')).toBe(totals.rejected);
    expect(await count('active=false')).toBe(totals.innactive);
  });

  it('totals follow the search and the filters the list has', async () => {
    expect(expectOk(await api.get('/api/goodPractices/totals?search=aprobada'), 200, es.api.ok)).toEqual({
      total: 3,
      totalPending: 0,
      totalAction: 2,
      rejected: 0,
      innactive: 1,
    });
    const byOds = expectOk<Record<string, number>>(await api.get(`/api/goodPractices/totals?ods=${w.ods[2]!.id}`), 200, es.api.ok);
    expect(byOds).toEqual({ total: 1, totalPending: 0, totalAction: 0, rejected: 1, innactive: 1 });
    expect(await count(`ods=${w.ods[2]!.id}`)).toBe(1);
  });

  it('accepting and rejecting move the tiles', async () => {
    const [pending] = await t.database.sql<{ id: string }[]>`select id from good_practices where name = 'Pendiente A'`;
    expectOk(await api.put(`/api/goodPractices/${pending!.id}/reject`, reason('Sin evidencia')), 202, PRACTICE_MESSAGES.rejected);
    expect(expectOk(await api.get('/api/goodPractices/totals'), 200, es.api.ok)).toMatchObject({ totalPending: 1, rejected: 3 });
  });

  it('GET /list takes page, search, active, status and the client’s user', async () => {
    const page = expectOk<Page<Rec>>(await api.get('/api/goodPractices/list?page=1&status=0&active=true'), 200, es.api.list);
    expect(page.docs.map((d) => d.name).sort()).toEqual(['Pendiente A', 'Pendiente B']);
    const mine = expectOk<Page<Rec>>(await api.get(`/api/goodPractices/list?user=${other}`), 200, es.api.list);
    expect(mine.docs.map((d) => d.name).sort()).toEqual(['Pendiente B', 'Rechazada inactiva']);
    const found = expectOk<Page<Rec>>(await api.get('/api/goodPractices/list?search=RECHAZADA&active=true'), 200, es.api.list);
    expect(found.docs.map((d) => d.name)).toEqual(['Rechazada A']);
    expect((await api.get('/api/goodPractices/list?status=1')).status).toBe(400);
    expect((await api.get('/api/goodPractices/list?page=0')).status).toBe(400);
  });

  it('GET /getAllGoodPracticesWithOutCarousel/: approved, active and not selected', async () => {
    const all = expectOk<Rec[]>(await api.get('/api/getAllGoodPracticesWithOutCarousel/'), 200, es.api.list);
    expect(all.map((d) => d.name)).toEqual(['Aprobada A']);
  });
});

describe('catalogues the practice form reads (spec 001 §7)', () => {
  it.each([
    'areas',
    'workAxes',
    'axes-global-pact',
    'gtas',
    'timeInitiatives',
    'climbs',
    'business-types',
    'business-join-types',
    'business-joinsub-types',
    'objectives',
  ])('GET /api/%s/all answers the active records', async (path) => {
    const res = await api.get(`/api/${path}/all`);
    const rows = expectOk<Rec[]>(res, 200, es.api.list);
    expect(rows.every((r) => r.active)).toBe(true);
  });
});
