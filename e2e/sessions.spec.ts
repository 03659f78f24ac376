import { expect, test } from '@playwright/test';
import { logIn } from './helpers/auth.ts';
import { expectAccessible } from './helpers/axe.ts';
import { connectDb, createAdmin, uniqueSuffix, type Sql, type TestAdmin } from './helpers/db.ts';

let sql: Sql;
let admin: TestAdmin;

test.beforeAll(async () => {
  sql = await connectDb();
  admin = await createAdmin(sql, {
    name: 'Sara',
    lastName: 'Sesiones',
    email: `sara.${uniqueSuffix()}@example.com`,
    password: 'Sesiones12345!',
    permissions: { sectors: { read: true, create: false, update: false, destroy: false, approve: false } },
  });
});

test.afterAll(async () => {
  await sql?.end();
});

test('Mi perfil cierra la sesión abierta en otro navegador, que vuelve al inicio de sesión', async ({ browser }) => {
  // Two two-step logins and two axe runs: more than the default 90 s on a loaded 2-core machine.
  test.slow();
  const here = await browser.newContext();
  const elsewhere = await browser.newContext();
  const page = await here.newPage();
  const other = await elsewhere.newPage();
  await logIn(other, admin.email, admin.password);
  await logIn(page, admin.email, admin.password);

  await page.goto(`/admins/${admin.id}`);
  const section = page.getByRole('region', { name: 'Sesiones' });
  const rows = section.getByRole('row').filter({ has: page.getByRole('button', { name: /^Cerrar esta sesión/ }) });
  await expect(rows).toHaveCount(2);
  const current = rows.filter({ has: page.getByText('Esta sesión', { exact: true }) });
  await expect(current).toHaveCount(1);
  await expectAccessible(page, 'Sesiones', '[aria-labelledby="admin-sessions-title"]');

  await test.step('ending the other one asks first, then leaves only this one', async () => {
    await rows.filter({ hasNot: page.getByText('Esta sesión', { exact: true }) }).getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: '¿Cerrar la sesión?' });
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await expectAccessible(page, 'Cerrar la sesión', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Cerrar esta sesión' }).click();
    await expect(page.getByText('Sesión cerrada', { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(section.getByRole('button', { name: 'Cerrar las demás' })).toBeDisabled();
  });

  await test.step('the other browser is told and sent to the login page at once', async () => {
    await expect(other.getByRole('dialog')).toContainText('Se cerró esta sesión desde otro dispositivo');
    await expect(other.getByLabel('Correo electrónico')).toBeVisible();
  });

  await here.close();
  await elsewhere.close();
});
