import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectAccessible } from './helpers/axe.ts';
import { logIn, signIn, submitCredentials, superUser, typeCode } from './helpers/auth.ts';
import { connectDb, createAdmin, uniqueSuffix, type Sql } from './helpers/db.ts';

let sql: Sql;
test.beforeAll(async () => {
  sql = await connectDb();
});
test.afterAll(async () => {
  await sql.end();
});

/** The app's code `steps` periods from now; the server accepts the neighbouring periods for clock drift. */
const appCode = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

test('authenticator app: set up from Mi perfil, sign in with its code, then a super user resets it', async ({ page, browser }) => {
  test.slow();
  const suffix = uniqueSuffix();
  const admin = await createAdmin(sql, { name: 'Tania', lastName: `Totp ${suffix}`, email: `totp-${suffix}@example.com`, password: 'Clave-de-prueba-1' });
  await logIn(page, admin.email, admin.password);
  await page.goto(`/admins/${admin.id}`);

  const section = page.getByRole('region', { name: 'Aplicación de autenticación' });
  await section.getByRole('button', { name: 'Configurar aplicación de autenticación' }).click();
  await expect(section.getByRole('img', { name: 'Código QR para configurar la aplicación de autenticación' })).toBeVisible();
  const secret = (await section.getByLabel('Clave para escribir a mano').inputValue()).replaceAll(' ', '');
  await section.getByLabel('Código de 6 dígitos de la aplicación').fill('000000');
  await section.getByRole('button', { name: 'Confirmar' }).click();
  await expect(section.getByText('Código incorrecto, ya usado o expirado')).toBeVisible();
  await section.getByLabel('Código de 6 dígitos de la aplicación').fill(appCode(secret));
  await section.getByRole('button', { name: 'Confirmar' }).click();

  const codes = section.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
  await expectAccessible(page, 'Mi perfil, códigos de recuperación');
  await section.getByRole('button', { name: 'Ya los guardé' }).click();
  await expect(section.getByText(/Le quedan 10 códigos de recuperación/)).toBeVisible();

  await page.getByRole('button', { name: `Cuenta de ${admin.name} ${admin.lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();

  await submitCredentials(page, admin.email, admin.password);
  await expect(page.getByText('Escriba el código de 6 dígitos que muestra su aplicación de autenticación.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviarme un código por correo' })).toBeVisible();
  await expectAccessible(page, 'login, código de la aplicación');
  // The period of the code that confirmed the setup is spent: the next one signs in.
  await typeCode(page, appCode(secret, 1));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await test.step('a super user resets her app from her page, after a confirmation, and her session ends', async () => {
    const context = await browser.newContext();
    const admin2 = await context.newPage();
    await signIn(admin2, superUser.email, superUser.password);
    await admin2.goto(`/admins/${admin.id}`);
    const hers = admin2.getByRole('region', { name: 'Aplicación de autenticación' });
    await expect(hers.getByText(/Le quedan 10 códigos de recuperación/)).toBeVisible();
    await hers.getByRole('button', { name: 'Restablecer aplicación' }).click();
    const dialog = admin2.getByRole('dialog', { name: '¿Restablecer la aplicación de autenticación?' });
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await expectAccessible(admin2, 'Restablecer la aplicación', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Restablecer aplicación' }).click();
    await expect(admin2.getByText('Aplicación de autenticación restablecida', { exact: true })).toBeVisible();
    await expect(hers.getByText('Esta persona no tiene una aplicación de autenticación configurada.')).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText('Se cerró esta sesión desde otro dispositivo');
    await context.close();
  });
});
