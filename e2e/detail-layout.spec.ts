import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, superUser } from './helpers/auth.ts';
import { expectAccessible } from './helpers/axe.ts';
import { connectDb, insertBusinessTypes, insertGta, insertUsers, uniqueSuffix, type Sql } from './helpers/db.ts';
import { insertPractice } from './helpers/good-practices.ts';
import { startNominatimStub, type NominatimStub } from './helpers/nominatim-stub.ts';

/**
 * One readable screen per item: at 1366 × 768 a card's faces side by side above its fields in two columns, a practice's
 * map beside its text, both pages far shorter than the one-column layout; at 390 px one column without sideways scroll;
 * the card's comments and votes, and the records that resemble it.
 */

const sfx = uniqueSuffix();
const CARD = `Medir el agua por turno ${sfx}`;
const TWIN = `Medir el agua de cada turno ${sfx}`;
const PRACTICE = `Captación pluvial ${sfx}`;
const WHAT =
  'Instalar sensores de caudal en cada línea de producción para medir el consumo de agua por turno, publicar un tablero semanal y fijar metas de reducción con los responsables de cada planta.';
// With these fixtures: 2,739 px (card) and 3,714 px (practice) in one column; 2,022 and 2,549 px laid out.
const MAX_CARD_HEIGHT = 2300;
const MAX_PRACTICE_HEIGHT = 2800;

let sql: Sql;
let stub: NominatimStub;
let card: string;
let twin: string;
let practice: string;

test.beforeAll(async () => {
  sql = await connectDb();
  stub = await startNominatimStub([]);
  const gta = await insertGta(sql, { title: `GTA Medida ${sfx}`, nomenclature: 'MED' });
  const [axis] = await sql<{ id: string }[]>`
    insert into work_axes (gta_id, objective, position) values (${gta}, ${`Uso eficiente del agua ${sfx}`}, '1') returning id`;
  const [scope] = await insertBusinessTypes(sql, [{ name: `Operaciones ${sfx}`, description: 'Dentro de la empresa' }]);
  const insertCard = async (name: string, status: number) => {
    const [row] = await sql<{ id: string }[]>`
      insert into flashcards (number, name, what, how1, how2, how3, indicator, gta_id, work_axis_id, status)
      values (321, ${name}, ${WHAT}, 'Elegir las líneas con mayor consumo y colocar un medidor en cada una.',
              'Registrar las lecturas al cierre de cada turno en una hoja compartida.', 'Revisar cada mes las metas con los jefes de planta.',
              'Metros cúbicos por tonelada producida', ${gta}, ${axis!.id}, ${status})
      returning id`;
    await sql`insert into flashcard_business_types (owner_id, target_id, position) values (${row!.id}, ${scope!}, 0)`;
    return row!.id;
  };
  card = await insertCard(CARD, 1);
  twin = await insertCard(TWIN, 2);
  const [user] = await insertUsers(sql, [{ name: 'Lucía', lastName: 'Comentarista', email: `lucia.${sfx}@example.com` }]);
  await sql`insert into comments (comment, user_id, flashcard_id) values ('¿Sirve también para plantas pequeñas?', ${user!}, ${card})`;
  practice = await insertPractice(sql, { name: PRACTICE, ubication: 'Av. Reforma 1, CDMX', lat: 19.43, lng: -99.13 });
});

test.afterAll(async () => {
  await stub?.close();
  await sql?.end();
});

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, superUser.email, superUser.password);
});

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

async function openCard(page: Page): Promise<void> {
  await page.goto(`/formCards/${card}`);
  await expect(page.getByRole('heading', { name: CARD, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Parecidas' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resumen de priorización' })).toBeVisible();
}

