/** The audit log's download: what the Actividad page shows under its filters, in the words of a record's own history. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, createAdmin, login, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectError, expectOk } from '../helpers/expect.ts';
import { reason, type Rec } from '../helpers/resources.ts';

let t: TestApp;
let superToken: string;
let sector: Rec;

async function download(url: string, token = superToken) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload, text: res.body };
}

async function sheetRows(url: string, token = superToken): Promise<string[][]> {
  const res = await download(url, token);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.body as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

beforeAll(async () => {
  t = await startTestApp();
  superToken = await loginAsSuper(t);
  sector = expectOk<Rec>(
    await call(t, { method: 'POST', url: '/api/sectors', token: superToken, payload: { name: 'Sector exportado', description: 'Descripción' } }),
    201,
    es.api.saved,
  );
  expectOk(await call(t, { method: 'PUT', url: `/api/sectors/${sector._id}`, token: superToken, payload: { name: 'Sector renombrado', ...reason('Corrección') } }), 202, es.api.updated);
  expectOk(await call(t, { method: 'PUT', url: `/api/sectors/${sector._id}/deactivate`, token: superToken, payload: reason('Ya no se usa') }), 202, es.api.deactivated);
});
afterAll(() => t?.close());

describe('GET /api/historicals/export', () => {
  it('writes the filtered log newest first with module, action, field and state names, not codes', async () => {
    const rows = await sheetRows(`/api/historicals/export?format=xlsx&tz=America%2FMexico_City&module=sectors`);
    expect(rows[0]).toEqual(['Fecha', 'Módulo', 'Registro', 'Acción', 'Descripción', 'Cambios', 'Autor']);
    const mine = rows.slice(1).filter((r) => r[2] === sector._id);
    expect(mine.map((r) => r[3])).toEqual(['desactivada', 'edición', 'creación']);
    expect(mine.every((r) => r[1] === 'Sectores' && r[6] === 'Super Usuario')).toBe(true);
    expect(mine[0]![4]).toBe('Ya no se usa');
    expect(mine[0]![5]).toBe('Estatus: Activo → Inactivo');
    expect(mine[1]![5]).toBe('Nombre: Sector exportado → Sector renombrado');
    expect(mine[0]![0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(rows.slice(1).every((r) => r[1] === 'Sectores')).toBe(true);
  });

  it('follows the cause filter and sends a CSV with its byte-order mark and a dated name', async () => {
    const res = await download('/api/historicals/export?format=csv&module=sectors&cause=deactivate');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="actividad-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.text.slice(1).split('\r\n').filter((l) => l !== '');
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('Fecha,Módulo,Registro,Acción,Descripción,Cambios,Autor');
    expect(lines.slice(1).every((l) => l.includes(',desactivada,'))).toBe(true);
    expect(lines.some((l) => l.includes(sector._id) && l.includes('Estatus: Activo → Inactivo'))).toBe(true);
  });

  it('gives another admin only what their log shows them', async () => {
    const reader = await createAdmin(t, { role: 1, permissions: { workAxes: { read: true } } });
    const token = await login(t, reader.email, reader.password);
    const rows = await sheetRows('/api/historicals/export?format=xlsx', token);
    expect(rows.slice(1).some((r) => r[1] === 'Sectores')).toBe(false);
    expect(rows.slice(1).every((r) => r[1] === 'Ejes de trabajo' || r[2] === reader.id)).toBe(true);
  });

  it('refuses a bad format, a bad range or no token, with nothing streamed', async () => {
    for (const query of ['format=pdf', 'format=csv&from=2025-02-02&to=2025-02-01', 'format=csv&cause=nada', 'format=csv&tz=Marte%2FOlimpo']) {
      expectError(await call(t, { method: 'GET', url: `/api/historicals/export?${query}`, token: superToken }), 400, es.api.validation);
    }
    expectError(await call(t, { method: 'GET', url: '/api/historicals/export?format=csv' }), 401, es.api.unauthorized);
  });
});
