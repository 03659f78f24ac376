import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './helpers/auth.ts';
import { connectDb, createAdmin, insertGta, uniqueSuffix, type Sql } from './helpers/db.ts';

/**
 * Spec 001 §2 "Priorization": an editor rates an approved card with the stars, sees 'Evaluada', finds the vote by date
 * range, opens the card's page and reads the averages beside the chart.
 */

let sql: Sql;
test.beforeAll(async () => {
  sql = await connectDb();
});
test.afterAll(async () => {
  await sql.end();
});

/** An approved, active card of a new GTA, and another admin's vote on it from three days ago. */
async function votableCard(name: string): Promise<string> {
  const gta = await insertGta(sql, { title: `GTA Agua ${uniqueSuffix()}` });
  const [card] = await sql<{ id: string }[]>`
    insert into flashcards (number, name, what, gta_id, status) values (321, ${name}, 'Qué hace', ${gta}, 2) returning id`;
  const [other] = await sql<{ id: string }[]>`
    insert into admins (name, last_name, email, role) values ('Olga', 'Comité', ${`olga.${uniqueSuffix()}@example.com`}, 1) returning id`;
  await sql`
    insert into priorizations (flashcard_id, created_by_id, coverage, impact, replicabilty, benefit, budget, human_resources, infrastructure, created_at)
    values (${card!.id}, ${other!.id}, 1, 1, 1, 1, 1, 1, 1, now() - interval '3 days')`;
  return card!.id;
}

/** Chooses `stars` on the star rating of one criterion (a fieldset named by its label). */
async function rate(dialog: Locator, criterion: string, stars: number): Promise<void> {
  const group = dialog.getByRole('group', { name: criterion });
  // The star a person clicks: the label of its radio.
  await group.locator('label').filter({ hasText: new RegExp(`^${stars} estrellas?$`) }).click();
  await expect(group.getByText(`${stars} de 5`)).toBeVisible();
}

/** Types a day into a date picker's field, section by section (DD/MM/YYYY). */
async function typeDay(page: Page, label: string, day: string): Promise<void> {
  const field = page.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(day.replaceAll('/', ''));
}

function dayOf(offsetDays: number): string {
  const d = new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000);
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Mexico_City', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(d);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

