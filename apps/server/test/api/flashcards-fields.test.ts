/**
 * Flashcards: the fields of spec 001 §3 read back populated, the rules of §5 at their edges with their messages, the
 * server-owned fields a client cannot write, lists of references and the dependent work axis.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { FLASHCARD_NUMBER_RANGE } from '@app/domain/resources/flashcards';
import { call, createAdmin, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectOk, historyOf, ISO_RE, UUID_RE } from '../helpers/expect.ts';
import { cardBody, cardWorld, createCard, expectPopulatedLists, type CardWorld } from '../helpers/flashcards.ts';
import { expectRefused, fieldError, reason, textEdges, type Rec } from '../helpers/resources.ts';

const SCOPE_MIN = 'Seleccione por lo menos un ámbito de implementación';

let t: TestApp;
let token: string;
let w: CardWorld;
let superId: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await loginAsSuper(t);
  w = await cardWorld(t);
  superId = (await t.database.sql<{ id: string }[]>`select id from admins where role = 0 limit 1`)[0]!.id;
});
afterAll(() => t?.close());

const post = (body: Record<string, unknown>) => call(t, { method: 'POST', url: '/api/flashcards', token, payload: body });
const put = (id: string, patch: Record<string, unknown>) =>
  call(t, { method: 'PUT', url: `/api/flashcards/${id}`, token, payload: { ...patch, ...reason('Corrección de la tarjeta') } });

describe('create', () => {
  it('201 with every field populated, a number in 180–499, status Nuevo and the creator as author', async () => {
    const card = await createCard(t, token, cardBody(w));
    expect(card).toMatchObject({
      _id: expect.stringMatching(UUID_RE),
      active: true,
      createdAt: expect.stringMatching(ISO_RE),
      name: 'Captación de agua de lluvia',
      how3: null,
      status: 0,
      selected: false,
      implementationTime: 'Mediano plazo',
      gta: { _id: w.gtaA.id, title: w.gtaA.title, color: '#1F4E79', nomenclature: 'AG', logo: '/uploads/gtas/logo.png' },
      workAxis: { _id: w.axisA, objective: 'Reducir el consumo de agua' },
      objective: { _id: w.ods },
      area: [{ _id: w.areas[0], name: expect.stringMatching(/^Operaciones/) }],
      createdBy: { _id: superId, name: 'Super', lastName: 'Usuario' },
    });
    expect(card.number).toBeGreaterThanOrEqual(FLASHCARD_NUMBER_RANGE.min);
    expect(card.number).toBeLessThanOrEqual(FLASHCARD_NUMBER_RANGE.max);
    expectPopulatedLists(card, w);
    expect((card.climb as Rec[])[0]).toEqual({ _id: w.climbs[1], nomenclature: 'L', name: expect.stringMatching(/^Liderazgo/) });
    expect(expectOk(await call(t, { method: 'GET', url: `/api/flashcards/${card._id}`, token }), 200, es.api.ok)).toEqual(card);
    expect((await historyOf(t, card._id)).map((h) => h.cause)).toEqual(['create']);
  });

  it('ignores server-owned fields a client sends: number, status, createdBy and selected', async () => {
    const other = await createAdmin(t, { role: 1 });
    const card = await createCard(t, token, cardBody(w, { number: 7, status: 2, createdBy: other.id, selected: true }));
    expect(card.status).toBe(0);
    expect(card.selected).toBe(false);
    expect((card.createdBy as Rec)._id).toBe(superId);
    expect(card.number).not.toBe(7);
    const [row] = await t.database.sql`select status, selected, created_by_id from flashcards where id = ${card._id}`;
    expect(row).toEqual({ status: 0, selected: false, created_by_id: superId });
  });

  describe.each([
    ['name', 2, 120, true],
    ['what', 2, 400, true],
    ['how1', 2, 300, false],
    ['how2', 2, 300, false],
    ['how3', 2, 300, false],
    ['indicator', 2, 200, false],
  ] as const)('%s (%i–%i)', (field, min, max, required) => {
    const edges = textEdges(min, max, { required });
    it.each(edges.refused)('refuses $label with its message; nothing written', async ({ value, msg }) => {
      await expectRefused(t, () => post(cardBody(w, { [field]: value })), 400, es.api.validation, fieldError(field, msg));
    });
    it.each(edges.accepted)('accepts %j', async (value) => {
      expect((await createCard(t, token, cardBody(w, { [field]: value })))[field]).toBe(value);
    });
  });

  it.each([
    ['gta missing', { gta: undefined }, 'gta', es.validation.required],
    ['work axis missing', { workAxis: undefined }, 'workAxis', es.validation.required],
    ['no implementation scope', { businessType: [] }, 'businessType', SCOPE_MIN],
    ['implementation scope missing', { businessType: undefined }, 'businessType', SCOPE_MIN],
    ['a repeated scope', { businessType: [w?.scopes?.[0] ?? randomUUID(), w?.scopes?.[0] ?? randomUUID()] }, 'businessType', es.validation.repeated],
    ['a malformed scope id', { businessType: ['no-es-un-id'] }, 'businessType.0', es.validation.invalidId],
    ['an unknown implementation time', { implementationTime: 'Inmediato' }, 'implementationTime', es.validation.invalidValue],
    ['a malformed gta', { gta: 'x' }, 'gta', es.validation.invalidId],
  ])('refuses %s (400, nothing written)', async (_label, overrides, path, msg) => {
    // The table is built before `w` exists; the repeated-scope row reads it now.
    const patch = _label === 'a repeated scope' ? { businessType: [w.scopes[0], w.scopes[0]] } : overrides;
    await expectRefused(t, () => post(cardBody(w, patch)), 400, es.api.validation, fieldError(path, msg));
  });

  it('refuses references that do not exist, single and listed', async () => {
    await expectRefused(t, () => post(cardBody(w, { objective: randomUUID() })), 400, es.api.validation, fieldError('objective', es.api.referenceNotFound));
    await expectRefused(t, () => post(cardBody(w, { area: [w.areas[0], randomUUID()] })), 400, es.api.validation, fieldError('area', es.api.referenceNotFound));
  });

  it("refuses a work axis of another GTA (it depends on the card's GTA)", async () => {
    await expectRefused(t, () => post(cardBody(w, { workAxis: w.axisB })), 400, es.api.validation, fieldError('workAxis', es.api.dependentMismatch('GTA')));
  });
});

describe('edit', () => {
  it('changes text, lists and references; history names the changes by their labels', async () => {
    const card = await createCard(t, token, cardBody(w));
    const res = await put(card._id, { name: 'Captación pluvial', businessType: [w.scopes[2]], area: [], workAxis: w.axisA2 });
    const edited = expectOk<Rec>(res, 202, 'Flashcard actualizada');
    expect(edited.name).toBe('Captación pluvial');
    expect(edited.businessType).toEqual([{ _id: w.scopes[2], name: expect.stringMatching(/^Servicios/) }]);
    expect(edited.area).toEqual([]);
    const [, edit] = await historyOf(t, card._id);
    expect(edit).toMatchObject({ cause: 'edit', description: 'Corrección de la tarjeta' });
    const byField = Object.fromEntries(edit!.changes.map((c) => [c.field, c]));
    expect(byField.name).toEqual({ field: 'name', from: 'Captación de agua de lluvia', to: 'Captación pluvial' });
    expect(byField.businessType!.to).toMatch(/^Servicios/);
    expect(byField.businessType!.from).toMatch(/^Industria .*, Comercio /);
    expect(byField.workAxis).toEqual({ field: 'workAxis', from: 'Reducir el consumo de agua', to: 'Reutilizar el agua tratada' });
  });

  it('a new GTA needs a work axis of that GTA; the pair moves together', async () => {
    const card = await createCard(t, token, cardBody(w));
    await expectRefused(t, () => put(card._id, { gta: w.gtaB.id }), 400, es.api.validation, fieldError('workAxis', es.api.dependentMismatch('GTA')));
    const moved = expectOk<Rec>(await put(card._id, { gta: w.gtaB.id, workAxis: w.axisB }), 202, 'Flashcard actualizada');
    expect((moved.workAxis as Rec)._id).toBe(w.axisB);
  });

  it('ignores server-owned fields in an edit; an empty list of scopes is refused', async () => {
    const card = await createCard(t, token, cardBody(w));
    const edited = expectOk<Rec>(await put(card._id, { status: 2, number: 1, name: 'Solo el nombre' }), 202, 'Flashcard actualizada');
    expect(edited).toMatchObject({ status: 0, number: card.number, name: 'Solo el nombre' });
    await expectRefused(t, () => put(card._id, { businessType: [] }), 400, es.api.validation, fieldError('businessType', SCOPE_MIN));
  });

  it('needs a reason: 400 without one, nothing changed', async () => {
    const card = await createCard(t, token, cardBody(w));
    await expectRefused(
      t,
      () => call(t, { method: 'PUT', url: `/api/flashcards/${card._id}`, token, payload: { name: 'Sin razón' } }),
      400,
      es.api.validation,
      fieldError('historical', es.validation.reasonRequired),
    );
  });

  it('an edit based on an older version answers 409 and changes nothing', async () => {
    const card = await createCard(t, token, cardBody(w));
    expectOk(await put(card._id, { name: 'Primera edición' }), 202, 'Flashcard actualizada');
    await expectRefused(t, () => put(card._id, { name: 'Edición tardía', updatedAt: card.updatedAt }), 409, es.api.stale);
  });

  it('a hard delete answers 200, then the card is 404', async () => {
    const card = await createCard(t, token, cardBody(w));
    expectOk(await call(t, { method: 'DELETE', url: `/api/flashcards/${card._id}`, token }), 200, es.api.deleted);
    expect((await client(t, token).get(`/api/flashcards/${card._id}`)).status).toBe(404);
    const [rows] = await t.database.sql`select count(*)::int as n from flashcard_business_types where owner_id = ${card._id}`;
    expect(rows!.n).toBe(0);
  });
});
