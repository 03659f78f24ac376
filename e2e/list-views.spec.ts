import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, superUser } from './helpers/auth.ts';
import { expectAccessible } from './helpers/axe.ts';
import { connectDb, createAdmin, insertSectors, uniqueSuffix, type Sql } from './helpers/db.ts';

// Each test signs in with a mailed code, one twice, and runs axe.
test.describe.configure({ timeout: 90_000 });

let sql: Sql;
test.beforeAll(async () => {
  sql = await connectDb();
});
test.afterAll(async () => {
  await sql.end();
});

const table = (page: Page) => page.getByRole('table', { name: 'Sectores' });
const headers = (page: Page) => table(page).getByRole('columnheader');
const chips = (page: Page) => page.getByRole('group', { name: 'Vistas guardadas' });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Two sectors, `<prefix> A <suffix>` («Uno») and `<prefix> B <suffix>` («Dos»), and the super user on the list searched down to them; returns the suffix. */
async function twoSectors(page: Page, prefix: string): Promise<string> {
  const suffix = uniqueSuffix();
  await insertSectors(sql, [
    { name: `${prefix} A ${suffix}`, description: 'Uno' },
    { name: `${prefix} B ${suffix}`, description: 'Dos' },
  ]);
  await logIn(page, superUser.email, superUser.password);
  await page.goto(`/sectors?search=${encodeURIComponent(suffix)}`);
  await expect(table(page).getByRole('row')).toHaveCount(3);
  return suffix;
}

/** Presses Tab until the element has the focus, at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a row’s name is a link: announced by its title, one tab stop, Enter opens the record', async ({ page }) => {
  const suffix = await twoSectors(page, 'Enlace');

  const row = table(page).getByRole('row').filter({ hasText: `Enlace A ${suffix}` });
  const link = row.getByRole('link', { name: `Enlace A ${suffix}`, exact: true });
  await expect(link).toBeVisible();
  await expect(row).not.toHaveAttribute('tabindex');

  await page.getByLabel('Buscar').focus();
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sectors\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: `Enlace A ${suffix}` })).toBeVisible();

  // The rest of the row still opens it with the mouse.
  await page.goBack();
  await table(page).getByRole('row').filter({ hasText: `Enlace B ${suffix}` }).getByText('Dos').click();
  await expect(page.getByRole('heading', { name: `Enlace B ${suffix}` })).toBeVisible();
});

test('Columnas: hide and reorder with the keyboard, kept in the URL over a reload', async ({ page }) => {
  await twoSectors(page, 'Columna');
  await expect(headers(page).filter({ hasText: 'Descripción' })).toBeVisible();

  await page.getByRole('button', { name: 'Columnas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Columnas de la lista' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the Columnas menu');
  const order = async () => (await headers(page).allInnerTexts()).map((h) => h.trim()).filter(Boolean);
  await dialog.getByRole('checkbox', { name: 'Descripción' }).press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Descripción' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Subir Modificado' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('columns') === 'name,updatedAt,createdAt,active');
  // The open menu hides the page from the accessibility tree: the table is read once it closes.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(order).toEqual(['Nombre', 'Modificado', 'Creado', 'Estatus']);

  await page.reload();
  await expect.poll(order).toEqual(['Nombre', 'Modificado', 'Creado', 'Estatus']);
});

test('a saved view: saved, applied from its chip on another device, shared, renamed and deleted', async ({ page, browser }) => {
  const suffix = await twoSectors(page, 'Vista');
  await page.getByRole('button', { name: 'Columnas' }).click();
  await page.getByRole('dialog', { name: 'Columnas de la lista' }).getByRole('checkbox', { name: 'Descripción' }).click();
  await expect(headers(page).filter({ hasText: 'Descripción' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Guardar vista' }).click();
  const save = page.getByRole('dialog', { name: 'Guardar la lista como vista' });
  await save.getByRole('textbox', { name: 'Nombre de la vista' }).fill(`Sectores ${suffix}`);
  await save.getByRole('checkbox', { name: 'Compartir con todos los administradores' }).check();
  await expectAccessible(page, 'the Guardar vista dialog');
  await save.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Vista guardada')).toBeVisible();
  const chip = chips(page).getByRole('button', { name: `Aplicar la vista Sectores ${suffix}` });
  await expect(chip).toHaveAttribute('aria-pressed', 'true');

  // Another device of a reader of sectors: the shared view is offered, and applies search and columns.
  const reader = await createAdmin(sql, { name: 'Lectora', lastName: 'Vistas', email: `vistas-${suffix}@example.com`, password: 'Lectora-Vistas-1', permissions: { sectors: { read: true } } });
  const other = await browser.newContext();
  const second = await other.newPage();
  await logIn(second, reader.email, 'Lectora-Vistas-1');
  await second.goto('/sectors');
  await chips(second).getByRole('button', { name: `Aplicar la vista Sectores ${suffix}` }).click();
  await expect(second).toHaveURL((url) => url.searchParams.get('search') === suffix);
  await expect(table(second).getByRole('row')).toHaveCount(3);
  await expect(headers(second).filter({ hasText: 'Descripción' })).toHaveCount(0);
  await expect(chips(second).getByRole('button', { name: `Opciones de la vista Sectores ${suffix}` })).toHaveCount(0);
  await other.close();

  await chips(page).getByRole('button', { name: `Opciones de la vista Sectores ${suffix}` }).click();
  await page.getByRole('menuitem', { name: 'Renombrar' }).click();
  const rename = page.getByRole('dialog', { name: 'Renombrar la vista' });
  await rename.getByRole('textbox', { name: 'Nombre de la vista' }).fill(`Renombrada ${suffix}`);
  await rename.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Vista actualizada')).toBeVisible();

  await chips(page).getByRole('button', { name: `Opciones de la vista Renombrada ${suffix}` }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page, 'Vista eliminada')).toBeVisible();
  await expect(chips(page).getByRole('button', { name: `Aplicar la vista Renombrada ${suffix}` })).toHaveCount(0);
});

test('a search typed just before leaving the list never brings the list back', async ({ page }) => {
  const suffix = await twoSectors(page, 'Salida');
  const search = page.getByRole('textbox', { name: 'Buscar' });

  // Each destination is checked once its own data has arrived, well after the search's pause would have ended.
  await search.fill(`Salida B ${suffix}`);
  await table(page).getByRole('link', { name: `Salida B ${suffix}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Salida B ${suffix}` })).toBeVisible();
  await expect(page.getByText('Sin cambios registrados')).toBeVisible();
  await expect(page).toHaveURL(/\/sectors\/[0-9a-f-]{36}$/);

  await page.goBack();
  await expect(table(page).getByRole('row')).toHaveCount(3);
  await search.fill(`Salida A ${suffix}`);
  await search.blur();
  await page.keyboard.press('g');
  await page.keyboard.press('h');
  await expect(page.getByRole('heading', { level: 1, name: /^Bienvenido\(a\)/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Módulos' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});