async function openPractice(page: Page): Promise<void> {
  await page.goto(`/goodPractices/${practice}`);
  await expect(page.getByRole('heading', { name: PRACTICE, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: `Mapa de ${PRACTICE}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Parecidas' }).getByText('No hay parecidas').or(page.getByRole('region', { name: 'Parecidas' }).getByRole('list'))).toBeVisible();
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
}

/** The narrowest of the page's sections and long texts (short values such as a date share a row). */
const narrowestText = (page: Page) =>
  page.locator('main').evaluate((main) => Math.min(...Array.from(main.querySelectorAll('section, .wide > dd')).map((e) => e.getBoundingClientRect().width)));

test('ficha a 1366 px: anverso y reverso lado a lado, campos legibles, comentarios, votos y parecidas', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openCard(page);
  const faces = page.getByRole('region', { name: 'Vista de la tarjeta' });
  const front = await box(faces.getByText('Frente', { exact: true }).locator('..'));
  const back = await box(faces.getByText('Reverso', { exact: true }).locator('..'));
  expect(back.x).toBeGreaterThanOrEqual(front.x + front.width);
  expect(Math.abs(back.y - front.y)).toBeLessThan(2);
  expect(front.width).toBeGreaterThan(400);
  expect(await narrowestText(page)).toBeGreaterThanOrEqual(300);
  const height = await pageHeight(page);
  console.log(`altura de la ficha a 1366 px: ${height}`);
  expect(height).toBeLessThan(MAX_CARD_HEIGHT);

  const comments = page.getByRole('region', { name: 'Comentarios' });
  await expect(comments.getByText('1 comentario')).toBeVisible();
  await expect(comments.getByText('¿Sirve también para plantas pequeñas?')).toBeVisible();
  await expect(comments.getByRole('link', { name: 'Ver todos los comentarios' })).toHaveAttribute('href', `/flashcards/${card}/detail`);
  const votes = page.getByRole('region', { name: 'Resumen de priorización' });
  await expect(votes.getByRole('link', { name: 'Ver la priorización completa' })).toHaveAttribute('href', `/priorization/${card}`);

  const similar = page.getByRole('region', { name: 'Parecidas' });
  const duplicate = similar.getByRole('listitem').filter({ hasText: TWIN });
  await expect(duplicate.getByRole('link', { name: TWIN })).toHaveAttribute('href', `/formCards/${twin}`);
  await expect(duplicate.getByText('Aprobado')).toBeVisible();
  await expect(duplicate.getByText(/^\d{1,3} % parecida$/)).toBeVisible();
  await expectAccessible(page, 'la ficha a 1366 px');

  await duplicate.getByRole('link', { name: TWIN }).click();
  await expect(page.getByRole('heading', { name: TWIN, level: 1 })).toBeVisible();
});

test('buena práctica a 1366 px: secciones en dos columnas y el mapa al lado del texto', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openPractice(page);
  const where = page.getByRole('region', { name: 'Dónde' });
  const fields = await box(where.locator('dl'));
  const map = await box(page.getByRole('region', { name: `Mapa de ${PRACTICE}` }));
  expect(map.x).toBeGreaterThanOrEqual(fields.x + fields.width);
  expect(map.y).toBeLessThan(fields.y + fields.height);
  const first = await box(page.getByRole('region', { name: 'La iniciativa' }));
  const second = await box(page.getByRole('region', { name: 'A qué contribuye' }));
  expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);
  expect(await narrowestText(page)).toBeGreaterThanOrEqual(300);
  const height = await pageHeight(page);
  console.log(`altura de la buena práctica a 1366 px: ${height}`);
  expect(height).toBeLessThan(MAX_PRACTICE_HEIGHT);
  await expectAccessible(page, 'la buena práctica a 1366 px');
});

test('a 390 px: una sola columna y nada se desplaza a lo ancho', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const open of [openCard, openPractice]) {
    await open(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const lefts = await page.locator('main').evaluate((main) => Array.from(main.querySelectorAll('section')).map((e) => Math.round(e.getBoundingClientRect().x)));
    expect(new Set(lefts).size, `bordes izquierdos ${lefts.join(', ')}`).toBe(1);
  }
  const faces = page.getByRole('region', { name: 'Vista de la tarjeta' });
  await openCard(page);
  const front = await box(faces.getByText('Frente', { exact: true }).locator('..'));
  const back = await box(faces.getByText('Reverso', { exact: true }).locator('..'));
  expect(back.y).toBeGreaterThanOrEqual(front.y + front.height);
  await expectAccessible(page, 'la ficha a 390 px');
});
