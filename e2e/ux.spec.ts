import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { e2eDataDir, readLoginCode } from './helpers/outbox.ts';
import { logIn, signIn, submitCredentials, superUser, typeCode } from './helpers/auth.ts';
import { connectDb, createAdmin, insertBusinessTypes, insertSectors, uniqueSuffix, type Sql, type TestAdmin } from './helpers/db.ts';

/** Issue 13: no dead ends, readable layouts at 1366 px and 390 px, the Edge banner, deep links and exports. */

let sql: Sql;
let limited: TestAdmin;
let suffix: string;
/** A sector whose name and description are one long word each: the worst case for a table's columns. */
let longName: string;

const EDGE_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0';

test.beforeAll(async () => {
  suffix = uniqueSuffix();
  sql = await connectDb();
  limited = await createAdmin(sql, {
    name: 'Lía',
    lastName: `Empresas ${suffix}`,
    email: `lia.empresas.${suffix}@example.com`,
    password: 'Empresas12345!',
    // Reads Empresas and Sectores, not Ámbitos de implementación: the companies' filter by it must not refuse her.
    permissions: { companies: { read: true }, sectors: { read: true } },
  });
  longName = `Sectorconnombremuylargo${suffix}`.slice(0, 40);
  await insertSectors(sql, [{ name: longName, description: `Descripción${'sinespacios'.repeat(21)}`.slice(0, 250) }]);
  await sql`insert into climbs (nomenclature, name, description)
            values ('LG', ${longName}, ${`Clima${'sinespacios'.repeat(22)}`.slice(0, 250)})`;
  await insertBusinessTypes(sql, [{ name: `Ámbito ${suffix}`, description: 'Para el filtro de empresas' }]);
});

test.afterAll(async () => {
  await sql?.end();
});

/** Records every refused API call and every "Alerta" dialog of the page, for a walk that must meet neither. */
function watchRefusals(page: Page): { refused: string[] } {
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400) refused.push(`${response.status()} ${url.pathname}${url.search}`);
  });
  return { refused };
}

test('un admin que lee Empresas pero no Ámbitos de implementación recorre sus páginas sin un solo aviso de error', async ({ page }) => {
  test.setTimeout(60_000);
  const watch = watchRefusals(page);
  await signIn(page, limited.email, limited.password);
  for (const path of ['/home', '/companies', '/sectors', '/companies?search=zz', '/home']) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main [role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  }
  // The companies' filters: the Ámbito de implementación options come from the companies' own options route.
  await page.goto('/companies');
  await expect(page.locator('main h1')).toHaveText('Empresas');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(watch.refused).toEqual([]);
});

test('Edge: el aviso de navegador no soportado queda fijo, sin botón para cerrarlo, y la página se usa', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: EDGE_UA });
  const page = await context.newPage();
  try {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Navegador no soportado' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button')).toHaveCount(0);
    // Nothing blocks the page: no modal, and the login works by its own clicks.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await logIn(page, superUser.email, superUser.password);
    await expect(banner).toBeVisible();
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Sectores' }).click();
    await expect(page).toHaveURL(/\/sectors$/);
    await page.getByRole('link', { name: 'Agregar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agregar Sector' })).toBeVisible();
    // The foot of the page stays reachable above the banner.
    const save = page.getByRole('button', { name: 'Guardar' });
    await save.scrollIntoViewIfNeeded();
    const [saveBox, bannerBox] = [await save.boundingBox(), await banner.boundingBox()];
    expect((saveBox?.y ?? 0) + (saveBox?.height ?? 0)).toBeLessThanOrEqual(bannerBox?.y ?? 0);
  } finally {
    await context.close();
  }
});

test('un enlace directo sin sesión vuelve a la página pedida después del acceso', async ({ page }) => {
  const target = `/sectors?search=${encodeURIComponent(longName)}`;
  await page.goto(target);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const since = Date.now();
  await submitCredentials(page, superUser.email, superUser.password);
  await typeCode(page, await readLoginCode(e2eDataDir(), superUser.email, { since }));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/sectors' && url.searchParams.get('search') === longName);
  await expect(page.getByRole('table', { name: 'Sectores' }).getByRole('row').filter({ hasText: longName })).toBeVisible();
});

