import { expect, test, type Request } from '@playwright/test';
import { signIn, superUser } from './helpers/auth.ts';
import { connectDb, uniqueSuffix, type Sql } from './helpers/db.ts';

/** Issue 12 in the browser: a count that stopped at the server's cap, and paging through such a list. */
const ROWS = 10_030;
let sql: Sql;
const suffix = uniqueSuffix();

test.beforeAll(async () => {
  sql = await connectDb();
  await sql`
    insert into areas (name, description, created_at)
    select 'Bosque ' || ${suffix} || ' ' || lpad(i::text, 5, '0'), 'Área de conservación forestal', now() - make_interval(secs => i)
    from generate_series(1, ${ROWS}::int) i`;
});

test.afterAll(async () => {
  await sql`delete from areas where name like ${`Bosque ${suffix} %`}`;
  await sql.end();
});

test('una búsqueda que pasa del tope dice "más de", los contadores "+", y la página siguiente y la anterior se piden al servidor', async ({ page }) => {
  await signIn(page, superUser.email, superUser.password);
  await page.goto(`/areas?search=${suffix}`);
  await expect(page.getByText('1–10 de más de 10.000')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Total 10000+', exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Áreas responsables' });
  await expect(table.getByRole('row').nth(1)).toContainText(`Bosque ${suffix} 00001`);

  const asksFor = (n: string) => (request: Request) => request.url().includes('/api/areas?') && new URL(request.url()).searchParams.get('page') === n;
  const nextPage = page.waitForRequest(asksFor('2'));
  await page.getByRole('button', { name: /siguiente/i }).click();
  await nextPage;
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
  await expect(page.getByText('11–20 de más de 10.000')).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(`Bosque ${suffix} 00011`);

  await page.getByRole('button', { name: /siguiente/i }).click();
  await expect(table.getByRole('row').nth(1)).toContainText(`Bosque ${suffix} 00021`);
  // Back from page 3: page 2, shown before, is asked for again.
  const previousPage = page.waitForRequest(asksFor('2'));
  await page.getByRole('button', { name: /anterior/i }).click();
  await previousPage;
  await expect(table.getByRole('row').nth(1)).toContainText(`Bosque ${suffix} 00011`);

  // Without a search the counters are exact, whatever the size.
  await page.goto('/areas');
  const n = (await sql<{ n: number }[]>`select count(*)::int as n from areas`)[0]!.n;
  await expect(page.getByRole('button', { name: `Total ${n}`, exact: true })).toBeVisible();
  await expect(page.getByText(`1–10 de ${n.toLocaleString('es-ES')}`, { exact: true })).toBeVisible();
});
