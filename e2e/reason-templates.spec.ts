import { expect, test } from '@playwright/test';
import { apiCall, apiLogin } from './helpers/api.ts';
import { signIn, superUser } from './helpers/auth.ts';
import { expectAccessible } from './helpers/axe.ts';
import { connectDb, createAdmin, uniqueSuffix, type Sql } from './helpers/db.ts';

let sql: Sql;

test.beforeAll(async () => {
  sql = await connectDb();
});
test.afterAll(async () => {
  await sql?.end();
});

/** A participant's card, sent to review. */
async function cardInReview(request: Parameters<typeof apiLogin>[0], suffix: string): Promise<string> {
  const [gta] = await sql<{ id: string }[]>`
    insert into gtas (title, goal, action_lines, nomenclature, author, position)
    values (${`GTA Plantillas ${suffix}`}, 'Objetivo', 'Líneas', 'PL', 'Equipo E2E', 'Puesto') returning id`;
  const [axis] = await sql<{ id: string }[]>`insert into work_axes (gta_id, objective, position) values (${gta!.id}, 'Eje de plantillas', '1') returning id`;
  const [scope] = await sql<{ id: string }[]>`insert into business_types (name, description) values (${`Comercio ${suffix}`}, 'Comercio') returning id`;
  const participant = await createAdmin(sql, {
    name: 'Pía',
    lastName: 'Participante',
    email: `participante.plantillas.${suffix}@example.com`,
    password: 'Participa12345!',
    permissions: { formCards: { read: true, create: true, update: true } },
    role: 2,
    gta: gta!.id,
  });
  const token = await apiLogin(request, participant.email, participant.password);
  const card = await apiCall<{ _id: string }>(request, token, 'POST', '/api/flashcards', 201, {
    name: `Compostaje en oficinas ${suffix}`,
    what: 'Separar los residuos orgánicos de la oficina para compostarlos.',
    gta: gta!.id,
    workAxis: axis!.id,
    businessType: [scope!.id],
  });
  await apiCall(request, token, 'PUT', `/api/flashcards/${card._id}/send`, 202, {});
  return card._id;
}

test('the super user keeps two rejection templates and rejects a card with the second, edited', async ({ page, request }) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const first = `Falta la fuente de los datos ${suffix}`;
  const second = `El texto repite otra tarjeta ${suffix}`;
  const cardId = await cardInReview(request, suffix);
  await signIn(page, superUser.email, superUser.password);

  await test.step('Configuración: two templates for Flashcards · Rechazar', async () => {
    await page.goto('/configuration');
    await page.getByRole('button', { name: 'Plantillas de justificación' }).click();
    await page.getByRole('combobox', { name: 'Módulo' }).click();
    await page.getByRole('option', { name: 'Flashcards', exact: true }).click();
    await page.getByRole('combobox', { name: 'Acción' }).click();
    await page.getByRole('option', { name: 'Rechazar', exact: true }).click();
    const form = page.getByRole('form', { name: 'Plantillas de justificación' });
    await expect(form.getByRole('button', { name: 'Guardar plantillas' })).toBeVisible();
    // Whatever another run left is removed, so the list holds exactly these two.
    while (await form.getByRole('button', { name: 'Quitar la plantilla 1' }).isVisible()) {
      await form.getByRole('button', { name: 'Quitar la plantilla 1' }).click();
    }
    await expect(form.getByText('Esta acción aún no tiene plantillas.')).toBeVisible();
    await form.getByRole('button', { name: 'Agregar plantilla' }).click();
    await form.getByRole('textbox', { name: 'Plantilla 1', exact: true }).fill(second);
    await form.getByRole('button', { name: 'Agregar plantilla' }).click();
    await form.getByRole('textbox', { name: 'Plantilla 2', exact: true }).fill(first);
    await form.getByRole('button', { name: 'Subir la plantilla 2' }).click();
    await expect(form.getByRole('textbox', { name: 'Plantilla 1', exact: true })).toHaveValue(first);
    await form.getByRole('button', { name: 'Guardar plantillas' }).click();
    await expect(page.getByText('Plantillas de justificación guardadas')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Plantilla 2', exact: true })).toHaveValue(second);
  });

  await test.step('a refused list shows the field message and saves nothing', async () => {
    const form = page.getByRole('form', { name: 'Plantillas de justificación' });
    await form.getByRole('button', { name: 'Agregar plantilla' }).click();
    await form.getByRole('textbox', { name: 'Plantilla 3', exact: true }).fill(` ${first.toUpperCase()} `);
    await form.getByRole('button', { name: 'Guardar plantillas' }).click();
    await expect(form.getByText('Esta plantilla está repetida')).toBeVisible();
    await form.getByRole('button', { name: 'Quitar la plantilla 3' }).click();
  });

  await test.step('the Justificación offers them to the keyboard; the chosen one is edited and sent', async () => {
    await page.goto(`/formCards/${cardId}`);
    await page.getByRole('button', { name: 'Rechazar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Justificación' });
    const field = dialog.getByLabel('Justificación');
    await expect(field).toBeFocused();
    const templates = dialog.getByRole('menu', { name: 'Plantillas' });
    await expect(templates.getByRole('menuitem')).toHaveText([first, second]);
    await expectAccessible(page, 'la Justificación con plantillas', '[role="dialog"]');
    await page.keyboard.press('Tab');
    await expect(templates.getByRole('menuitem', { name: first })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(templates.getByRole('menuitem', { name: second })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue(second);
    await expect(field).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type(': revise la redacción.');
    await expect(field).toHaveValue(`${second}: revise la redacción.`);
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Flashcard rechazada')).toBeVisible();
  });

  await test.step('the history keeps the edited text', async () => {
    await page.goto(`/formCards/${cardId}`);
    const latest = page.getByRole('list', { name: 'Historial de cambios' }).locator(':scope > li').first();
    await expect(latest).toContainText('rechazada');
    await expect(latest).toContainText(`${second}: revise la redacción.`);
  });
});
