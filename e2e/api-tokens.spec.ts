import { expect, test } from '@playwright/test';
import { logIn } from './helpers/auth.ts';
import { expectAccessible } from './helpers/axe.ts';
import { connectDb, createAdmin, uniqueSuffix, type Sql, type TestAdmin } from './helpers/db.ts';

let sql: Sql;
let admin: TestAdmin;

test.beforeAll(async () => {
  sql = await connectDb();
  admin = await createAdmin(sql, {
    name: 'Tomás',
    lastName: 'Tokens',
    email: `tomas.${uniqueSuffix()}@example.com`,
    password: 'Tokens12345!',
    permissions: { sectors: { read: true, create: true, update: false, destroy: false, approve: false } },
  });
});

test.afterAll(async () => {
  await sql?.end();
});

test('Mi perfil crea un token, lo muestra una vez, la API lo acepta y, revocado, lo rechaza', async ({ page, request }) => {
  // A two-step login and two axe runs: more than the default 90 s on a loaded 2-core machine.
  test.slow();
  const name = `CRM ${uniqueSuffix()}`;
  await logIn(page, admin.email, admin.password);
  await page.goto(`/admins/${admin.id}`);
  const section = page.getByRole('region', { name: 'Tokens de acceso' });
  await expect(section.getByText('No hay tokens de acceso')).toBeVisible();

  await section.getByRole('button', { name: 'Nuevo token' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo token de acceso' });
  await form.getByLabel('Nombre').fill(name);
  await expect(form.getByRole('checkbox', { name: 'Sectores: Eliminar' })).toHaveCount(0);
  await form.getByRole('checkbox', { name: 'Sectores: Consultar' }).check();
  await expectAccessible(page, 'Nuevo token', '[aria-labelledby="new-token-title"]');
  await form.getByRole('button', { name: 'Crear token' }).click();

  const shown = page.getByRole('dialog', { name: 'Copie su token' });
  await expect(shown.getByText('Este token no se volverá a mostrar', { exact: false })).toBeVisible();
  const token = await shown.getByLabel('Token').inputValue();
  expect(token).toMatch(/^sbo_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Listo' }).click();
  const row = section.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Activo');
  await expect(row).toContainText(token.slice(0, 12));
  await expect(page.getByText(token)).toHaveCount(0);
  await expectAccessible(page, 'Tokens de acceso', '[aria-labelledby="api-tokens-title"]');

  const headers = { authorization: `Bearer ${token}` };
  expect((await request.get('/api/sectors', { headers })).status()).toBe(200);
  expect((await request.post('/api/sectors', { headers, data: { name: `Sector ${name}`, description: 'No debe existir' } })).status()).toBe(403);

  await row.getByRole('button', { name: `Revocar el token ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: '¿Revocar el token?' });
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Revocar' }).click();
  await expect(row).toContainText('Revocado');
  const refused = await request.get('/api/sectors', { headers });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { message: string }).message).toBe('El token de acceso fue revocado');
});
