import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { signIn, superUser, todayAsShown } from './helpers/auth.ts';
import { connectDb, insertSectors, uniqueSuffix } from './helpers/db.ts';

const DATE = /^\d{2}\/\d{2}\/\d{4}$/;

interface Counters {
  total: number;
  active: number;
  inactive: number;
}

/** The three counter cards once loaded: buttons named 'Total N', 'Activos N', 'Inactivos N'. */
async function readCounters(page: Page): Promise<Counters> {
  const read = async (label: string) => {
    const card = page.getByRole('button', { name: new RegExp(`^${label} \\d+$`) });
    await expect(card).toBeVisible();
    return Number((await card.getAttribute('aria-label'))?.split(' ')[1]);
  };
  return { total: await read('Total'), active: await read('Activos'), inactive: await read('Inactivos') };
}

async function expectCounters(page: Page, { total, active, inactive }: Counters): Promise<void> {
  await expect(page.getByRole('button', { name: `Total ${total}`, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Activos ${active}`, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Inactivos ${inactive}`, exact: true })).toBeVisible();
}

/** A success toast: announced as an alert, it leaves by itself. */
async function expectSuccess(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
}

/** Types into the list's search box and waits for the debounced search to reach the URL. */
async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel('Buscar').fill(text);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === text);
}

function sectorsTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Sectores' });
}

function rowOf(page: Page, name: string): Locator {
  return sectorsTable(page).getByRole('row').filter({ hasText: name });
}

/** The value shown next to a label in the detail's Información card. */
function detailValue(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Información' })
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');
}

function historyEntries(page: Page): Locator {
  return page.getByRole('list', { name: 'Historial de cambios' }).locator(':scope > li');
}

