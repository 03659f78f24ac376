import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import * as schema from '../../src/db/schema/index.ts';
import { createAdmin, login, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectError, expectOk } from '../helpers/expect.ts';
import { insertFlashcard, insertGta, insertUser } from '../helpers/people.ts';
import type { PageOf } from '../helpers/resources.ts';

interface SavedDoc {
  _id: string;
  number: number;
  flashcard: { _id: string; name: string };
  nomenclature: string;
  gta: { _id: string; title: string; color: string; nomenclature: string; logo: string | null };
  user: { _id: string; name: string; lastName: string };
  createdAt: string;
}

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, await loginAsSuper(t));
});
afterAll(() => t?.close());

describe('GET /api/savedCards/list', () => {
  it('pages one user saved cards newest first, card and GTA populated', async () => {
    const water = await insertGta(t, { nomenclature: 'GTA-AG', color: '#1F4E79' });
    const energy = await insertGta(t, { nomenclature: 'GTA-EN', color: '#B5651D' });
    const cards = await Promise.all(
      Array.from({ length: 12 }, (_, i) => insertFlashcard(t, i % 2 ? energy.id : water.id, { number: 200 + i, name: `Tarjeta ${i}` })),
    );
    const user = await insertUser(t);
    const other = await insertUser(t);
    const base = Date.now() - 3_600_000;
    await t.database.db.insert(schema.savedCards).values(cards.map((c, i) => ({ userId: user.id, flashcardId: c.id, createdAt: new Date(base + i * 1000) })));
    await t.database.db.insert(schema.savedCards).values({ userId: other.id, flashcardId: cards[0]!.id });

    const first = expectOk<PageOf<SavedDoc>>(await api.get(`/api/savedCards/list?user=${user.id}&page=1&limit=5`), 200, es.api.list);
    expect(first).toMatchObject({ totalDocs: 12, page: 1, limit: 5, totalPages: 3, hasNextPage: true, nextPage: 2 });
    expect(first.docs.map((d) => d.number)).toEqual([211, 210, 209, 208, 207]);
    expect(first.docs[0]).toEqual({
      _id: expect.any(String),
      number: 211,
      flashcard: { _id: cards[11]!.id, name: 'Tarjeta 11' },
      nomenclature: 'GTA-EN',
      gta: { _id: energy.id, title: energy.title, color: '#B5651D', nomenclature: 'GTA-EN', logo: '/uploads/gtas/logo.png' },
      user: { _id: user.id, name: expect.any(String), lastName: expect.any(String) },
      createdAt: new Date(base + 11_000).toISOString(),
    });
    const last = expectOk<PageOf<SavedDoc>>(await api.get(`/api/savedCards/list?user=${user.id}&page=3&limit=5`), 200, es.api.list);
    expect(last.docs.map((d) => d.number)).toEqual([201, 200]);
    expect(last.hasNextPage).toBe(false);
    expect(expectOk<PageOf<SavedDoc>>(await api.get(`/api/savedCards/list?user=${other.id}`), 200, es.api.list).totalDocs).toBe(1);

    // An admin scoped to a GTA sees only that GTA's cards.
    const scoped = await createAdmin(t, { gta: water.id, permissions: { users: { read: true } } });
    const asScoped = client(t, await login(t, scoped.email, scoped.password));
    const mine = expectOk<PageOf<SavedDoc>>(await asScoped.get(`/api/savedCards/list?user=${user.id}&limit=100`), 200, es.api.list);
    expect(mine.totalDocs).toBe(6);
    expect(new Set(mine.docs.map((d) => d.gta._id))).toEqual(new Set([water.id]));

    // Issue 11 §5: without `user`, every saved card the caller may read, paged, with who saved it.
    const every = expectOk<PageOf<SavedDoc>>(await api.get('/api/savedCards/list?limit=100'), 200, es.api.list);
    expect(every.totalDocs).toBe(13);
    expect(new Set(every.docs.map((d) => d.user._id))).toEqual(new Set([user.id, other.id]));
    expect(expectOk<PageOf<SavedDoc>>(await api.get('/api/savedCards/list?user='), 200, es.api.list).totalDocs).toBe(13);
    const scopedEvery = expectOk<PageOf<SavedDoc>>(await asScoped.get('/api/savedCards/list?limit=100'), 200, es.api.list);
    expect(scopedEvery.totalDocs).toBe(7);
    expect(new Set(scopedEvery.docs.map((d) => d.gta._id))).toEqual(new Set([water.id]));
  });

  it('needs a valid user when given, and users read permission', async () => {
    expectError(await api.get('/api/savedCards/list?user=abc'), 400, es.api.validation);
    const admin = await createAdmin(t, { permissions: { contacts: { read: true } } });
    const as = client(t, await login(t, admin.email, admin.password));
    expectError(await as.get('/api/savedCards/list?user=00000000-0000-4000-8000-000000000001'), 403, es.api.forbidden);
    expectError(await client(t).get('/api/savedCards/list?user=00000000-0000-4000-8000-000000000001'), 401, es.api.unauthorized);
  });
});
