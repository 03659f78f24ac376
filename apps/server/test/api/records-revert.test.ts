/**
 * Restoring the values an edit replaced: `POST /api/<path>/:id/revert { history, historical, updatedAt? }` is an edit
 * through the same record operation — 202 with the record, one more 'edit' history row naming the edit undone — and
 * every refusal (no reason, a reference gone, a state that may not be edited, a row that is not an edit of this record,
 * no right, another GTA, a stale version, bad input) leaves the database as it was.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import * as schema from '../../src/db/schema/index.ts';
import { loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectOk, historyOf } from '../helpers/expect.ts';
import { cardAdmin, cardBody, cardWorld, createCard, setStatus, type CardWorld } from '../helpers/flashcards.ts';
import { createCatalogue, createGta, expectRefused, fieldError, png, reason, sendForm, type Rec } from '../helpers/resources.ts';

let t: TestApp;
let superToken: string;
let w: CardWorld;

beforeAll(async () => {
  t = await startTestApp();
  superToken = await loginAsSuper(t);
  w = await cardWorld(t);
});
afterAll(() => t?.close());

const su = () => client(t, superToken);
const revert = (id: string, body: unknown, token = superToken) => client(t, token).post(`/api/flashcards/${id}/revert`, body as object);

/** The id of the newest history row of `document` with this cause. */
async function lastRow(document: string, cause = 'edit'): Promise<string> {
  const [row] = await t.database.sql<{ id: string }[]>`
    select id from historicals where document = ${document} and cause = ${cause} order by seq desc limit 1`;
  return row!.id;
}

async function newAxis(objective: string): Promise<string> {
  const [row] = await t.database.db.insert(schema.workAxes).values({ gtaId: w.gtaA.id, objective, position: '2' }).returning({ id: schema.workAxes.id });
  return row!.id;
}

/** A card edited once by the super user: name, work axis and areas changed. */
async function editedCard(axis = w.axisA): Promise<{ card: Rec; edit: string }> {
  const card = await createCard(t, superToken, cardBody(w, { workAxis: axis }));
  const changes = { name: 'Nombre cambiado', workAxis: w.axisA2, area: [w.areas[1]], ...reason('Corrección del nombre') };
  expectOk(await su().put(`/api/flashcards/${card._id}`, changes), 202, 'Flashcard actualizada');
  return { card, edit: await lastRow(card._id) };
}

describe('restoring an edit', () => {
  it('puts back every field the edit changed, references included: 202, the record, one edit row naming the edit', async () => {
    const { card, edit } = await editedCard();
    const rows = (await historyOf(t, card._id)).length;
    const restored = expectOk<Rec>(await revert(card._id, { history: edit, ...reason('Se cambió por error') }), 202, es.revert.restored);
    expect(restored.name).toBe(card.name);
    expect((restored.workAxis as Rec)._id).toBe(w.axisA);
    expect((restored.area as Rec[]).map((a) => a._id)).toEqual([w.areas[0]]);
    const [stored] = await t.database.db.select().from(schema.flashcards).where(eq(schema.flashcards.id, card._id));
    expect({ name: stored!.name, workAxis: stored!.workAxisId }).toEqual({ name: card.name, workAxis: w.axisA });
    const history = await historyOf(t, card._id);
    expect(history).toHaveLength(rows + 1);
    const last = history.at(-1)!;
    expect(last.cause).toBe('edit');
    expect(last.description).toMatch(/^Restaura «Nombre», «Eje de trabajo», «Áreas responsables» como estaban antes de la edición del \d\d\/\d\d\/\d{4} \d\d:\d\d UTC\nSe cambió por error$/);
    expect(last.changes.map((c) => c.field).sort()).toEqual(['area', 'name', 'workAxis']);
  });

  it('serves every module that edits: a sector gets its old name back', async () => {
    const id = await createCatalogue(t, superToken, 'sectors', 'Sector original');
    expectOk(await su().put(`/api/sectors/${id}`, { name: 'Sector renombrado', ...reason('Nuevo nombre') }), 202, es.api.updated);
    const edit = await lastRow(id);
    const restored = expectOk<Rec>(await su().post(`/api/sectors/${id}/revert`, { history: edit, ...reason('Volver al nombre') }), 202, es.revert.restored);
    expect(restored.name).toBe('Sector original');
  });

  it('checks the version like an edit: 409 on a stale updatedAt, 202 on the current one', async () => {
    const { card, edit } = await editedCard();
    const body = { history: edit, ...reason('Deshacer') };
    await expectRefused(t, () => revert(card._id, { ...body, updatedAt: card.updatedAt }), 409, es.api.stale);
    const current = expectOk<Rec>(await su().get(`/api/flashcards/${card._id}`), 200, es.api.ok);
    expectOk(await revert(card._id, { ...body, updatedAt: current.updatedAt }), 202, es.revert.restored);
  });
});

