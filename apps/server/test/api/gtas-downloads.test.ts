/** GET /api/gtasDocsDownloads: who downloaded which GTA guide, newest first, 10 a page (spec 000 §2, §9). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, createAdmin, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk, ISO_RE, UUID_RE } from '../helpers/expect.ts';
import { createGta, fieldError, type PageOf } from '../helpers/resources.ts';

interface Download {
  _id: string;
  createdAt: string;
  gta: { _id: string; title: string };
  user: { _id: string; name: string; lastName: string } | null;
}

let t: TestApp;
let token: string;
let gtas: { _id: string; title: string }[];
let users: { _id: string; name: string; lastName: string }[];
/** The 23 downloads inserted, newest first: download i happened i minutes ago. */
const expected: { gta: { _id: string; title: string }; user: { _id: string; name: string; lastName: string }; createdAt: string }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  token = await loginAsSuper(t);
  gtas = [];
  for (const title of ['Agua y saneamiento', 'Energía limpia']) {
    const gta = await createGta(t, token, { title });
    gtas.push({ _id: gta._id, title });
  }
  users = await t.database.sql<{ _id: string; name: string; lastName: string }[]>`
    insert into users (name, last_name, email) values
      ('María', 'López', 'maria@example.com'), ('José', 'Núñez', 'jose@example.com'), ('Ana', 'Pérez', 'ana@example.com')
    returning id as "_id", name, last_name as "lastName"`;
  const now = Date.now();
  // Inserted oldest first and out of order, so neither insertion order nor id order gives the expected one.
  const order = Array.from({ length: 23 }, (_, i) => i).sort((a, b) => ((a * 7) % 23) - ((b * 7) % 23));
  for (const i of order) {
    const createdAt = new Date(now - i * 60_000).toISOString();
    const gta = gtas[i % 2]!;
    const user = users[i % 3]!;
    await t.database.sql`insert into gta_doc_downloads (gta_id, user_id, created_at) values (${gta._id}, ${user._id}, ${createdAt})`;
    expected[i] = { gta, user, createdAt };
  }
});
afterAll(() => t?.close());

const page = async (query = '') =>
  expectOk<PageOf<Download>>(await call(t, { method: 'GET', url: `/api/gtasDocsDownloads${query}`, token }), 200, es.api.list);

describe('GET /api/gtasDocsDownloads', () => {
  it('page 1: the 10 newest, each { _id, createdAt, gta: { _id, title }, user: { _id, name, lastName } }', async () => {
    const first = await page();
    expect({ ...first, docs: first.docs.length }).toEqual({
      docs: 10,
      totalDocs: 23,
      limit: 10,
      page: 1,
      totalPages: 3,
      hasNextPage: true,
      nextPage: 2,
      hasPrevPage: false,
      prevPage: null,
    });
    for (const doc of first.docs) {
      expect(Object.keys(doc).sort()).toEqual(['_id', 'createdAt', 'gta', 'user']);
      expect(doc._id).toMatch(UUID_RE);
      expect(doc.createdAt).toMatch(ISO_RE);
    }
    expect(first.docs.map(({ _id, ...rest }) => rest)).toEqual(expected.slice(0, 10));
  });

  it('pages 2 and 3 follow, newest first; past the end is empty', async () => {
    const second = await page('?page=2');
    expect(second.docs.map(({ _id, ...rest }) => rest)).toEqual(expected.slice(10, 20));
    const third = await page('?page=3');
    expect(third.docs.map(({ _id, ...rest }) => rest)).toEqual(expected.slice(20));
    expect([third.hasNextPage, third.nextPage, third.hasPrevPage, third.prevPage]).toEqual([false, null, true, 2]);
    const all = [...(await page()).docs, ...second.docs, ...third.docs].map((d) => d._id);
    expect(new Set(all).size).toBe(23);
    expect((await page('?page=4')).docs).toEqual([]);
  });

  it('limit is honoured', async () => {
    const small = await page('?limit=5&page=2');
    expect(small.docs.map(({ _id, ...rest }) => rest)).toEqual(expected.slice(5, 10));
    expect([small.totalPages, small.limit]).toEqual([5, 5]);
  });

  it.each(['0', '-1', 'abc', '1.5'])('page=%s → 400', async (value) => {
    expectError(
      await call(t, { method: 'GET', url: `/api/gtasDocsDownloads?page=${value}`, token }),
      400,
      es.api.validation,
      fieldError('page', es.validation.page),
    );
  });

  it('limit=101 → 400', async () => {
    expectError(await call(t, { method: 'GET', url: '/api/gtasDocsDownloads?limit=101', token }), 400, es.api.validation, fieldError('limit', es.validation.limit));
  });

  it('needs the gtas read permission: 401 without a token, 403 without the flag', async () => {
    expectError(await call(t, { method: 'GET', url: '/api/gtasDocsDownloads' }), 401, es.api.unauthorized);
    const admin = await createAdmin(t, { role: 1, permissions: { workAxes: { read: true } } });
    const other = await t.app.issueToken({ id: admin.id, gta: null });
    expectError(await call(t, { method: 'GET', url: '/api/gtasDocsDownloads', token: other }), 403, es.api.forbidden);
    const reader = await createAdmin(t, { role: 1, permissions: { gtas: { read: true } } });
    const readerToken = await t.app.issueToken({ id: reader.id, gta: null });
    expect((await call(t, { method: 'GET', url: '/api/gtasDocsDownloads', token: readerToken })).status).toBe(200);
  });

  it("an admin with a GTA sees only that GTA's downloads, paged the same way", async () => {
    const gta = gtas[0]!;
    const admin = await createAdmin(t, { role: 1, gta: gta._id, permissions: { gtas: { read: true } } });
    const scoped = await t.app.issueToken({ id: admin.id, gta: gta._id });
    const mine = expected.filter((d) => d.gta._id === gta._id);
    expect(mine).toHaveLength(12);
    const first = expectOk<PageOf<Download>>(await call(t, { method: 'GET', url: '/api/gtasDocsDownloads', token: scoped }), 200, es.api.list);
    expect([first.totalDocs, first.totalPages, first.hasNextPage]).toEqual([12, 2, true]);
    expect(first.docs.map(({ _id, ...rest }) => rest)).toEqual(mine.slice(0, 10));
    const second = expectOk<PageOf<Download>>(await call(t, { method: 'GET', url: '/api/gtasDocsDownloads?page=2', token: scoped }), 200, es.api.list);
    expect(second.docs.map(({ _id, ...rest }) => rest)).toEqual(mine.slice(10));
  });
});
