import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiLogin } from './helpers/api.ts';
import { logIn, superUser } from './helpers/auth.ts';
import { expectAccessible } from './helpers/axe.ts';
import { connectDb, createAdmin, uniqueSuffix, type Sql } from './helpers/db.ts';

/**
 * Issue 13 §3: axe-core (WCAG 2.2 AA) finds nothing on any page or dialog. One signed-in page walks every route, so
 * the suite pays for one login, not one per route.
 */

let sql: Sql;
let sectorId: string;
let climbId: string;
let adminId: string;

test.beforeAll(async ({ request }) => {
  const suffix = uniqueSuffix();
  sql = await connectDb();
  const token = await apiLogin(request, superUser.email, superUser.password);
  sectorId = (await apiCall<{ _id: string }>(request, token, 'POST', '/api/sectors', 201, { name: `Sector accesible ${suffix}`, description: 'Para axe' }))._id;
  climbId = (
    await apiCall<{ _id: string }>(request, token, 'POST', '/api/climbs', 201, { nomenclature: 'AX', name: `Clima accesible ${suffix}`, description: 'Para axe' })
  )._id;
  adminId = (
    await createAdmin(sql, {
      name: 'Ana',
      lastName: `Accesible ${suffix}`,
      email: `ana.axe.${suffix}@example.com`,
      password: 'Accesible12345!',
      permissions: { sectors: { read: true, create: true }, companies: { read: true } },
    })
  ).id;
});

test.afterAll(async () => {
  await sql?.end();
});

/** Waits for a page of the shell to have its heading and its data (no spinner or skeleton left in the main region). */
async function settled(page: Page): Promise<void> {
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Spinners and skeletons only: a determinate bar (the dashboard's progress) has a value and stays.
  await expect(main.locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')).toHaveCount(0);
}

/**
 * Goes to `path` inside the app (no reload: the walk pays for each page, not for the app's start) and waits for the
 * focus on the new page's main heading, which issue 13 §3 asks for after every navigation.
 */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.locator('main h1')).toBeFocused();
  await settled(page);
  await expectAccessible(page, path);
}

test('axe: cada lista del menú, detalles, formularios, inicio, notificaciones, actividad, configuración y no encontrada', async ({ page }) => {
  test.setTimeout(420_000);
  await logIn(page, superUser.email, superUser.password);
  await settled(page);
  await expectAccessible(page, '/home');

  const links = page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link');
  const paths = [...new Set(await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname)))];
  // Every module the super user reads: the catalogues, Súmate and the others, plus Actividad and Configuración.
  expect(paths.length).toBeGreaterThan(20);

  const pages = [
    ...paths.filter((path) => path !== '/home'),
    '/notifications',
    `/sectors/${sectorId}`,
    `/sectors/${sectorId}/edit`,
    '/sectors/create',
    `/climbs/${climbId}`,
    '/companies/create',
    '/gtas/create',
    '/contacts/create',
    '/flashcards/create',
    '/admins/create',
    `/admins/${adminId}`,
    `/admins/${adminId}/permission`,
    '/goodPractices/map',
    '/users/create',
    '/sectors/00000000-0000-4000-8000-000000000000',
    '/sectors/no-es-un-id',
    '/una/ruta/que/no/existe',
  ];
  for (const path of pages) await test.step(path, () => visit(page, path));
});

test('axe: los diálogos de justificación, confirmación y aviso', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, superUser.email, superUser.password);

  await test.step('Justificación of a save, then the success toast', async () => {
    await page.goto(`/sectors/${sectorId}/edit`);
    await settled(page);
    await page.getByRole('textbox', { name: 'Descripción' }).fill(`Revisada ${uniqueSuffix()}`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    const reason = page.getByRole('dialog', { name: 'Justificación' });
    await expect(reason).toBeVisible();
    await expectAccessible(page, 'Justificación (guardar)');
    await reason.getByRole('textbox', { name: 'Justificación' }).fill('Revisión de accesibilidad');
    await reason.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Registro actualizado' })).toBeVisible();
    await expectAccessible(page, 'Registro actualizado');
  });

  await test.step('Justificación of Desactivar', async () => {
    await page.goto(`/sectors/${sectorId}`);
    await settled(page);
    await page.getByRole('button', { name: 'Desactivar' }).click();
    const reason = page.getByRole('dialog', { name: 'Justificación' });
    await expect(reason).toBeVisible();
    await expectAccessible(page, 'Justificación (desactivar)');
    await reason.getByRole('button', { name: 'Cancelar' }).click();
    await expect(reason).toBeHidden();
  });

  await test.step('the confirmation of Eliminar', async () => {
    await page.goto(`/climbs/${climbId}`);
    await settled(page);
    await page.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toBeVisible();
    await expectAccessible(page, 'confirmar Eliminar');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
  });

  await test.step('the account menu and the confirmation of Cerrar Sesión', async () => {
    await page.getByRole('button', { name: new RegExp(`^Cuenta de ${superUser.fullName}`) }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page, 'menú de la cuenta');
    await page.keyboard.press('Escape');
  });
});

test('axe: acceso, recuperación y la página de acceso con el aviso de navegador', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await expectAccessible(page, 'acceso');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Campo requerido').first()).toBeVisible();
  await expectAccessible(page, 'acceso con errores');
  await page.goto('/recover');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, '/recover');
});
