import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, superUser } from './helpers/auth.ts';
import { expectAccessible } from './helpers/axe.ts';
import { connectDb, createAdmin, insertGta, uniqueSuffix, type Sql } from './helpers/db.ts';
import { insertPractice } from './helpers/good-practices.ts';

/** What a whole working day at 1366×768 shows: the menu, colour chips, the bell, the map, the priorization chart, the breadcrumb and the welcome. */

test.use({ viewport: { width: 1366, height: 768 } });

let sql: Sql;
test.beforeAll(async () => {
  sql = await connectDb();
});
test.afterAll(async () => {
  await sql.end();
});

/** A GTA in `color` and an approved card of it; returns the card's id, its name and the GTA's nomenclature. */
async function approvedCard(color: string): Promise<{ id: string; name: string; nomenclature: string }> {
  const suffix = uniqueSuffix();
  const nomenclature = `GTA-${suffix}`;
  const gta = await insertGta(sql, { title: `GTA Colores ${suffix}`, nomenclature });
  await sql`update gtas set color = ${color} where id = ${gta}`;
  const name = `Tarjeta de colores ${suffix}`;
  const [card] = await sql<{ id: string }[]>`
    insert into flashcards (number, name, what, gta_id, status) values (654, ${name}, 'Qué hace', ${gta}, 2) returning id`;
  return { id: card!.id, name, nomenclature };
}

async function colours(chip: Locator): Promise<{ text: string; background: string }> {
  return chip.evaluate((el) => ({ text: getComputedStyle(el).color, background: getComputedStyle(el).backgroundColor }));
}

async function signInAsSuperUser(page: Page): Promise<void> {
  await signIn(page, superUser.email, superUser.password);
  await expect(page).toHaveURL(/\/home$/);
}

test('every menu item can be scrolled to and clicked, and no group heading ever covers an item', async ({ page }) => {
  await signInAsSuperUser(page);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  const catalogues = menu.getByRole('list').filter({ has: page.getByText('Catálogos', { exact: true }) });

  // The items scroll inside the menu, between its fixed top and bottom.
  const scroller = await catalogues.evaluate((list) => {
    const box = list.parentElement!;
    return { overflowY: getComputedStyle(box).overflowY, scrolls: box.scrollHeight > box.clientHeight };
  });
  expect(scroller).toEqual({ overflowY: 'auto', scrolls: true });

  for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
    const covered = await catalogues.evaluate((list, at) => {
      const box = list.parentElement!;
      box.scrollTop = (box.scrollHeight - box.clientHeight) * at;
      const headings = Array.from(box.querySelectorAll('.MuiListSubheader-root'));
      const items = Array.from(box.querySelectorAll('a'));
      return headings.flatMap((heading) => {
        const h = heading.getBoundingClientRect();
        return items
          .filter((item) => {
            const i = item.getBoundingClientRect();
            return Math.min(h.bottom, i.bottom) - Math.max(h.top, i.top) > 0 && Math.min(h.right, i.right) - Math.max(h.left, i.left) > 0;
          })
          .map((item) => `${heading.textContent} covers ${item.textContent}`);
      });
    }, fraction);
    expect(covered, `scrolled to ${fraction * 100} %`).toEqual([]);
  }

  const last = catalogues.getByRole('link').last();
  await catalogues.evaluate((list) => list.parentElement!.scrollTo({ top: 0 }));
  const href = await last.getAttribute('href');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await last.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(last).toHaveAttribute('aria-current', 'page');
});

