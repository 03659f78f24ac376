import { expect, test, type Page } from '@playwright/test';
import { logIn } from './helpers/auth.ts';
import { expectAccessible } from './helpers/axe.ts';
import { connectDb, createAdmin, uniqueSuffix, type Sql, type TestAdmin } from './helpers/db.ts';

/**
 * The dark theme: the account menu switches it, the server keeps it for the admin (a reload and a sign-in elsewhere
 * find it). axe in dark on every page and dialog is a11y.spec.ts's walk.
 */

let sql: Sql;

test.beforeAll(async () => {
  sql = await connectDb();
});

test.afterAll(async () => {
  await sql?.end();
});

// Own super users: a theme kept for the shared one would darken every later spec.
const newSuperUser = (name: string, login: string) => {
  const suffix = uniqueSuffix();
  return createAdmin(sql, { name, lastName: `Nocturna ${suffix}`, email: `${login}.tema.${suffix}@example.com`, password: 'Nocturna12345!', role: 0 });
};

const scheme = (page: Page) => page.locator('html');

async function openAccountMenu(page: Page, admin: TestAdmin) {
  await page.getByRole('button', { name: `Cuenta de ${admin.name} ${admin.lastName}` }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

test('el menú de la cuenta cambia el tema, que sobrevive a la recarga y a un acceso en otro equipo', async ({ page, browser }) => {
  const admin = await newSuperUser('Lucía', 'lucia');
  // The device says light: "Según el sistema", the default, is light until the admin chooses.
  await page.emulateMedia({ colorScheme: 'light' });
  await logIn(page, admin.email, admin.password);
  await expect(scheme(page)).toHaveAttribute('data-mui-color-scheme', 'light');

  await openAccountMenu(page, admin);
  await expect(page.getByRole('menuitemradio', { name: 'Tema según el sistema' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'Tema oscuro' }).click();
  await expect(scheme(page)).toHaveAttribute('data-mui-color-scheme', 'dark');
  await expect(page.getByRole('menuitemradio', { name: 'Tema oscuro' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Preferencias guardadas' })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(14, 22, 21)');
  // The toast is written in the dark scheme's colours too, legible at AA.
  await expectAccessible(page, 'el aviso en el tema oscuro', '.notistack-SnackbarContainer');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(scheme(page)).toHaveAttribute('data-mui-color-scheme', 'dark');

  // Another device, light by its own setting and never used by this admin: the theme arrives with the sign-in.
  const other = await browser.newContext({ colorScheme: 'light' });
  const elsewhere = await other.newPage();
  await logIn(elsewhere, admin.email, admin.password);
  await expect(scheme(elsewhere)).toHaveAttribute('data-mui-color-scheme', 'dark');

  // Back to the system's setting there, with the keyboard: this device follows the system again, light then dark.
  await openAccountMenu(elsewhere, admin);
  await elsewhere.getByRole('menuitemradio', { name: 'Tema según el sistema' }).focus();
  await elsewhere.keyboard.press('Enter');
  await expect(scheme(elsewhere)).toHaveAttribute('data-mui-color-scheme', 'light');
  await expect(elsewhere.getByRole('alert').filter({ hasText: 'Preferencias guardadas' })).toBeVisible();
  await elsewhere.emulateMedia({ colorScheme: 'dark' });
  await expect(scheme(elsewhere)).toHaveAttribute('data-mui-color-scheme', 'dark');
  await other.close();

  // The server keeps the last choice, made on either device.
  const [row] = await sql<{ theme: string }[]>`select theme from admin_preferences where admin_id = ${admin.id}`;
  expect(row?.theme).toBe('system');
});