describe('refusals leave everything as it was', () => {
  it('asks for the Justificación with the answer an edit gives without it', async () => {
    const { card, edit } = await editedCard();
    const editWithout = await su().put(`/api/flashcards/${card._id}`, { name: 'Otra' });
    for (const historical of [undefined, {}, { description: '   ' }]) {
      const expected = historical === undefined ? editWithout : await su().put(`/api/flashcards/${card._id}`, { name: 'Otra', historical });
      await expectRefused(t, () => revert(card._id, { history: edit, historical }), expected.status, expected.body.message as string);
    }
    expect(editWithout.status).toBe(400);
  });

  it('409 when the values are already those of before the edit', async () => {
    const { card, edit } = await editedCard();
    expectOk(await revert(card._id, { history: edit, ...reason('Deshacer') }), 202, es.revert.restored);
    await expectRefused(t, () => revert(card._id, { history: edit, ...reason('Otra vez') }), 409, es.revert.already);
  });

  it('409 naming the option when a reference it pointed at no longer exists', async () => {
    const axis = await newAxis('Eje que se retira');
    const { card, edit } = await editedCard(axis);
    await t.database.db.delete(schema.workAxes).where(eq(schema.workAxes.id, axis));
    await expectRefused(t, () => revert(card._id, { history: edit, ...reason('Deshacer') }), 409, es.revert.referenceGone('Eje de trabajo', 'Eje que se retira'));
  });

  it('409 naming the field when the edit replaced a file, whose old file is gone', async () => {
    const gta = await createGta(t, superToken);
    expectOk(await sendForm(t, superToken, 'PUT', `/api/gtas/${gta._id}`, { subtitle: 'Otro subtítulo', ...reason('Logo nuevo') }, { logo: await png() }), 202, es.api.updated);
    const edit = await lastRow(gta._id);
    const body = { history: edit, ...reason('Deshacer') };
    await expectRefused(t, () => su().post(`/api/gtas/${gta._id}/revert`, body), 409, es.revert.file('Logo'));
  });

  it('refuses as an edit does once the card moved to a state its author may not edit', async () => {
    const author = await cardAdmin(t, { formCards: { read: true, create: true } }, { role: 2 });
    const card = await createCard(t, author.token, cardBody(w));
    expectOk(await author.api.put(`/api/flashcards/${card._id}`, { name: 'Mi cambio', ...reason('Ajuste') }), 202, 'Flashcard actualizada');
    const edit = await lastRow(card._id);
    await setStatus(t, card._id, 1);
    const asEdit = await author.api.put(`/api/flashcards/${card._id}`, { name: 'Otra', ...reason('Ajuste') });
    expect(asEdit.status).toBe(403);
    await expectRefused(t, () => revert(card._id, { history: edit, ...reason('Deshacer') }, author.token), asEdit.status, asEdit.body.message as string);
  });

  it('400 when the history row is not an edit of this record, 404 when there is no such row', async () => {
    const { card } = await editedCard();
    const other = await editedCard();
    const notAnEdit = fieldError('history', es.revert.notAnEdit);
    await expectRefused(t, () => revert(card._id, { history: other.edit, ...reason('Deshacer') }), 400, es.revert.notAnEdit, notAnEdit);
    const created = await lastRow(card._id, 'create');
    await expectRefused(t, () => revert(card._id, { history: created, ...reason('Deshacer') }), 400, es.revert.notAnEdit, notAnEdit);
    await expectRefused(t, () => revert(card._id, { history: '00000000-0000-4000-8000-000000000000', ...reason('Deshacer') }), 404, es.revert.historyNotFound);
  });

  it('400 on bad input: ids that are not ids, a missing row, a bad version', async () => {
    const { card, edit } = await editedCard();
    const ok = { history: edit, ...reason('Deshacer') };
    await expectRefused(t, () => revert(card._id, { ...ok, history: 'no-es-un-id' }), 400, es.api.validation, fieldError('history', es.validation.invalidId));
    await expectRefused(t, () => revert(card._id, reason('Deshacer')), 400, es.api.validation);
    await expectRefused(t, () => revert(card._id, { ...ok, updatedAt: 'ayer' }), 400, es.api.validation, fieldError('updatedAt', es.validation.invalidValue));
    await expectRefused(t, () => revert('no-es-un-id', ok), 400, es.api.validation, fieldError('id', es.validation.invalidId));
    await expectRefused(t, () => revert('00000000-0000-4000-8000-000000000000', ok), 404, es.api.notFound);
  });

  it('403 without the right to edit (as an edit answers), 404 for a record of another GTA', async () => {
    const { card, edit } = await editedCard();
    const body = { history: edit, ...reason('Deshacer') };
    const reader = await cardAdmin(t, { formCards: { read: true } });
    const asEdit = await reader.api.put(`/api/flashcards/${card._id}`, { name: 'Otra', ...reason('Ajuste') });
    expect(asEdit.status).toBe(403);
    await expectRefused(t, () => revert(card._id, body, reader.token), 403, asEdit.body.message as string);
    const stranger = await cardAdmin(t, { gtas: { read: true } });
    await expectRefused(t, () => revert(card._id, body, stranger.token), 403, es.api.forbidden);
    const otherGta = await cardAdmin(t, { formCards: { read: true, update: true } }, { gta: w.gtaB.id });
    await expectRefused(t, () => revert(card._id, body, otherGta.token), 404, es.api.notFound);
    const sameGta = await cardAdmin(t, { formCards: { read: true, update: true } }, { gta: w.gtaA.id });
    expectOk(await revert(card._id, body, sameGta.token), 202, es.revert.restored);
  });
});
