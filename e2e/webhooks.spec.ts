import { expect, test } from '@playwright/test';
import { logIn, superUser } from './helpers/auth.ts';
import { expectAccessible } from './helpers/axe.ts';
import { uniqueSuffix } from './helpers/db.ts';

test('the super user subscribes a webhook in Configuración, sees its secret once, and deletes it', async ({ page }) => {
  test.setTimeout(90_000);
  // A public address literal: no DNS needed, and the subscription's operation is one no other spec makes.
  const url = `https://93.184.215.14/hooks/${uniqueSuffix()}`;
  await logIn(page, superUser.email, superUser.password);
  await page.goto('/configuration');
  await page.getByRole('button', { name: 'Webhooks' }).click();
  await page.getByRole('button', { name: 'Agregar webhook' }).click();

  const dialog = page.getByRole('dialog', { name: 'Nuevo webhook' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Escriba la URL del webhook')).toBeVisible();
  await expect(dialog.getByText('Elija al menos un módulo')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'URL' }).fill('http://127.0.0.1:9/hook');
  await dialog.getByRole('combobox', { name: 'Módulos' }).click();
  await page.getByRole('option', { name: 'Sectores', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Operaciones' }).click();
  await page.getByRole('option', { name: 'Eliminar', exact: true }).click();
  await expectAccessible(page, 'el diálogo de un webhook nuevo');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('La URL no está permitida: «127.0.0.1» apunta a 127.0.0.1, una dirección local (loopback)')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'URL' }).fill(url);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const secretDialog = page.getByRole('dialog', { name: 'Secreto del webhook' });
  const secret = secretDialog.getByRole('textbox', { name: 'Secreto' });
  await expect(secret).toHaveValue(/^whsec_[\w-]{43}$/);
  await expectAccessible(page, 'el secreto de un webhook');
  await secretDialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(secretDialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: url });
  await expect(row).toContainText('Sectores');
  await expect(row).toContainText('Sin entregas');
  // The secret is never shown again, not even after a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Webhooks' }).click();
  await expect(row).toBeVisible();
  await expect(page.getByText(/whsec_/)).toHaveCount(0);

  await row.getByRole('button', { name: `Ver las entregas del webhook hacia ${url}` }).click();
  await expect(page.getByText('Este webhook todavía no tiene entregas')).toBeVisible();
  await row.getByRole('button', { name: `Eliminar el webhook hacia ${url}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(row).toHaveCount(0);
});
