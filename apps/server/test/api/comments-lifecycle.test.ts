import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, databaseState, expectError, expectOk, historyOf } from '../helpers/expect.ts';
import { insertComment, insertFlashcard, insertGta, insertUser } from '../helpers/people.ts';
import { reason, type PageOf, type Rec } from '../helpers/resources.ts';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, await loginAsSuper(t));
});
afterAll(() => t?.close());

describe('comments', () => {
  it('filters by author and reads back author and flashcard populated', async () => {
    const gta = await insertGta(t);
    const card = await insertFlashcard(t, gta.id, { name: 'Reúso de aguas tratadas', number: 321 });
    const ana = await insertUser(t, { name: 'Ana', lastName: 'Ruiz' });
    const beto = await insertUser(t, { name: 'Beto', lastName: 'Luna' });
    const first = await insertComment(t, ana.id, card.id, { comment: 'Primero', createdAt: new Date(Date.now() - 60_000) });
    const second = await insertComment(t, ana.id, card.id, { comment: 'Segundo' });
    await insertComment(t, beto.id, card.id, { comment: 'De Beto' });

    const page = expectOk<PageOf<Rec>>(await api.get(`/api/comments/?createdBy=${ana.id}&page=1`), 200, es.api.list);
    expect(page.totalDocs).toBe(2);
    expect(page.docs.map((d) => d._id)).toEqual([second.id, first.id]);
    expect(page.docs[0]).toMatchObject({
      comment: 'Segundo',
      createdBy: { _id: ana.id, name: 'Ana', lastName: 'Ruiz' },
      flashcard: { _id: card.id, name: 'Reúso de aguas tratadas', number: 321 },
      active: true,
    });
    expect(expectOk(await api.get(`/api/comments/totals?createdBy=${ana.id}`), 200, es.api.ok)).toEqual({ total: 2, active: 2, innactive: 0 });
    expectError(await api.get('/api/comments?createdBy=nadie'), 400, es.api.validation);

    const detail = expectOk<Rec>(await api.get(`/api/comments/${first.id}`), 200, es.api.ok);
    expect(detail).toMatchObject({ comment: 'Primero', createdBy: { name: 'Ana' }, flashcard: { name: 'Reúso de aguas tratadas' } });
  });

  it('toggles with a reason, ignoring the comment fields the web app also sends, and writes history', async () => {
    const gta = await insertGta(t);
    const card = await insertFlashcard(t, gta.id);
    const user = await insertUser(t);
    const comment = await insertComment(t, user.id, card.id);
    const before = await databaseState(t, { withSessions: false });
    expectError(await api.put(`/api/comments/${comment.id}/deactivate`, { comment: 'x' }), 400, es.api.validation);
    expect(await databaseState(t, { withSessions: false })).toBe(before);

    const body = { ...reason('Publicidad'), comment: 'Texto cambiado', createdBy: user.id, active: true };
    const off = expectOk<Rec>(await api.put(`/api/comments/${comment.id}/deactivate`, body), 202, es.api.deactivated);
    expect(off).toMatchObject({ active: false, comment: 'Muy buena práctica' });
    expectOk(await api.put(`/api/comments/${comment.id}/reactivate`, reason('Revisado')), 202, es.api.activated);
    expect((await historyOf(t, comment.id)).map((h) => [h.cause, h.description, h.module])).toEqual([
      ['deactivate', 'Publicidad', 'comments'],
      ['activate', 'Revisado', 'comments'],
    ]);
  });

  it('has no create, edit or delete', async () => {
    expect((await api.post('/api/comments', { comment: 'x' })).status).toBe(404);
    expect((await api.put('/api/comments/00000000-0000-4000-8000-000000000001', reason('x'))).status).toBe(404);
    expect((await api.del('/api/comments/00000000-0000-4000-8000-000000000001')).status).toBe(404);
  });
});
