/**
 * A practice's volunteers (spec 001 §3, §9): their own resource governed by the goodPractices flags, listed per
 * practice by 10, counted, and (de)activated one by one with a reason.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@app/domain/core/page';
import { es } from '@app/domain/messages/es';
import { loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectOk, historyOf } from '../helpers/expect.ts';
import { insertPractice, insertVolunteers, practiceAdmin, practiceWorld, type PracticeWorld } from '../helpers/good-practices.ts';
import { expectRefused, fieldError, reason, type Rec } from '../helpers/resources.ts';

let t: TestApp;
let api: ReturnType<typeof client>;
let w: PracticeWorld;
let practiceId: string;
let volunteerIds: string[];

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, await loginAsSuper(t));
  w = await practiceWorld(t);
  practiceId = (await insertPractice(t, w, { numberOfVolunteers: 30 })).id;
  // 23 volunteers, the 4th and the 9th no longer active; another practice has 3 of its own.
  const rows = await insertVolunteers(t, practiceId, 23);
  volunteerIds = rows.map((r) => r.id);
  await t.database.sql`update volunteers set active = false where id in ${t.database.sql([volunteerIds[3]!, volunteerIds[8]!])}`;
  await insertVolunteers(t, (await insertPractice(t, w)).id, 3, { name: 'Ajena' });
});
afterAll(() => t?.close());

const pageOf = async (query: string) => expectOk<Page<Rec>>(await api.get(`/api/volunteers?goodPractice=${practiceId}&${query}`), 200, es.api.list);

describe('list', () => {
  it('pages a practice’s volunteers by 10, newest first, only that practice’s', async () => {
    const first = await pageOf('limit=10');
    expect(first).toMatchObject({ totalDocs: 23, totalPages: 3, page: 1, hasNextPage: true });
    expect(first.docs.map((d) => d._id)).toEqual(volunteerIds.slice(13).reverse());
    const last = await pageOf('limit=10&page=3');
    expect(last.docs.map((d) => d._id)).toEqual(volunteerIds.slice(0, 3).reverse());
    expect(last.hasNextPage).toBe(false);
    expect(first.docs[0]).toEqual({
      _id: volunteerIds[22],
      active: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      goodPractice: { _id: practiceId, name: expect.any(String) },
      name: 'Voluntaria 23',
      lastName: 'García López',
      email: expect.stringMatching(/^voluntaria23\./),
      country: 'México',
    });
  });

  it('counts them: total, active and inactive of the practice', async () => {
    expect(expectOk(await api.get(`/api/volunteers/totals?goodPractice=${practiceId}`), 200, es.api.ok)).toEqual({ total: 23, active: 21, innactive: 2 });
    expect((await pageOf('active=false')).docs.map((d) => d._id).sort()).toEqual([volunteerIds[3], volunteerIds[8]].sort());
  });

  it('a malformed practice id is 400; an unknown one lists none', async () => {
    const bad = await api.get('/api/volunteers?goodPractice=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(fieldError('goodPractice', es.validation.invalidId));
    expect(expectOk<Page<Rec>>(await api.get(`/api/volunteers?goodPractice=${randomUUID()}`), 200, es.api.list).totalDocs).toBe(0);
  });

  it('searches by name or e-mail', async () => {
    expect((await pageOf('search=voluntaria%2017')).docs.map((d) => d.name)).toEqual(['Voluntaria 17']);
  });
});

describe('toggle', () => {
  it('deactivates and reactivates one with a reason; history on the volunteer', async () => {
    const id = volunteerIds[0]!;
    expect(expectOk<Rec>(await api.put(`/api/volunteers/${id}/deactivate`, reason('Pidió su baja')), 202, es.api.deactivated).active).toBe(false);
    expect(expectOk(await api.get(`/api/volunteers/totals?goodPractice=${practiceId}`), 200, es.api.ok)).toMatchObject({ active: 20, innactive: 3 });
    expect(expectOk<Rec>(await api.put(`/api/volunteers/${id}/reactivate`, reason('Volvió a inscribirse')), 202, es.api.activated).active).toBe(true);
    expect((await historyOf(t, id)).map((h) => [h.cause, h.description, h.module])).toEqual([
      ['deactivate', 'Pidió su baja', 'volunteers'],
      ['activate', 'Volvió a inscribirse', 'volunteers'],
    ]);
  });

  it('needs a reason, and a state it can leave', async () => {
    await expectRefused(t, () => api.put(`/api/volunteers/${volunteerIds[1]}/deactivate`), 400, es.api.validation, fieldError('historical', es.validation.reasonRequired));
    await expectRefused(t, () => api.put(`/api/volunteers/${volunteerIds[3]}/deactivate`, reason('Otra vez')), 409, es.api.alreadyInactive);
    await expectRefused(t, () => api.put(`/api/volunteers/${randomUUID()}/deactivate`, reason('Nadie')), 404, es.api.notFound);
  });

  it('has no create, edit nor delete', async () => {
    expect((await api.post('/api/volunteers', { name: 'Nuevo' })).status).toBe(404);
    expect((await api.put(`/api/volunteers/${volunteerIds[2]}`, { name: 'Otro', ...reason('x') })).status).toBe(404);
    expect((await api.del(`/api/volunteers/${volunteerIds[2]}`)).status).toBe(404);
  });
});

describe('the goodPractices flags govern them', () => {
  it('read lists, reads and reads the history, but cannot toggle', async () => {
    const reader = await practiceAdmin(t, { read: true });
    expect((await reader.api.get(`/api/volunteers?goodPractice=${practiceId}`)).status).toBe(200);
    expect((await reader.api.get(`/api/volunteers/${volunteerIds[5]}`)).status).toBe(200);
    expect((await reader.api.get(`/api/volunteers/totals?goodPractice=${practiceId}`)).status).toBe(200);
    await expectRefused(t, () => reader.api.put(`/api/volunteers/${volunteerIds[5]}/deactivate`, reason('Baja')), 403, es.api.forbidden);
  });

  it('approve toggles, whatever the role (role 2 included)', async () => {
    const participant = await practiceAdmin(t, { read: true, approve: true }, 2);
    expectOk(await participant.api.put(`/api/volunteers/${volunteerIds[6]}/deactivate`, reason('Datos falsos')), 202, es.api.deactivated);
  });

  it('no goodPractices flag: 403 on everything', async () => {
    const nobody = await practiceAdmin(t, {});
    for (const url of [`/api/volunteers?goodPractice=${practiceId}`, `/api/volunteers/${volunteerIds[5]}`, '/api/volunteers/totals']) {
      expect((await nobody.api.get(url)).status, url).toBe(403);
    }
    await expectRefused(t, () => nobody.api.put(`/api/volunteers/${volunteerIds[5]}/deactivate`, reason('Baja')), 403, es.api.forbidden);
  });

  it('deleting a practice’s volunteers goes with the practice (the public site removes practices)', async () => {
    const p = await insertPractice(t, w);
    await insertVolunteers(t, p.id, 2);
    await t.database.sql`delete from good_practices where id = ${p.id}`;
    expect((await t.database.sql`select count(*)::int as n from volunteers where good_practice_id = ${p.id}`)[0]!.n).toBe(0);
  });
});
