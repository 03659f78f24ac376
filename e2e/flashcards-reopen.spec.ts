import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe.ts';
import { signIn } from './helpers/auth.ts';
import { connectDb, createAdmin, insertBusinessTypes, insertGta, uniqueSuffix, type Sql, type TestAdmin } from './helpers/db.ts';

/** A participant's rejected card: the reason at the top, «Reabrir», an edit, and «Enviar a revisión» again. */

const sfx = uniqueSuffix();
const PASSWORD = 'Clave-de-prueba-1';
const REASON = 'El indicador no tiene una meta medible.';

let sql: Sql;
let author: TestAdmin;
let cardId: string;
const name = `Reúso de aguas grises ${sfx}`;

test.beforeAll(async () => {
  sql = await connectDb();
  const gta = await insertGta(sql, { title: `GTA Reapertura ${sfx}`, nomenclature: 'REA' });
  const [axis] = await sql<{ id: string }[]>`insert into work_axes (gta_id, objective, position) values (${gta}, ${`Agua ${sfx}`}, '1') returning id`;
  const [scope] = await insertBusinessTypes(sql, [{ name: `Operaciones ${sfx}`, description: 'Dentro de la empresa' }]);
  author = await createAdmin(sql, {
    name: 'Paula',
    lastName: 'Participante',
    email: `paula.reabre.${sfx}@example.com`,
    password: PASSWORD,
    role: 2,
    permissions: { formCards: { read: true, create: true }, flashcards: { read: true } },
  });
  const reviewer = await createAdmin(sql, {
    name: 'Arturo',
    lastName: 'Aprobador',
    email: `arturo.reabre.${sfx}@example.com`,
    password: PASSWORD,
    permissions: { formCards: { read: true, approve: true }, flashcards: { read: true } },
  });
  const [card] = await sql<{ id: string }[]>`
    insert into flashcards (number, name, what, indicator, gta_id, work_axis_id, status, created_by_id)
    values (${200 + Math.floor(Math.random() * 299)}, ${name}, 'Reusar el agua de lavabos en los sanitarios.', 'Litros reusados', ${gta},
            ${axis!.id}, 3, ${author.id})
    returning id`;
  cardId = card!.id;
  await sql`insert into flashcard_business_types (owner_id, target_id, position) values (${cardId}, ${scope!}, 0)`;
  await sql`insert into historicals (cause, document, module, admin_id) values ('create', ${cardId}, 'flashcards', ${author.id})`;
  await sql`insert into historicals (cause, document, module, admin_id, description, changes)
            values ('rejected', ${cardId}, 'flashcards', ${reviewer.id}, ${REASON}, ${sql.json([{ field: 'status', from: 1, to: 3 }])})`;
});

test.afterAll(async () => {
  await sql?.end();
});

test('una participante ve por qué se rechazó su flashcard, la reabre, la corrige y la envía de nuevo', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, author.email, PASSWORD);
  const notice = page.getByRole('status').filter({ hasText: 'Motivo:' });

  await test.step('the rejected card says who rejected it, and why, at the top', async () => {
    await page.goto(`/formCards/${cardId}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(notice).toContainText('Rechazada por Arturo Aprobador el');
    await expect(notice).toContainText(`Motivo: ${REASON}`);
    await expect(page.getByRole('button', { name: 'Enviar a revisión' })).toHaveCount(0);
    await expectAccessible(page, 'flashcard rechazada');
  });

  await test.step('«Reabrir»: «Flashcard reabierta», and the rejection stays as a previous one', async () => {
    await page.getByRole('button', { name: 'Reabrir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reabrir' });
    await confirm.getByRole('button', { name: 'Reabrir' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Flashcard reabierta' })).toBeVisible();
    await page.goto(`/formCards/${cardId}`);
    await expect(notice).toContainText('Rechazada anteriormente por Arturo Aprobador el');
    await expect(notice).toContainText(REASON);
  });

  await test.step('she edits it', async () => {
    await page.getByRole('link', { name: 'Editar' }).click();
    await page.getByLabel('Indicador', { exact: true }).fill('Litros reusados al mes, meta: 20 % del consumo');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const reason = page.getByRole('dialog', { name: 'Justificación' });
    await reason.getByRole('textbox', { name: 'Justificación' }).fill('Agrego la meta medible');
    await reason.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Flashcard actualizada' })).toBeVisible();
  });

  await test.step('and sends it to review again: the old rejection is no longer shown', async () => {
    await page.goto(`/formCards/${cardId}`);
    await page.getByRole('button', { name: 'Enviar a revisión' }).click();
    await page.getByRole('dialog', { name: 'Enviar a revisión' }).getByRole('button', { name: 'Enviar a revisión' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Flashcard enviada a revisión' })).toBeVisible();
    await page.goto(`/formCards/${cardId}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(notice).toHaveCount(0);
    const [row] = await sql<{ status: number }[]>`select status from flashcards where id = ${cardId}`;
    expect(row!.status).toBe(1);
    const causes = await sql<{ cause: string }[]>`select cause from historicals where document = ${cardId} order by seq`;
    expect(causes.map((c) => c.cause)).toEqual(['create', 'rejected', 'reopen', 'edit', 'send']);
  });
});
