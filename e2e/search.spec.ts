import { expect, test } from '@playwright/test';
import { logIn, superUser } from './helpers/auth.ts';
import { expectAccessible } from './helpers/axe.ts';
import { connectDb, insertSectors, uniqueSuffix, type Sql } from './helpers/db.ts';

let sql: Sql;

test.beforeAll(async () => {
  sql = await connectDb();
});
test.afterAll(async () => {
  await sql?.end();
});

test('Ctrl+K searches every module; arrows choose a result and Enter opens it', async ({ page }) => {
  const word = `Orquídea${uniqueSuffix()}`;
  await insertSectors(sql, [
    { name: `${word} del valle`, description: 'Sector de la búsqueda' },
    { name: `Sector ${word} andino`, description: 'Sector de la búsqueda' },
  ]);
  await logIn(page, superUser.email, superUser.password);
  const launcher = page.getByRole('button', { name: /^Buscar/ });
  await expect(launcher).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');

  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Buscar en todos los módulos' });
  const box = dialog.getByRole('combobox', { name: 'Título a buscar' });
  await expect(box).toBeFocused();
  await expect(dialog.getByRole('status')).toHaveText('Escriba al menos 2 caracteres.');
  await box.fill(word.toLowerCase());

  const results = dialog.getByRole('listbox', { name: 'Resultados por módulo' });
  const sectors = results.getByRole('group', { name: 'Sectores' });
  await expect(sectors.getByRole('option')).toHaveText([`${word} del valle`, `Sector ${word} andino`]);
  await expect(sectors.getByRole('option', { selected: true })).toHaveText(`${word} del valle`);
  await expectAccessible(page, 'the search dialog with results', '[role="dialog"]');

  await box.press('ArrowDown');
  await expect(sectors.getByRole('option', { selected: true })).toHaveText(`Sector ${word} andino`);
  await box.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/sectors\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Sector ${word} andino` })).toBeVisible();

  await launcher.click();
  await dialog.getByRole('combobox').fill('zzqqxxjj');
  await expect(dialog.getByText('Ningún título de los módulos que puede consultar contiene «zzqqxxjj».')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('«/» goes to the list search, «g f» to the flashcards, «?» lists the keys', async ({ page }) => {
  await logIn(page, superUser.email, superUser.password);
  await page.goto('/sectors');
  await expect(page.getByRole('heading', { level: 1, name: 'Sectores' })).toBeVisible();

  await page.keyboard.press('/');
  const search = page.getByRole('textbox', { name: 'Buscar' });
  await expect(search).toBeFocused();
  // Typed into a field, the keys are text: neither `g f` nor `?` acts.
  await page.keyboard.type('g f?');
  await expect(search).toHaveValue('g f?');
  // The typed search reaches the URL before leaving: applied later, it would bring the list back.
  await expect(page).toHaveURL((url) => url.pathname === '/sectors' && url.searchParams.get('search') === 'g f?');
  await search.blur();

  await page.keyboard.press('g');
  await page.keyboard.press('f');
  await expect(page).toHaveURL(/\/formCards$/);

  await page.keyboard.press('?');
  const keys = page.getByRole('dialog', { name: 'Atajos de teclado' });
  await expect(keys).toContainText('Buscar en todos los módulos');
  await expect(keys).toContainText('Ir a la búsqueda de la lista');
  await expect(keys).toContainText('Ir a Flashcards');
  await expect(keys).toContainText('Ir a Revisión');
  await expectAccessible(page, 'the keyboard shortcuts dialog', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(keys).toBeHidden();
});
