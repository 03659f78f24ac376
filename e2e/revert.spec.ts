import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, apiLogin } from './helpers/api.ts';
import { logIn, sessionToken, superUser } from './helpers/auth.ts';
import { expectAccessible } from './helpers/axe.ts';
import { connectDb, createAdmin, uniqueSuffix } from './helpers/db.ts';

/** A sector created and then edited (name and description) through the API; returns its id and both names. */
async function editedSector(request: APIRequestContext, token: string) {
  const suffix = uniqueSuffix();
  const original = { name: `Sector original ${suffix}`, description: 'Descripción original' };
  const { _id: id } = await apiCall<{ _id: string }>(request, token, 'POST', '/api/sectors', 201, original);
  const renamed = `Sector renombrado ${suffix}`;
  await apiCall(request, token, 'PUT', `/api/sectors/${id}`, 202, {
    name: renamed,
    description: 'Descripción nueva',
    historical: { description: 'Cambio de prueba' },
  });
  return { id, original: original.name, renamed };
}

const history = (page: Page) => page.getByRole('list', { name: 'Historial de cambios' });

test.describe('restoring the values of an edit from the history', () => {
  test('the super user puts an edit back with a Justificación; restoring it twice is refused with the reason', async ({ page }) => {
    // A login and axe on a dialog, on a machine that runs other suites meanwhile.
    test.setTimeout(60_000);
    await logIn(page, superUser.email, superUser.password);
    const sector = await editedSector(page.request, await sessionToken(page));
    await page.goto(`/sectors/${sector.id}`);
    await expect(page.getByRole('heading', { level: 1, name: sector.renamed })).toBeVisible();

    await history(page).getByRole('button', { name: /^Restaurar estos valores/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Justificación' });
    await expect(dialog.getByRole('listitem').filter({ hasText: `Nombre: vuelve a «${sector.original}»` })).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Descripción: vuelve a «Descripción original»' })).toBeVisible();
    await expectAccessible(page, 'the Justificación of a restore', '[role="dialog"]');
    await dialog.getByRole('textbox', { name: 'Justificación' }).fill('El cambio fue un error');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Valores restaurados' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: sector.original })).toBeVisible();
    const newest = history(page).locator(':scope > li').first();
    await expect(newest).toContainText('Restaura «Nombre», «Descripción» como estaban antes de la edición del');
    await expect(newest).toContainText('El cambio fue un error');

    // The first edit, now the older of two, asked again: the values are already those.
    await history(page).getByRole('button', { name: /^Restaurar estos valores/ }).last().click();
    await dialog.getByRole('textbox', { name: 'Justificación' }).fill('Otra vez');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByRole('dialog').filter({ hasText: 'El registro ya tiene los valores de antes de esa edición' })).toBeVisible();
  });

  test('an admin who may only read sectors is offered no restore', async ({ page }) => {
    const sql = await connectDb();
    const reader = await createAdmin(sql, {
      name: 'Lectora',
      lastName: 'Restauración',
      email: `lectora-revert-${uniqueSuffix()}@example.com`,
      password: 'Clave-de-prueba-1',
      permissions: { sectors: { read: true } },
    });
    await sql.end();
    const sector = await editedSector(page.request, await apiLogin(page.request, superUser.email, superUser.password));

    await logIn(page, reader.email, reader.password);
    await page.goto(`/sectors/${sector.id}`);
    await expect(history(page).locator(':scope > li')).toHaveCount(2);
    await expect(history(page).getByRole('button', { name: /^Restaurar estos valores/ })).toHaveCount(0);
  });
});
