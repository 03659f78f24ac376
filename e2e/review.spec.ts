import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiCall, apiLogin } from './helpers/api.ts';
import { signIn } from './helpers/auth.ts';
import { expectAccessible } from './helpers/axe.ts';
import { connectDb, createAdmin, uniqueSuffix, type Sql } from './helpers/db.ts';

let sql: Sql;

test.beforeAll(async () => {
  sql = await connectDb();
});
test.afterAll(async () => {
  await sql?.end();
});

/** A GTA with a work axis and a participant of it who writes cards and sends them to review. */
async function gtaWithAuthor(request: APIRequestContext, suffix: string, tag: string) {
  const [gta] = await sql<{ id: string }[]>`
    insert into gtas (title, goal, action_lines, nomenclature, author, position)
    values (${`GTA ${tag} ${suffix}`}, 'Objetivo', 'Líneas', 'RV', 'Equipo E2E', 'Puesto') returning id`;
  const [axis] = await sql<{ id: string }[]>`insert into work_axes (gta_id, objective, position) values (${gta!.id}, ${`Eje ${tag}`}, '1') returning id`;
  const [scope] = await sql<{ id: string }[]>`insert into business_types (name, description) values (${`Ámbito ${tag} ${suffix}`}, 'Ámbito') returning id`;
  const author = await createAdmin(sql, {
    name: 'Pablo',
    lastName: `Autor ${tag}`,
    email: `autor.${tag.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${suffix}@example.com`,
    password: 'Participa12345!',
    permissions: { formCards: { read: true, create: true, update: true } },
    role: 2,
    gta: gta!.id,
  });
  const token = await apiLogin(request, author.email, author.password);
  const sendCard = async (name: string) => {
    const card = await apiCall<{ _id: string }>(request, token, 'POST', '/api/flashcards', 201, {
      name,
      what: 'Medir y reducir el consumo de agua de la planta.',
      gta: gta!.id,
      workAxis: axis!.id,
      businessType: [scope!.id],
    });
    await apiCall(request, token, 'PUT', `/api/flashcards/${card._id}/send`, 202, {});
    return card._id;
  };
  return { gta: gta!.id, sendCard };
}

/** Tab through the open dialog until `target` has the focus: the way a keyboard user reaches a button. */
async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 12 && !(await target.evaluate((el) => el === document.activeElement)); step++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('an editor decides her GTA’s queue with the keyboard only and reaches «Ha revisado todo»', async ({ page, request }) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const own = await gtaWithAuthor(request, suffix, 'Agua');
  const other = await gtaWithAuthor(request, suffix, 'Energía');
  const names = [`Riego nocturno ${suffix}`, `Duchas eficientes ${suffix}`, `Agua de lluvia ${suffix}`];
  const ids: string[] = [];
  for (const name of names) ids.push(await own.sendCard(name));
  const foreign = await other.sendCard(`Paneles solares ${suffix}`);
  const editor = await createAdmin(sql, {
    name: 'Elena',
    lastName: 'Revisora',
    email: `revisora.${suffix}@example.com`,
    password: 'Revisa12345!',
    permissions: { formCards: { read: true, approve: true } },
    gta: own.gta,
  });

  await signIn(page, editor.email, editor.password);
  const menuItem = page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: /^Revisión/ });
  await expect(menuItem).toHaveAccessibleName(/^Revisión\s*3 pendientes$/);
  await menuItem.click();

  await test.step('the queue lists her GTA’s three cards oldest first, and nothing of another GTA', async () => {
    const table = page.getByRole('table', { name: 'Cola de revisión' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row').nth(1)).toContainText(names[0]!);
    await expect(table.getByRole('row').nth(3)).toContainText(names[2]!);
    await expect(table).toContainText('Flashcard');
    await expect(table).toContainText('Pablo Autor Agua');
    await expect(table).not.toContainText('Paneles solares');
    await expectAccessible(page, 'la cola de revisión');
  });

  const started = Date.now();
  await page.getByRole('button', { name: 'Empezar a revisar' }).press('Enter');
  await expect(heading(page, names[0]!)).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Cola de revisión' })).toContainText('1 de 3');

  await test.step('A and the confirmation accept the first card; the second opens', async () => {
    await page.keyboard.press('a');
    const confirm = page.getByRole('dialog', { name: 'Aprobar' });
    await expect(confirm.getByRole('button', { name: 'Aprobar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Flashcard aprobada')).toBeVisible();
    await expect(heading(page, names[1]!)).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Cola de revisión' })).toContainText('1 de 2');
  });

  await test.step('J and K walk the queue without deciding', async () => {
    await page.keyboard.press('j');
    await expect(heading(page, names[2]!)).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Cola de revisión' })).toContainText('2 de 2');
    await page.keyboard.press('k');
    await expect(heading(page, names[1]!)).toBeFocused();
  });

  await test.step('R, a reason and Aceptar reject the second card; the third opens', async () => {
    await page.keyboard.press('r');
    const reason = page.getByRole('dialog', { name: 'Justificación' });
    await expect(reason.getByLabel('Justificación')).toBeFocused();
    await page.keyboard.type('La meta no se puede medir.');
    await tabTo(page, reason.getByRole('button', { name: 'Aceptar' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Flashcard rechazada')).toBeVisible();
    await expect(heading(page, names[2]!)).toBeFocused();
  });

  await test.step('accepting the last card returns to the queue, all done', async () => {
    const confirm = page.getByRole('dialog', { name: 'Aprobar' });
    await page.keyboard.press('a');
    await expect(confirm.getByRole('button', { name: 'Aprobar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(heading(page, names[2]!)).toBeVisible();
    await page.keyboard.press('a');
    await expect(confirm.getByRole('button', { name: 'Aprobar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Ha revisado todo' })).toBeVisible();
    await expect(page).toHaveURL(/\/review$/);
  });
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({ type: 'three decisions (seconds)', description: seconds.toFixed(1) });
  console.log(`Revisión: three keyboard decisions took ${seconds.toFixed(1)} s`);

  await test.step('the database holds each decision with its history; the other GTA’s card still waits', async () => {
    const rows = await sql<{ id: string; status: number }[]>`select id, status from flashcards where id in ${sql([...ids, foreign])}`;
    const status = Object.fromEntries(rows.map((row) => [row.id, row.status]));
    expect([status[ids[0]!], status[ids[1]!], status[ids[2]!], status[foreign]]).toEqual([2, 3, 2, 1]);
    const [rejection] = await sql<{ description: string }[]>`select description from historicals where document = ${ids[1]!} and cause = 'rejected'`;
    expect(rejection?.description).toBe('La meta no se puede medir.');
    const accepted = await sql`select 1 from historicals where document in ${sql([ids[0]!, ids[2]!])} and cause = 'acepted'`;
    expect(accepted).toHaveLength(2);
    await expect(menuItem).toHaveAccessibleName('Revisión');
    await expect(page.getByText('No hay nada pendiente de su decisión')).toBeVisible();
  });

  await test.step('an item page and its shortcuts dialog are accessible', async () => {
    await page.goto(`/review/flashcards/${ids[0]}`);
    await expect(heading(page, names[0]!)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Cola de revisión' })).toContainText('Fuera de la cola');
    await expectAccessible(page, 'un elemento de la revisión');
    await page.keyboard.press('?');
    const shortcuts = page.getByRole('dialog', { name: 'Atajos de teclado' });
    await expect(shortcuts).toContainText('Rechazar, con su justificación');
    await expectAccessible(page, 'los atajos de teclado');
    await page.keyboard.press('Escape');
    await expect(shortcuts).toBeHidden();
  });
});
