/** Issue 11 §4: no lost updates — edits and actions based on the same version race; exactly one wins. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk, historyOf } from '../helpers/expect.ts';
import { reason, type Rec } from '../helpers/resources.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await loginAsSuper(t);
});
afterAll(() => t?.close());

const createSector = async (name: string) =>
  expectOk<Rec>(await call(t, { method: 'POST', url: '/api/sectors', token, payload: { name, description: 'Descripción' } }), 201, es.api.saved);

describe('20 concurrent changes from the same version', () => {
  it('edits: exactly one 202, nineteen 409 with the Spanish message, one history row, the winner stored', async () => {
    const sector = await createSector('Sector disputado');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t, {
          method: 'PUT',
          url: `/api/sectors/${sector._id}`,
          token,
          payload: { name: `Versión ${i}`, updatedAt: sector.updatedAt, ...reason(`Cambio ${i}`) },
        }),
      ),
    );
    const won = answers.filter((a) => a.status === 202);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 202)) expectError(lost, 409, es.api.stale);
    const winner = (won[0]!.body.data as Rec).name;
    const stored = expectOk<Rec>(await call(t, { method: 'GET', url: `/api/sectors/${sector._id}`, token }), 200, es.api.ok);
    expect(stored.name).toBe(winner);
    const edits = (await historyOf(t, sector._id)).filter((h) => h.cause === 'edit');
    expect(edits).toHaveLength(1);
    expect(edits[0]!.changes).toEqual([{ field: 'name', from: 'Sector disputado', to: winner }]);
  });

  it('an edit and a deactivation based on the same version: one wins, the other 409, nothing else changed', async () => {
    const sector = await createSector('Sector en carrera');
    const [edit, off] = await Promise.all([
      call(t, { method: 'PUT', url: `/api/sectors/${sector._id}`, token, payload: { name: 'Editado', updatedAt: sector.updatedAt, ...reason('Editar') } }),
      call(t, { method: 'PUT', url: `/api/sectors/${sector._id}/deactivate`, token, payload: { updatedAt: sector.updatedAt, ...reason('Baja') } }),
    ]);
    expect([edit.status, off.status].sort()).toEqual([202, 409]);
    const history = (await historyOf(t, sector._id)).map((h) => h.cause);
    expect(history).toHaveLength(2);
    expect(history[0]).toBe('create');
  });

  it('a stale version changes nothing; the current one applies', async () => {
    const sector = await createSector('Sector versionado');
    const first = expectOk<Rec>(
      await call(t, { method: 'PUT', url: `/api/sectors/${sector._id}`, token, payload: { name: 'Primera', updatedAt: sector.updatedAt, ...reason('Uno') } }),
      202,
      es.api.updated,
    );
    const stale = await call(t, { method: 'PUT', url: `/api/sectors/${sector._id}`, token, payload: { name: 'Vieja', updatedAt: sector.updatedAt, ...reason('Dos') } });
    expectError(stale, 409, es.api.stale);
    expectOk(
      await call(t, { method: 'PUT', url: `/api/sectors/${sector._id}`, token, payload: { name: 'Segunda', updatedAt: first.updatedAt, ...reason('Tres') } }),
      202,
      es.api.updated,
    );
  });
});