test('página no encontrada, /users/create sin crear y un id desconocido: un solo mensaje claro', async ({ page }) => {
  const watch = watchRefusals(page);
  await signIn(page, superUser.email, superUser.password);

  await page.goto('/esta/pagina/no/existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir al inicio' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/users/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();

  for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
    await page.goto(`/sectors/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Registro no encontrado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a Sectores' })).toBeVisible();
    // No dialog, no toast besides the message.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#notistack-snackbar')).toHaveCount(0);
  }
  // No record of id "create" was ever asked for.
  expect(watch.refused.filter((r) => r.includes('/api/users/create'))).toEqual([]);
});

test('1366 px: la columna de estatus se ve entera aun con un nombre largo; 390 px: tarjetas sin desplazamiento lateral', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, superUser.email, superUser.password);

  for (const path of ['/sectors', '/admins', '/climbs']) {
    await test.step(`${path} at 1366 px`, async () => {
      await page.goto(path === '/admins' ? path : `${path}?search=${encodeURIComponent(longName)}`);
      const table = page.locator('main table');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const status = table.getByRole('columnheader', { name: 'Estatus' });
      await expect(status).toBeVisible();
      // Neither the table nor the page scrolls sideways, and the status column ends inside the window.
      const fits = await page.evaluate(() => {
        const container = document.querySelector('main table')?.parentElement;
        return {
          table: container ? container.scrollWidth <= container.clientWidth : false,
          page: document.documentElement.scrollWidth <= window.innerWidth,
        };
      });
      expect(fits).toEqual({ table: true, page: true });
      const box = await status.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1366);
      await expect(table.getByRole('row').nth(1).getByRole('cell').last()).toContainText(/Activo|Inactivo/);
    });
  }

  await test.step('/sectors at 390 px: cards, no sideways scroll', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/sectors?search=${encodeURIComponent(longName)}`);
    await expect(page.locator('main table')).toHaveCount(0);
    const cards = page.getByRole('list', { name: 'Sectores' });
    await expect(cards.getByRole('listitem').filter({ hasText: longName })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test('el panel lleva de cada gráfica y pendiente a la lista filtrada', async ({ page }) => {
  await signIn(page, superUser.email, superUser.password);
  await expect(page.getByRole('link', { name: /flashcards? en revisión/ })).toHaveAttribute('href', '/formCards?status=1&active=true');
  await page.getByRole('link', { name: 'Ver el listado: Comentarios' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/comments' && url.searchParams.has('createdFrom'));
  await expect(page.getByRole('heading', { level: 1, name: 'Comentarios' })).toBeFocused();
  // The list says it holds the last 30 days only, and lets that go.
  await expect(page.getByText(/^Creados desde el \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await page.getByRole('button', { name: 'Quitar el filtro de fecha' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/comments' && !url.searchParams.has('createdFrom'));
});

test('Exportar descarga en CSV lo que la lista muestra, con encabezados en español', async ({ page }) => {
  await signIn(page, superUser.email, superUser.password);
  await page.goto(`/sectors?search=${encodeURIComponent(longName)}`);
  await expect(page.getByRole('table', { name: 'Sectores' }).getByRole('row').filter({ hasText: longName })).toBeVisible();
  await page.getByRole('button', { name: 'Exportar' }).click();
  const exportRequest = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/sectors/export');
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  const sent = new URL((await exportRequest).url());
  expect(sent.searchParams.get('search')).toBe(longName);
  expect(sent.searchParams.get('format')).toBe('csv');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^sectores.*\.csv$/i);
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = text.trim().split(/\r?\n/);
  expect(header).toContain('Nombre');
  expect(header).toContain('Descripción');
  expect(header).toContain('Estatus');
  // Only the record the search shows, its status in words.
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(longName);
  expect(rows[0]).toContain('Activo');
});
