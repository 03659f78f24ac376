import { expect, test, type Page } from '@playwright/test';
import { signIn, superUser } from '../helpers/auth.ts';
import { connectDb, insertGta, insertUsers, uniqueSuffix, type Sql } from '../helpers/db.ts';

let sql: Sql;
let active: { id: string; email: string; card: string; practice: string; gta: string };
let quiet: string;

test.beforeAll(async () => {
  sql = await connectDb();
  const suffix = uniqueSuffix();
  const email = `marta.${suffix}@example.com`;
  const [id, other] = await insertUsers(sql, [
    { name: 'Marta', lastName: 'Quiroga', email },
    { name: 'Pedro', lastName: 'Callado', email: `pedro.${suffix}@example.com` },
  ]);
  await sql`update users set confirmed_at = '2026-03-04T16:00:00Z' where id = ${id!}`;
  const gta = await insertGta(sql, { title: `GTA Lluvia ${suffix}` });
  const card = `Captación pluvial ${suffix}`;
  const [flashcard] = await sql<{ id: string }[]>`
    insert into flashcards (number, name, what, gta_id, status) values (432, ${card}, 'Qué hace', ${gta}, 2) returning id`;
  await sql`insert into comments (comment, user_id, flashcard_id) values ('Nos sirvió mucho', ${id!}, ${flashcard!.id})`;
  await sql`insert into saved_cards (user_id, flashcard_id) values (${id!}, ${flashcard!.id})`;
  await sql`insert into gta_doc_downloads (user_id, gta_id) values (${id!}, ${gta})`;
  const practice = `Huertos del barrio ${suffix}`;
  const [row] = await sql<{ id: string }[]>`
    insert into good_practices (name, objective, description, promoter_institution, email, information, created_by_id)
    values (${practice}, 'Comer mejor', 'Huertos urbanos', 'Vecinos', ${email}, 'Más datos', ${id!}) returning id`;
  await sql`insert into volunteers (good_practice_id, name, last_name, email, country) values (${row!.id}, 'Marta', 'Quiroga', ${email.toUpperCase()}, 'MX')`;
  active = { id: id!, email, card, practice, gta: `GTA Lluvia ${suffix}` };
  quiet = other!;
});

test.afterAll(async () => {
  await sql?.end();
});

const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('la página de un usuario muestra su cuenta y sus listas, y textos claros cuando están vacías', async ({ page }) => {
  await signIn(page, superUser.email, superUser.password);
  await page.goto(`/users/${active.id}`);

  await expect(panel(page, 'Cuenta')).toContainText('Correo confirmado el 04/03/2026');
  await expect(panel(page, 'Comentarios')).toContainText('Nos sirvió mucho');
  await expect(panel(page, 'Flashcards guardadas')).toContainText(active.card);
  await expect(panel(page, 'Descargas de guías')).toContainText(active.gta);
  await expect(panel(page, 'Buenas prácticas enviadas')).toContainText(active.practice);
  await expect(panel(page, 'Buenas prácticas enviadas')).toContainText('Pendiente');
  await expect(panel(page, 'Voluntariado')).toContainText(active.practice);

  await panel(page, 'Buenas prácticas enviadas').getByText(active.practice).click();
  await expect(page).toHaveURL(/\/goodPractices\/[0-9a-f-]{36}$/);

  await page.goto(`/users/${quiet}`);
  await expect(panel(page, 'Cuenta')).toContainText('Correo sin confirmar');
  for (const empty of ['Sin comentarios', 'Sin flashcards guardadas', 'Sin descargas', 'Sin buenas prácticas enviadas', 'Sin voluntariados']) {
    await expect(page.getByText(empty, { exact: true })).toBeVisible();
  }
});
