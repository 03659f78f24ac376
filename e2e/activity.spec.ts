import { expect, test } from '@playwright/test';
import { apiCall } from './helpers/api.ts';
import { signIn, sessionToken, superUser } from './helpers/auth.ts';
import { uniqueSuffix } from './helpers/db.ts';

test('Actividad nombra módulos, campos y estados como el historial de un registro, sin partir palabras, y exporta lo filtrado', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, superUser.email, superUser.password);
  const token = await sessionToken(page);
  const name = `Sector auditado ${uniqueSuffix()}`;
  const sector = await apiCall<{ _id: string }>(page.request, token, 'POST', '/api/sectors', 201, { name, description: 'Para la actividad' });
  await apiCall(page.request, token, 'PUT', `/api/sectors/${sector._id}/deactivate`, 202, { historical: { description: 'Ya no se usa' } });

  await page.goto('/activity?modulo=sectors&accion=deactivate');
  const table = page.getByRole('table', { name: 'Actividad' });
  const row = table.getByRole('row').filter({ hasText: 'Ya no se usa' }).first();
  await expect(row).toContainText('Estatus: Activo → Inactivo');
  await expect(row).toContainText('Sectores');
  await expect(row).not.toContainText('active:');
  const cause = row.getByRole('cell', { name: 'desactivada', exact: true });
  const box = (await cause.boundingBox())!;
  // One line of text plus the cell's padding: the word is never broken across two.
  expect(box.height).toBeLessThan(55);
  await expect(row.getByRole('link', { name: /^Abrir el registro/ })).toHaveText(sector._id.slice(0, 8));

  await page.getByLabel('Módulo', { exact: true }).click();
  await expect(page.getByRole('option', { name: 'Voluntarios', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^actividad-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text as Buffer[]).toString('utf8');
  expect(csv).toContain('Estatus: Activo → Inactivo');
  expect(csv.split('\r\n').slice(1).filter((l) => l !== '').every((l) => l.includes(',Sectores,') && l.includes(',desactivada,'))).toBe(true);
});