test('GTA and ODS chips write black on light colours, and the bell and the map page are axe clean', async ({ page }) => {
  const card = await approvedCard('#FD9D24');
  const practice = `Práctica del mapa ${uniqueSuffix()}`;
  const practiceId = await insertPractice(sql, { name: practice, status: 2, ubication: 'Monterrey, Nuevo León', lat: 25.67, lng: -100.31 });
  await signInAsSuperUser(page);

  await test.step('the card grid', async () => {
    await page.goto(`/flashcards?search=${encodeURIComponent(card.name)}`);
    const chip = page.locator('.MuiChip-root').filter({ hasText: card.nomenclature });
    await expect(chip).toBeVisible();
    expect(await colours(chip)).toEqual({ text: 'rgb(0, 0, 0)', background: 'rgb(253, 157, 36)' });
  });

  await test.step('the bell open', async () => {
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    await expect(page.getByRole('menu', { name: 'Últimas sin leer' })).toBeVisible();
    await expectAccessible(page, 'the bell open', '#notifications-menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  await test.step('the map page, its list leading to the practice and its ODS chip', async () => {
    await page.goto('/goodPractices/map');
    const list = page.getByRole('navigation', { name: 'Iniciativas del mapa, por estado' });
    await expect(list.getByRole('link', { name: new RegExp(practice) })).toBeVisible();
    await expectAccessible(page, 'the map page');
    await list.getByRole('link', { name: new RegExp(practice) }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/goodPractices/${practiceId}`);
    const ods = page.locator('.MuiChip-root').filter({ hasText: 'Agua limpia y saneamiento' }).first();
    await expect(ods).toBeVisible();
    expect((await colours(ods)).text).toBe('rgb(0, 0, 0)');
  });
});

test('the priorization chart is in the theme’s colour with every criterion named, and nothing overflows at 1366 px', async ({ page }) => {
  const card = await approvedCard('#4C9F38');
  await sql`
    insert into priorizations (flashcard_id, created_by_id, coverage, impact, replicabilty, benefit, budget, human_resources, infrastructure)
    select ${card.id}, id, 5, 4, 3, 2, 1, 4, 5 from admins where email = ${superUser.email}`;
  await signInAsSuperUser(page);
  await page.goto(`/priorization/${card.id}`);

  const chip = page.locator('.MuiChip-root').filter({ hasText: `GTA Colores` });
  await expect(chip).toBeVisible();
  expect(await colours(chip)).toEqual({ text: 'rgb(0, 0, 0)', background: 'rgb(76, 159, 56)' });

  const chart = page.locator('figure').filter({ has: page.locator('svg') });
  for (const criterion of ['Cobertura', 'Impacto', 'Replicabilidad', 'Beneficio', 'Presupuesto', 'Recursos humanos', 'Infraestructura']) {
    await expect(chart.locator('svg').getByText(criterion, { exact: true })).toBeVisible();
  }
  await expect(chart.locator('svg [fill="#0f766e"]').first()).toBeAttached();

  const averages = page.getByRole('table', { name: 'Promedios' });
  await expect(averages).toBeVisible();
  const fits = await averages.evaluate((table) => {
    const card = table.closest('.MuiCard-root')!.getBoundingClientRect();
    const box = table.getBoundingClientRect();
    return { inCard: box.right <= card.right && box.left >= card.left, page: document.documentElement.scrollWidth <= document.documentElement.clientWidth };
  });
  expect(fits).toEqual({ inCard: true, page: true });
  await expectAccessible(page, 'the card’s priorization');
});

test('a new card’s breadcrumb names the flashcards, and the super user is welcomed to everything', async ({ page }) => {
  await signInAsSuperUser(page);
  await expect(page.getByText('Desde aquí administra los catálogos, las iniciativas y los participantes de la plataforma')).toBeVisible();

  await page.goto('/flashcards/create');
  await expect(page.getByRole('heading', { name: 'Flashcard Nueva' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(crumbs.getByRole('link', { name: 'Flashcards', exact: true })).toHaveAttribute('href', '/formCards');
  await expect(crumbs).not.toContainText('Galería de flashcards');
});

test('a participant of one GTA is welcomed to its initiatives, not to the catalogues', async ({ page }) => {
  const gta = await insertGta(sql, { title: `GTA Participante ${uniqueSuffix()}` });
  const participant = await createAdmin(sql, {
    name: 'Paula',
    lastName: 'Participante',
    email: `paula.${uniqueSuffix()}@example.com`,
    password: 'Clave-de-prueba-1',
    gta,
    permissions: { formCards: { read: true, create: true, update: true }, flashcards: { read: true }, priorizations: { read: true, update: true }, gtas: { read: true } },
  });
  await signIn(page, participant.email, participant.password);
  const welcome = page.getByRole('heading', { name: 'Bienvenido(a), Paula' }).locator('..');
  await expect(welcome).toContainText('Desde aquí administra las iniciativas de su GTA en la plataforma de sostenibilidad Agenda 2030.');
  await expect(welcome).not.toContainText('catálogos');
});
