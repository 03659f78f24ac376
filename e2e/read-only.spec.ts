import { expect, test } from '@playwright/test';
import { signIn, sessionToken } from './helpers/auth.ts';
import { connectDb, createAdmin, insertSectors, setPermission, uniqueSuffix, type Sql, type TestAdmin } from './helpers/db.ts';

let sql: Sql;
let reader: TestAdmin;
let sectorName: string;

test.beforeAll(async () => {
  const suffix = uniqueSuffix();
  sql = await connectDb();
  // Created in the database: the admins screens belong to a later issue.
  reader = await createAdmin(sql, {
    name: 'Lectora',
    lastName: 'Sectores',
    email: `lectora.${suffix}@example.com`,
    password: 'Lectura12345!',
    permissions: { sectors: { read: true } },
  });
  sectorName = `Sector visible ${suffix}`;
  await insertSectors(sql, [{ name: sectorName, description: 'Un sector que la lectora puede ver' }]);
});

test.afterAll(async () => {
  await sql?.end();
});

test('un admin con solo lectura en sectores no ve ni alcanza Agregar, Editar o Desactivar', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, reader.email, reader.password);
  await expect(page.getByRole('button', { name: `Cuenta de ${reader.name} ${reader.lastName}` })).toBeVisible();

  await test.step('the sidebar shows Sectores and no other module', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.getByRole('link')).toHaveText(['Inicio', 'Sectores']);
    await expect(menu.getByText('Catálogos', { exact: true })).toBeVisible();
    await expect(menu.getByText('Súmate', { exact: true })).toHaveCount(0);
    // /home has one tile, Sectores.
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(['Sectores']);
  });

  await test.step('the list has no Agregar', async () => {
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Sectores' }).click();
    await expect(page).toHaveURL(/\/sectors$/);
    await page.getByLabel('Buscar').fill(sectorName);
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === sectorName);
    const row = page.getByRole('table', { name: 'Sectores' }).getByRole('row').filter({ hasText: sectorName });
    await expect(row).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sectores' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Agregar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Agregar' })).toHaveCount(0);
    await row.click();
  });

  await test.step('the detail has no Editar, Desactivar or Activar', async () => {
    await expect(page).toHaveURL(/\/sectors\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: sectorName })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Historial de cambios' })).toBeVisible();
    for (const name of ['Editar', 'Desactivar', 'Activar', 'Eliminar']) {
      await expect(page.getByRole('link', { name })).toHaveCount(0);
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    // Its edit page typed by hand does not open either.
    await page.goto(`${new URL(page.url()).pathname}/edit`);
    await expect(page.getByRole('dialog', { name: 'Alerta' })).toBeVisible();
    await expect(page).toHaveURL(/\/sectors$/);
    await page.getByRole('dialog', { name: 'Alerta' }).getByRole('button', { name: 'Aceptar' }).click();
  });

  await test.step('/sectors/create typed in the address bar sends them back with an Alerta', async () => {
    await page.goto('/sectors/create');
    const alert = page.getByRole('dialog', { name: 'Alerta' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('No tiene permiso para acceder a esta sección.');
    await expect(page).toHaveURL(/\/sectors$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agregar Sector' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveCount(0);
    await alert.getByRole('button', { name: 'Aceptar' }).click();
    await expect(alert).toBeHidden();
  });

  await test.step('the server refuses a POST /api/sectors with their token: 403, nothing written', async () => {
    const token = await sessionToken(page);
    const refusedName = `Sector prohibido ${uniqueSuffix()}`;
    const answer = await page.evaluate(
      async ({ token, name }) => {
        const response = await fetch('/api/sectors', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ name, description: 'No debería guardarse' }),
        });
        return { status: response.status, body: (await response.json()) as { message?: string } };
      },
      { token, name: refusedName },
    );
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('No tiene permiso para realizar esta acción');
    const rows = await sql<{ count: number }[]>`select count(*)::int as count from sectors where name = ${refusedName}`;
    expect(rows[0]?.count).toBe(0);
  });

  await test.step('a permission change while signed in: the next navigation signs them out', async () => {
    await setPermission(sql, reader.id, 'sectors', { create: true });
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Inicio' }).click();
    const notice = page.getByRole('dialog', { name: 'Se realizaron cambios en sus permisos' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Reinicie sesión nuevamente');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await notice.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });
});