test('an editor rates an approved card, finds the vote by date and reads the card’s averages and chart', async ({ page }) => {
  const name = `Captación pluvial ${uniqueSuffix()}`;
  const cardId = await votableCard(name);
  const editor = await createAdmin(sql, {
    name: 'Elena',
    lastName: 'Editora',
    email: `elena.${uniqueSuffix()}@example.com`,
    password: 'Clave-de-prueba-1',
    permissions: { priorizations: { read: true, update: true }, flashcards: { read: true } },
  });
  await signIn(page, editor.email, editor.password);

  await page.getByRole('navigation').getByRole('link', { name: 'Priorización' }).click();
  await expect(page).toHaveURL(/\/priorizations$/);
  const cards = page.getByRole('table', { name: 'Flashcards para priorizar' });
  await page.getByRole('region', { name: 'Flashcards para priorizar' }).getByLabel('Buscar').fill(name);
  await expect(cards.getByRole('row')).toHaveCount(2);

  await cards.getByRole('button', { name: `Evaluar «${name}»` }).click();
  const dialog = page.getByRole('dialog', { name: 'Priorizar flashcard' });
  await expect(dialog.getByText(name)).toBeVisible();
  // Every criterion starts unchosen: no untouched zeros are saved.
  for (const criterion of ['Cobertura', 'Impacto', 'Replicabilidad', 'Beneficio', 'Presupuesto', 'Recursos humanos', 'Infraestructura']) {
    await expect(dialog.getByRole('group', { name: criterion }).getByRole('radio', { name: 'Sin elegir' })).toBeChecked();
  }
  await rate(dialog, 'Cobertura', 5);
  await rate(dialog, 'Impacto', 4);
  await rate(dialog, 'Replicabilidad', 3);
  await rate(dialog, 'Beneficio', 2);
  await rate(dialog, 'Presupuesto', 1);
  await rate(dialog, 'Infraestructura', 5);
  // The running totals, the unchosen one counted as the 0 it would be saved as.
  const totals = dialog.getByRole('region', { name: 'Totales de esta evaluación' });
  await expect(totals).toContainText('1 criterio sin elegir cuenta como 0.');
  await expect(totals).toContainText('3.50');
  await expect(totals).toContainText('2.86');

  // Saving with one unchosen asks first; going back keeps the dialog and the choices.
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const ask = page.getByRole('dialog', { name: '¿Guardar con 0 estrellas en 1 criterio?' });
  await expect(ask).toContainText('Sin elegir: Recursos humanos.');
  await ask.getByRole('button', { name: 'Volver a la evaluación' }).click();
  await expect(ask).toBeHidden();
  await expect(dialog.getByRole('group', { name: 'Cobertura' }).getByText('5 de 5')).toBeVisible();

  // 0 is a choice, made from the keyboard: then nothing is asked.
  const zero = dialog.getByRole('button', { name: 'Elegir 0 estrellas en Recursos humanos' });
  await zero.focus();
  await page.keyboard.press('Space');
  await expect(zero).toHaveAttribute('aria-pressed', 'true');
  await expect(totals).not.toContainText('sin elegir');
  await dialog.getByRole('button', { name: 'Guardar' }).click();

  // The vote dialog stays open, so the toast outside it is hidden from the accessibility tree: found by its text.
  await expect(page.getByText('Registro guardado')).toBeVisible();
  // The saved vote, read-only, with its totals: impact 3.50, implementation 2.00, total 2.86.
  await expect(dialog.getByRole('button', { name: 'Evaluada' })).toBeDisabled();
  await expect(dialog.getByText('Priorización registrada el')).toBeVisible();
  await expect(dialog.getByText('3.50')).toBeVisible();
  await expect(dialog.getByText('2.86')).toBeVisible();
  // Read-only: the stars are a picture of the score, no longer radios.
  await expect(dialog.getByRole('group', { name: 'Cobertura' }).getByRole('img', { name: '5 estrellas' })).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  // The status list reloaded: the card is no longer waiting.
  await expect(cards.getByText('Sin registros')).toBeVisible();

  // Found by date range: from yesterday to today.
  await typeDay(page, 'Desde', dayOf(-1));
  await typeDay(page, 'Hasta', dayOf(0));
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const mine = page.getByRole('table', { name: 'Mis priorizaciones' });
  const row = mine.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('3.50');
  await expect(row).toContainText('2.00');
  await expect(row).toContainText('2.86');

  // Exportar: the votes of that range, every page, as CSV with Spanish headings.
  await page.getByRole('button', { name: 'Exportar' }).click();
  const exportRequest = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/priorizations/export');
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  const sent = new URL((await exportRequest).url());
  expect(sent.searchParams.get('createdFrom')).toBeTruthy();
  expect(sent.searchParams.get('createdTo')).toBeTruthy();
  const exported = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(exported).toHaveLength(2);
  expect(exported[1]).toContain(name);

  // A range without it says so.
  await typeDay(page, 'Desde', '01/01/2020');
  await typeDay(page, 'Hasta', '31/01/2020');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(mine.getByText('No se encontraron resultados')).toBeVisible();
  await page.goBack();
  await row.click();

  await expect(page).toHaveURL(/\/priorizations\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Ver los votos de la flashcard' }).click();
  await expect(page).toHaveURL(new RegExp(`/priorization/${cardId}$`));

  // Two votes: ours (5,4,3,2,1,0,5) and Olga's (1 everywhere).
  await expect(page.getByText('2 votos activos')).toBeVisible();
  const averages = page.getByRole('table', { name: 'Promedios' });
  const expected: [string, string][] = [
    ['Cobertura', '3.00'],
    ['Impacto', '2.50'],
    ['Replicabilidad', '2.00'],
    ['Beneficio', '1.50'],
    ['Presupuesto', '1.00'],
    ['Recursos humanos', '0.50'],
    ['Infraestructura', '3.00'],
    ['Total impacto', '2.25'],
    ['Total implementación', '1.50'],
    ['Total', '1.93'],
  ];
  for (const [criterion, value] of expected) {
    await expect(averages.getByRole('row').filter({ has: page.getByRole('cell', { name: criterion, exact: true }) })).toContainText(value);
  }
  const chart = page.getByRole('figure', { name: 'Promedio de cada criterio' });
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(chart.getByText('Cobertura')).toBeVisible();
  const votes = page.getByRole('table', { name: 'Votos por evaluador' });
  await expect(votes.getByRole('row')).toHaveCount(3);
  await expect(votes.getByRole('row').filter({ hasText: 'Elena Editora' })).toContainText('2.86');
});
