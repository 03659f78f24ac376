import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe.ts';
import { signIn, superUser } from './helpers/auth.ts';
import { connectDb, insertGta, uniqueSuffix, type Sql } from './helpers/db.ts';

/** The super user rejects two cards in review at once from the filtered list, with one Justificación. */

const sfx = uniqueSuffix();
const REASON = 'Las dos repiten una flashcard ya aprobada.';
const names = [`Riego por goteo ${sfx}`, `Riego nocturno ${sfx}`];

let sql: Sql;
let ids: string[];

test.beforeAll(async () => {
  sql = await connectDb();
  const gta = await insertGta(sql, { title: `GTA Selección ${sfx}`, nomenclature: 'SEL' });
  const [axis] = await sql<{ id: string }[]>`insert into work_axes (gta_id, objective, position) values (${gta}, ${`Riego ${sfx}`}, '1') returning id`;
  const [owner] = await sql<{ id: string }[]>`select id from admins where email = ${superUser.email}`;
  ids = [];
  for (const name of names) {
    const [card] = await sql<{ id: string }[]>`
      insert into flashcards (number, name, what, indicator, gta_id, work_axis_id, status, created_by_id)
      values (${500 + Math.floor(Math.random() * 400)}, ${name}, 'Regar de noche para que el agua no se evapore.', 'Litros al mes', ${gta},
              ${axis!.id}, 1, ${owner!.id})
      returning id`;
    ids.push(card!.id);
    await sql`insert into historicals (cause, document, module, admin_id) values ('create', ${card!.id}, 'flashcards', ${owner!.id})`;
  }
});

test.afterAll(async () => {
  await sql?.end();
});

test('el súper usuario rechaza dos flashcards en revisión a la vez con una sola justificación', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, superUser.email, superUser.password);
  await page.goto(`/formCards?status=1&search=${encodeURIComponent(sfx)}`);
  for (const name of names) await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

  await test.step('both chosen: «2 seleccionadas», axe clean', async () => {
    await page.getByRole('checkbox', { name: `Seleccionar ${names[0]}` }).check();
    await expect(page.getByRole('toolbar', { name: 'Acciones sobre la selección' })).toContainText('1 seleccionada');
    await page.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' }).check();
    await expect(page.getByRole('toolbar', { name: 'Acciones sobre la selección' })).toContainText('2 seleccionadas');
    await expectAccessible(page, 'lista con selección');
  });

  await test.step('«Rechazar», one Justificación, «2 rechazadas»', async () => {
    await page.getByRole('toolbar', { name: 'Acciones sobre la selección' }).getByRole('button', { name: 'Rechazar' }).click();
    const reason = page.getByRole('dialog', { name: 'Justificación' });
    await reason.getByRole('textbox', { name: 'Justificación' }).fill(REASON);
    await reason.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('2 rechazadas')).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Acciones sobre la selección' })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: names[0] })).toHaveCount(0);
  });

  await test.step('both cards rejected, the reason in each history', async () => {
    const rows = await sql<{ status: number }[]>`select status from flashcards where id in ${sql(ids)}`;
    expect(rows.map((r) => r.status)).toEqual([3, 3]);
    for (const id of ids) {
      const [last] = await sql<{ cause: string; description: string }[]>`
        select cause, description from historicals where document = ${id} order by created_at desc limit 1`;
      expect(last).toEqual({ cause: 'rejected', description: REASON });
    }
    await page.goto(`/formCards/${ids[0]}`);
    await expect(page.getByText(REASON).first()).toBeVisible();
  });
});
