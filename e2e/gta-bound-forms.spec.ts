import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/auth.ts';
import { expectAccessible } from './helpers/axe.ts';
import { connectDb, createAdmin, insertBusinessTypes, insertGta, uniqueSuffix, type Sql, type TestAdmin } from './helpers/db.ts';

/**
 * A participant bound to one GTA: her GTA preset and locked in «Flashcard Nueva» and in the filters, its work axes
 * offered at once; an edit page refused before its form while her card is in review; «Limpiar filtros»; and the
 * gallery on a phone, its filters folded so the first card shows.
 */

const sfx = uniqueSuffix();
const PASSWORD = 'Clave-de-prueba-1';
const LONG_SCOPE = `Cadena de suministro con proveedores locales y logística inversa ${sfx}`;

let sql: Sql;
let participant: TestAdmin;
let gta: { id: string; title: string };
let inReview: string;

async function insertCard(opts: { axisId: string; name: string; status: number; author?: string }): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into flashcards (number, name, what, gta_id, work_axis_id, status, created_by_id)
    values (${200 + Math.floor(Math.random() * 299)}, ${opts.name}, 'Una solución de prueba para la galería.', ${gta.id}, ${opts.axisId},
            ${opts.status}, ${opts.author ?? null})
    returning id`;
  await sql`insert into historicals (cause, document, module) values ('create', ${row!.id}, 'flashcards')`;
  return row!.id;
}

test.beforeAll(async () => {
  sql = await connectDb();
  gta = { id: await insertGta(sql, { title: `GTA Propio ${sfx}`, nomenclature: 'PRO' }), title: `GTA Propio ${sfx}` };
  const other = await insertGta(sql, { title: `GTA Ajeno ${sfx}`, nomenclature: 'AJE' });
  const [axis] = await sql<{ id: string }[]>`insert into work_axes (gta_id, objective, position) values (${gta.id}, ${`Eje propio ${sfx}`}, '1') returning id`;
  await sql`insert into work_axes (gta_id, objective, position) values (${other}, ${`Eje ajeno ${sfx}`}, '1')`;
  await insertBusinessTypes(sql, [{ name: LONG_SCOPE, description: 'Un nombre largo' }]);
  participant = await createAdmin(sql, {
    name: 'Gabriela',
    lastName: 'Grupo',
    email: `gabriela.${sfx}@example.com`,
    password: PASSWORD,
    role: 2,
    gta: gta.id,
    permissions: { formCards: { read: true, create: true }, flashcards: { read: true } },
  });
  for (let i = 1; i <= 3; i += 1) await insertCard({ axisId: axis!.id, name: `Aprobada ${i} ${sfx}`, status: 2 });
  inReview = await insertCard({ axisId: axis!.id, name: `En revisión ${sfx}`, status: 1, author: participant.id });
});

test.afterAll(async () => {
  await sql?.end();
});

// Sign-in with its code, and axe on a machine shared with other runs.
test.beforeEach(() => test.setTimeout(90_000));

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Every chip label shows its whole text: none is cut with an ellipsis. */
async function expectWholeChips(page: Page) {
  const cut = await page.locator('.MuiChip-label').evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).length);
  expect(cut).toBe(0);
}

test('su GTA viene puesto y bloqueado en «Flashcard Nueva» y en los filtros; los ejes cargan y se guarda', async ({ page }) => {
  await signIn(page, participant.email, PASSWORD);
  const name = `Captación en su GTA ${sfx}`;

  await test.step('the form: GTA read-only with its name, the work axes of that GTA at once', async () => {
    await page.goto('/flashcards/create');
    await expect(page.getByRole('heading', { name: 'Flashcard Nueva' })).toBeVisible();
    await expect(field(page, 'GTA')).toHaveValue(gta.title);
    await expect(field(page, 'GTA')).not.toBeEditable();
    await expect(page.getByRole('combobox', { name: 'GTA', exact: true })).toHaveCount(0);
    const axis = page.getByRole('combobox', { name: 'Eje de trabajo', exact: true });
    await expect(axis).toBeEnabled();
    await axis.click();
    await expect(page.getByRole('option')).toHaveText([`Eje propio ${sfx}`]);
    await page.getByRole('option', { name: `Eje propio ${sfx}` }).click();
    await field(page, 'Nombre').fill(name);
    await field(page, 'Qué').fill('Recolectar el agua de lluvia de los techos para usos no potables.');
    const scope = page.getByRole('combobox', { name: 'Ámbito de implementación', exact: true });
    await scope.click();
    await scope.fill('logística inversa');
    await page.getByRole('option', { name: LONG_SCOPE }).click();
    await page.keyboard.press('Escape');
    await expectWholeChips(page);
    await expectAccessible(page, 'Flashcard Nueva con el GTA bloqueado');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Registro guardado' })).toBeVisible();
    await expect(page).toHaveURL(/\/formCards$/);
  });

  await test.step('/formCards: the GTA filter locked to hers, its axes offered; «Limpiar filtros» only with a filter set', async () => {
    await expect(field(page, 'GTA')).toHaveValue(gta.title);
    await expect(field(page, 'GTA')).not.toBeEditable();
    await expect(page.getByRole('combobox', { name: 'Eje de trabajo', exact: true })).toBeEnabled();
    const clear = page.getByRole('button', { name: 'Limpiar filtros' });
    await expect(clear).toHaveCount(0);
    await page.getByLabel('Estado de revisión').click();
    await page.getByRole('option', { name: 'Nuevo' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('status') === '0');
    await page.getByRole('combobox', { name: 'Eje de trabajo', exact: true }).click();
    await page.getByRole('option', { name: `Eje propio ${sfx}` }).click();
    await expect(page).toHaveURL((url) => url.searchParams.has('workAxis'));
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
    await clear.click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('status') && !url.searchParams.has('workAxis'));
    await expect(clear).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: `En revisión ${sfx}` })).toBeVisible();
  });
});

test('la edición de su flashcard en revisión se niega antes del formulario, con el camino de vuelta', async ({ page }) => {
  await signIn(page, participant.email, PASSWORD);
  await page.goto(`/flashcards/${inReview}/edit`);
  const refusal = page.getByRole('alert').filter({ hasText: 'No se puede editar' });
  await expect(refusal).toContainText('No puede editar esta flashcard mientras está en revisión');
  await expect(field(page, 'Nombre')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await expectAccessible(page, 'edición negada');
  await refusal.getByRole('link', { name: 'Volver al registro' }).click();
  await expect(page).toHaveURL(new RegExp(`/flashcards/${inReview}$`));
  await expect(page.getByRole('heading', { name: `En revisión ${sfx}` })).toBeVisible();
});

test('375 px: la galería pliega los filtros tras «Filtros» y la primera tarjeta se ve sin desplazarse', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await signIn(page, participant.email, PASSWORD);
  await page.goto('/flashcards');
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  await expect(first.getByText(/^Aprobada \d /)).toBeInViewport();
  const toggle = page.getByRole('button', { name: 'Filtros', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: 'Plazo de implementación' })).toHaveCount(0);

  await toggle.click();
  await expect(field(page, 'GTA')).toHaveValue(gta.title);
  await page.getByLabel('Plazo de implementación').click();
  await page.getByRole('option', { name: 'Corto plazo' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('implementationTime') === 'Corto plazo');
  await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
  await expectAccessible(page, 'galería a 375 px con los filtros abiertos');

  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('implementationTime'));
  await expect(page.getByRole('button', { name: 'Filtros', exact: true })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
});