test('sectores: crear, editar con justificación, desactivar y ver el historial', async ({ page }) => {
  // The whole walk is one test: on a busy machine it takes longer than the default 30 s.
  test.setTimeout(90_000);
  const suffix = uniqueSuffix();
  const name = `Sector E2E ${suffix}`;
  const firstDescription = 'Descripción inicial del sector';
  const newDescription = 'Descripción corregida del sector';
  const editReason = `Corrección de la descripción ${suffix}`;
  const deactivateReason = `Sector fuera de uso ${suffix}`;

  // Every write the web app sends for sectors, to prove that cancelled and invalid steps send nothing.
  const writes: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/sectors')) writes.push(request);
  });

  await test.step('login with the mailed code', async () => {
    await signIn(page, superUser.email, superUser.password);
    await expect(page.getByRole('button', { name: `Cuenta de ${superUser.fullName}` })).toBeVisible();
  });

  let before: Counters;
  await test.step('open Sectores from the sidebar', async () => {
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Sectores' }).click();
    await expect(page).toHaveURL(/\/sectors$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sectores' })).toBeVisible();
    before = await readCounters(page);
  });

  await test.step('Agregar: required and minimum length messages, nothing sent', async () => {
    await page.getByRole('link', { name: 'Agregar' }).click();
    await expect(page).toHaveURL(/\/sectors\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agregar Sector' })).toBeVisible();
    const nameInput = page.getByRole('textbox', { name: 'Nombre' });
    const descriptionInput = page.getByRole('textbox', { name: 'Descripción' });

    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Campo Requerido', { exact: true })).toHaveCount(2);
    await expect(nameInput).toHaveAttribute('aria-invalid', 'true');

    await nameInput.fill('abc');
    await descriptionInput.fill(firstDescription);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Debe ser mayor de 4 caracteres', { exact: true })).toBeVisible();
    await expect(page.getByText('Campo Requerido', { exact: true })).toHaveCount(0);
    await expect(page).toHaveURL(/\/sectors\/create$/);
    expect(writes).toHaveLength(0);
  });

  await test.step('create it: Registro guardado, back to the list, counters move', async () => {
    await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expectSuccess(page, 'Registro guardado');
    await expect(page).toHaveURL(/\/sectors$/);
    await expectCounters(page, { total: before.total + 1, active: before.active + 1, inactive: before.inactive });
    expect(writes.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual(['POST /api/sectors']);
  });

  await test.step('search finds it; the counters follow the search', async () => {
    await search(page, name);
    await expect(sectorsTable(page).getByRole('row')).toHaveCount(2); // header + the new sector
    const row = rowOf(page, name);
    await expect(row).toContainText(firstDescription);
    await expect(row).toContainText('Activo');
    await expectCounters(page, { total: 1, active: 1, inactive: 0 });
    // Dates in the list read DD/MM/YYYY: created and modified today (the first cell holds the row's selection box).
    await expect(row.getByRole('cell').nth(3)).toHaveText(todayAsShown());
    await expect(row.getByRole('cell').nth(4)).toHaveText(todayAsShown());
  });

  let detailUrl = '';
  await test.step('open it: fields, dates DD/MM/YYYY, history creación', async () => {
    await rowOf(page, name).click();
    await expect(page).toHaveURL(/\/sectors\/[0-9a-f-]{36}$/);
    detailUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('Detalle');
    await expect(detailValue(page, 'Descripción')).toHaveText(firstDescription);
    await expect(detailValue(page, 'Creado')).toHaveText(DATE);
    await expect(detailValue(page, 'Creado')).toHaveText(todayAsShown());
    await expect(detailValue(page, 'Modificado')).toHaveText(todayAsShown());
    await expect(historyEntries(page)).toHaveCount(1);
    await expect(historyEntries(page).first()).toContainText('creación');
    await expect(historyEntries(page).first()).toContainText(superUser.fullName);
  });

  await test.step('Editar → Guardar → Justificación: Escape, outside click and Enter keep it open; Cancelar sends nothing', async () => {
    await page.getByRole('link', { name: 'Editar' }).click();
    await expect(page).toHaveURL(/\/edit$/);
    const descriptionInput = page.getByRole('textbox', { name: 'Descripción' });
    await expect(descriptionInput).toHaveValue(firstDescription);
    await descriptionInput.fill(newDescription);
    await page.getByRole('button', { name: 'Guardar' }).click();

    const dialog = page.getByRole('dialog', { name: 'Justificación' });
    const reason = dialog.getByRole('textbox', { name: 'Justificación' });
    await expect(dialog).toBeVisible();
    await expect(reason).toHaveAttribute('placeholder', 'Escriba una justificación del cambio');
    await expect(reason).toBeFocused();

    // The dialog's body unmounts as soon as it closes, so a still-editable textarea proves it stayed open.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await reason.pressSequentially('primera línea');
    await page.keyboard.press('Enter');
    await reason.pressSequentially('segunda línea');
    await expect(reason).toHaveValue('primera línea\nsegunda línea');
    await page.mouse.click(5, 5); // on the backdrop
    await expect(dialog).toBeVisible();
    await expect(reason).toHaveValue('primera línea\nsegunda línea');

    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/edit$/);

    // Accepting an empty reason also sends nothing, and says so.
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeVisible();
    await expect(reason).toHaveValue('');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Sin justificación no se realizó ningún cambio.')).toBeVisible();

    // The record is unchanged: back to the detail (the form's own Cancelar).
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(detailUrl);
    await expect(detailValue(page, 'Descripción')).toHaveText(firstDescription);
    await expect(historyEntries(page)).toHaveCount(1);
    expect(writes).toHaveLength(1);
  });

  await test.step('edit with a reason: Registro actualizado', async () => {
    await page.getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('textbox', { name: 'Descripción' }).fill(newDescription);
    await page.getByRole('button', { name: 'Guardar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Justificación' });
    await dialog.getByRole('textbox', { name: 'Justificación' }).fill(editReason);
    const put = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/sectors/'));
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    // Only the changed field is sent, with the reason and the version it was based on (CONTRACT: a stale one is 409).
    expect((await put).postDataJSON()).toEqual({
      description: newDescription,
      historical: { description: editReason },
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    await expectSuccess(page, 'Registro actualizado');
    await expect(page).toHaveURL(/\/sectors$/);
  });

  await test.step('open it again and deactivate it with a reason (Cancelar first sends nothing)', async () => {
    await search(page, name);
    await rowOf(page, name).click();
    await expect(page).toHaveURL(detailUrl);
    await expect(detailValue(page, 'Descripción')).toHaveText(newDescription);
    await expect(detailValue(page, 'Estatus')).toHaveText('Activo');

    const dialog = page.getByRole('dialog', { name: 'Justificación' });
    await page.getByRole('button', { name: 'Desactivar' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(detailValue(page, 'Estatus')).toHaveText('Activo');
    expect(writes).toHaveLength(2);

    await page.getByRole('button', { name: 'Desactivar' }).click();
    await dialog.getByRole('textbox', { name: 'Justificación' }).fill(deactivateReason);
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expectSuccess(page, 'Registro desactivado');
    // Back to the list as it was filtered when the record was opened.
    await expect(page).toHaveURL((url) => url.pathname === '/sectors' && url.searchParams.get('search') === name);
    await page.goto('/sectors');
    await expectCounters(page, { total: before.total + 1, active: before.active, inactive: before.inactive + 1 });
  });

  await test.step('it shows under Inactivos', async () => {
    await page.getByRole('button', { name: /^Inactivos \d+$/ }).click();
    await expect(page).toHaveURL(/[?&]active=false(&|$)/);
    await expect(page.getByRole('button', { name: /^Inactivos \d+$/ })).toHaveAttribute('aria-pressed', 'true');
    await search(page, name);
    await expect(page).toHaveURL(/[?&]active=false(&|$)/);
    await expect(rowOf(page, name)).toContainText('Inactivo');
    await expect(rowOf(page, name)).toContainText(newDescription);
    await expectCounters(page, { total: 1, active: 0, inactive: 1 });
    // Activos filters it out.
    await page.getByRole('button', { name: 'Activos 0', exact: true }).click();
    await expect(page).toHaveURL(/[?&]active=true(&|$)/);
    await expect(sectorsTable(page).getByText('Sin registros')).toBeVisible();
    await page.getByRole('button', { name: 'Inactivos 1', exact: true }).click();
  });

  await test.step('its history: desactivada, edición, creación with reasons, author and the change', async () => {
    await rowOf(page, name).click();
    await expect(page).toHaveURL(detailUrl);
    await expect(detailValue(page, 'Estatus')).toHaveText('Inactivo');
    await expect(page.getByRole('button', { name: 'Activar' })).toBeVisible();

    const entries = historyEntries(page);
    await expect(entries).toHaveCount(3);
    const [deactivated, edited, created] = [entries.nth(0), entries.nth(1), entries.nth(2)];

    await expect(deactivated.getByText('desactivada', { exact: true })).toBeVisible();
    await expect(deactivated.getByText(superUser.fullName, { exact: true })).toBeVisible();
    await expect(deactivated).toContainText(deactivateReason);

    await expect(edited.getByText('edición', { exact: true })).toBeVisible();
    await expect(edited.getByText(superUser.fullName, { exact: true })).toBeVisible();
    await expect(edited).toContainText(editReason);
    await expect(edited.getByRole('listitem')).toHaveText([`Descripción: ${firstDescription} → ${newDescription}`]);

    await expect(created.getByText('creación', { exact: true })).toBeVisible();
    await expect(created.getByText(superUser.fullName, { exact: true })).toBeVisible();

    // Each entry's time reads DD/MM/YYYY HH:mm.
    for (const entry of [deactivated, edited, created]) {
      await expect(entry.locator('time')).toHaveText(new RegExp(`^${todayAsShown().replace(/\//g, '\\/')} \\d{2}:\\d{2}$`));
    }

    const paths = writes.map((r) => `${r.method()} ${new URL(r.url()).pathname.replace(/[0-9a-f-]{36}/, ':id')}`);
    expect(paths).toEqual(['POST /api/sectors', 'PUT /api/sectors/:id', 'PUT /api/sectors/:id/deactivate']);
  });
});

test('sectores: búsqueda, filtro y página viven en la URL (recarga y atrás)', async ({ page }) => {
  test.setTimeout(60_000);
  const prefix = `Paginado ${uniqueSuffix()}`;
  const sql = await connectDb();
  try {
    // 12 inactive sectors and 1 active one with the same prefix: the Inactivos filter has two pages of 10.
    await insertSectors(sql, [
      ...Array.from({ length: 12 }, (_, i) => ({
        name: `${prefix} ${String(i + 1).padStart(2, '0')}`,
        description: 'Sector de prueba de paginado',
        active: false,
      })),
      { name: `${prefix} activo`, description: 'Sector de prueba de paginado' },
    ]);
  } finally {
    await sql.end();
  }

  await signIn(page, superUser.email, superUser.password);
  await page.goto('/sectors');
  await search(page, prefix);
  await expectCounters(page, { total: 13, active: 1, inactive: 12 });
  await page.getByRole('button', { name: 'Inactivos 12', exact: true }).click();
  await expect(page).toHaveURL(/[?&]active=false(&|$)/);
  await expect(page.getByText('1–10 de 12')).toBeVisible();
  await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.getByText('11–12 de 12')).toBeVisible();
  await expect(sectorsTable(page).getByRole('row')).toHaveCount(3);

  const expectPageTwoOfInactives = async () => {
    const url = new URL(page.url());
    expect(url.pathname).toBe('/sectors');
    expect(url.searchParams.get('search')).toBe(prefix);
    expect(url.searchParams.get('active')).toBe('false');
    expect(url.searchParams.get('page')).toBe('2');
    await expect(page.getByLabel('Buscar')).toHaveValue(prefix);
    await expect(page.getByRole('button', { name: 'Inactivos 12', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Total 13', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('11–12 de 12')).toBeVisible();
    const rows = sectorsTable(page).getByRole('row').filter({ hasText: prefix });
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) {
      await expect(row).toContainText('Inactivo');
      await expect(row.getByRole('cell').nth(3)).toHaveText(DATE);
      await expect(row.getByRole('cell').nth(4)).toHaveText(DATE);
    }
  };

  await page.reload();
  await expectPageTwoOfInactives();

  // Back from a detail keeps the list state as well.
  await sectorsTable(page).getByRole('row').filter({ hasText: prefix }).first().click();
  await expect(page).toHaveURL(/\/sectors\/[0-9a-f-]{36}$/);
  await expect(detailValue(page, 'Estatus')).toHaveText('Inactivo');
  await page.goBack();
  await expectPageTwoOfInactives();

  // Any filter change goes back to page 1; Total clears the filter.
  await page.getByRole('button', { name: 'Total 13', exact: true }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('active') && !url.searchParams.has('page'));
  await expect(page.getByText('1–10 de 13')).toBeVisible();
});
