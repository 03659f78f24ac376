import { expect, test } from '@playwright/test';
import { apiCall, apiLogin } from './helpers/api.ts';
import { signIn, superUser } from './helpers/auth.ts';
import { uniqueSuffix } from './helpers/db.ts';

interface Sector {
  _id: string;
  name: string;
  description: string;
  updatedAt: string;
}

test('edición concurrente: quien guarda después ve qué cambió y recarga el registro (issue 11 §4)', async ({ page, request }) => {
  test.setTimeout(90_000);
  const suffix = uniqueSuffix();
  const token = await apiLogin(request, superUser.email, superUser.password);
  const sector = await apiCall<Sector>(request, token, 'POST', '/api/sectors', 201, { name: `Sector disputado ${suffix}`, description: 'Descripción original' });

  await signIn(page, superUser.email, superUser.password);
  await page.goto(`/sectors/${sector._id}/edit`);
  const description = page.getByRole('textbox', { name: 'Descripción' });
  await expect(description).toHaveValue('Descripción original');
  await description.fill('Mi descripción');

  await test.step('another person saves first', async () => {
    await apiCall(request, token, 'PUT', `/api/sectors/${sector._id}`, 202, {
      name: `Sector renombrado ${suffix}`,
      updatedAt: sector.updatedAt,
      historical: { description: 'Cambio de otra persona' },
    });
  });

  await test.step('saving answers 409: the dialog lists what they changed; nothing of mine was stored', async () => {
    await page.getByRole('button', { name: 'Guardar' }).click();
    const reason = page.getByRole('dialog', { name: 'Justificación' });
    await reason.getByRole('textbox', { name: 'Justificación' }).fill('Mi cambio');
    await reason.getByRole('button', { name: 'Aceptar' }).click();
    const stale = page.getByRole('dialog', { name: 'El registro fue modificado por otra persona' });
    await expect(stale).toBeVisible();
    const row = stale.getByRole('row').filter({ hasText: 'Nombre' });
    await expect(row).toContainText(`Sector disputado ${suffix}`);
    await expect(row).toContainText(`Sector renombrado ${suffix}`);
    // No generic alert on top of it.
    await expect(page.getByRole('dialog', { name: 'Alerta' })).toHaveCount(0);
    const stored = await apiCall<Sector>(request, token, 'GET', `/api/sectors/${sector._id}`, 200);
    expect(stored.description).toBe('Descripción original');
  });

  await test.step('Recargar el registro: the form now holds the current version', async () => {
    await page.getByRole('button', { name: 'Recargar el registro' }).click();
    await expect(page.getByRole('dialog', { name: 'El registro fue modificado por otra persona' })).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue(`Sector renombrado ${suffix}`);
    await expect(page.getByRole('textbox', { name: 'Descripción' })).toHaveValue('Descripción original');
  });

  await test.step('saving again on the current version works', async () => {
    await page.getByRole('textbox', { name: 'Descripción' }).fill('Mi descripción, ya sobre la versión actual');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const reason = page.getByRole('dialog', { name: 'Justificación' });
    await reason.getByRole('textbox', { name: 'Justificación' }).fill('Mi cambio, de nuevo');
    await reason.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Registro actualizado' })).toBeVisible();
  });
});

test('Actividad: el super usuario lee la bitácora de todos los módulos y la filtra (issue 11 §5)', async ({ page, request }) => {
  test.setTimeout(90_000);
  const suffix = uniqueSuffix();
  const token = await apiLogin(request, superUser.email, superUser.password);
  const sector = await apiCall<Sector>(request, token, 'POST', '/api/sectors', 201, { name: `Sector auditado ${suffix}`, description: 'Para la bitácora' });
  await apiCall(request, token, 'PUT', `/api/sectors/${sector._id}`, 202, { description: 'Cambiada', historical: { description: `Motivo ${suffix}` } });

  await signIn(page, superUser.email, superUser.password);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Actividad' }).click();
  await expect(page).toHaveURL(/\/activity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Actividad' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Actividad' });
  await expect(table.getByRole('row').filter({ hasText: `Motivo ${suffix}` })).toBeVisible();

  await test.step('filter by module and action', async () => {
    await page.getByRole('combobox', { name: 'Módulo' }).click();
    await page.getByRole('option', { name: 'Sectores' }).click();
    await expect(page).toHaveURL(/modulo=sectors/);
    await page.getByRole('combobox', { name: 'Acción' }).click();
    await page.getByRole('option', { name: 'edición' }).click();
    await expect(page).toHaveURL(/accion=edit/);
    const rows = table.locator('tbody tr');
    await expect(rows.filter({ hasText: `Motivo ${suffix}` })).toHaveCount(1);
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Sectores');
  });

  await test.step('a date range in the past leaves it empty; clearing brings the rows back', async () => {
    await page.goto(`/activity?modulo=sectors&desde=2020-01-01&hasta=2020-12-31`);
    await expect(table).toContainText('No hay actividad con estos filtros.');
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(table.getByRole('row').filter({ hasText: `Motivo ${suffix}` })).toBeVisible();
  });

  await test.step('the record link opens the record', async () => {
    await table.getByRole('row').filter({ hasText: `Motivo ${suffix}` }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/sectors/${sector._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Sector auditado ${suffix}` })).toBeVisible();
  });
});
