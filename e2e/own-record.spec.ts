import { expect, test } from '@playwright/test';
import { signIn } from './helpers/auth.ts';
import { connectDb, createAdmin, uniqueSuffix, type Sql, type TestAdmin } from './helpers/db.ts';

let sql: Sql;
let reader: TestAdmin;

test.beforeAll(async () => {
  sql = await connectDb();
  reader = await createAdmin(sql, {
    name: 'Olga',
    lastName: 'Propia',
    email: `olga.${uniqueSuffix()}@example.com`,
    password: 'Propia12345!',
    permissions: { sectors: { read: true } },
  });
});

test.afterAll(async () => {
  await sql?.end();
});

test('un admin sin permiso sobre administradores abre su propio registro por su dirección, no el de otro', async ({ page }) => {
  await signIn(page, reader.email, reader.password);
  const [other] = await sql<{ id: string }[]>`select id from admins where email = 'admin@example.com'`;

  await test.step('typed or bookmarked, one’s own record opens', async () => {
    await page.goto(`/admins/${reader.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `${reader.name} ${reader.lastName}` })).toBeVisible();
    await expect(page.getByText('No tiene permiso para acceder a esta sección.')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/admins/${reader.id}$`));
  });

  await test.step('another admin’s record is still refused', async () => {
    await page.goto(`/admins/${other!.id}`);
    await expect(page.getByText('No tiene permiso para acceder a esta sección.')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
  });
});
