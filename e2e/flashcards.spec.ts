import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './helpers/auth.ts';
import { connectDb, createAdmin, insertBusinessTypes, insertGta, insertUsers, uniqueSuffix, type Sql, type TestAdmin } from './helpers/db.ts';

/**
 * Flashcards end to end (issue 7): a participant proposes a card and sends it to review; an approver rejects one with
 * a reason and accepts another; the grid filters by GTA and loads more on scroll; the carousel is saved with its
 * dates; the history shows every step.
 */

const sfx = uniqueSuffix();
const PASSWORD = 'Clave-de-prueba-1';

let sql: Sql;
let gtaA: { id: string; title: string };
let gtaB: { id: string; title: string };
let axisA: string;
let scopes: string[];
let participant: TestAdmin;
let approver: TestAdmin;
let curator: TestAdmin;
/** A card already in review, for the approver to accept. */
let inReview: { id: string; name: string };

async function insertAxis(gtaId: string, objective: string): Promise<string> {
  const [row] = await sql<{ id: string }[]>`insert into work_axes (gta_id, objective, position) values (${gtaId}, ${objective}, '3') returning id`;
  return row!.id;
}

/** A card written straight into the table (status and scope given), as the public grid would show it. */
async function insertCard(opts: { gtaId: string; axisId: string; name: string; status: number; createdAt?: Date }): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into flashcards (number, name, what, gta_id, work_axis_id, status, created_at, updated_at)
    values (${200 + Math.floor(Math.random() * 299)}, ${opts.name}, 'Una solución de prueba para la galería.', ${opts.gtaId},
            ${opts.axisId}, ${opts.status}, ${opts.createdAt ?? new Date()}, ${opts.createdAt ?? new Date()})
    returning id`;
  await sql`insert into flashcard_business_types (owner_id, target_id, position) values (${row!.id}, ${scopes[0]!}, 0)`;
  await sql`insert into historicals (cause, document, module) values ('create', ${row!.id}, 'flashcards')`;
  return row!.id;
}

test.beforeAll(async () => {
  sql = await connectDb();
  const a = await insertGta(sql, { title: `GTA Agua ${sfx}`, nomenclature: 'AGE' });
  const b = await insertGta(sql, { title: `GTA Energía ${sfx}`, nomenclature: 'ENE' });
  gtaA = { id: a, title: `GTA Agua ${sfx}` };
  gtaB = { id: b, title: `GTA Energía ${sfx}` };
  axisA = await insertAxis(gtaA.id, `Uso eficiente del agua ${sfx}`);
  await insertAxis(gtaB.id, `Eficiencia energética ${sfx}`);
  scopes = await insertBusinessTypes(sql, [
    { name: `Operaciones propias ${sfx}`, description: 'Dentro de la empresa' },
    { name: `Cadena de suministro ${sfx}`, description: 'Con proveedores' },
  ]);
  // Fourteen approved cards of GTA A (more than one page of the grid) and two of GTA B.
  for (let i = 1; i <= 14; i += 1) {
    await insertCard({ gtaId: gtaA.id, axisId: axisA, name: `Galería A ${String(i).padStart(2, '0')} ${sfx}`, status: 2, createdAt: new Date(Date.now() - i * 60_000) });
  }
  const axisB = (await sql<{ id: string }[]>`select id from work_axes where gta_id = ${gtaB.id}`)[0]!.id;
  for (let i = 1; i <= 2; i += 1) await insertCard({ gtaId: gtaB.id, axisId: axisB, name: `Galería B ${i} ${sfx}`, status: 2 });
  inReview = { id: await insertCard({ gtaId: gtaA.id, axisId: axisA, name: `En revisión ${sfx}`, status: 1 }), name: `En revisión ${sfx}` };

  participant = await createAdmin(sql, {
    name: 'Paula',
    lastName: 'Participante',
    email: `paula.${sfx}@example.com`,
    password: PASSWORD,
    role: 2,
    permissions: { formCards: { read: true, create: true }, flashcards: { read: true } },
  });
  approver = await createAdmin(sql, {
    name: 'Arturo',
    lastName: 'Aprobador',
    email: `arturo.${sfx}@example.com`,
    password: PASSWORD,
    permissions: { formCards: { read: true, approve: true }, flashcards: { read: true } },
  });
  curator = await createAdmin(sql, {
    name: 'Carmen',
    lastName: 'Curadora',
    email: `carmen.${sfx}@example.com`,
    password: PASSWORD,
    permissions: { flashcards: { read: true }, carouselCards: { read: true, create: true } },
  });
});

test.afterAll(async () => {
  await sql?.end();
});

function menu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Menú principal' });
}

function input(page: Page, label: string): Locator {
  return page.getByLabel(label, { exact: true });
}

async function choose(page: Page, label: string, typed: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await expect(box).toBeEnabled();
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A success toast: announced as an alert, it leaves by itself. */
async function expectSuccess(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
}

function historyEntries(page: Page): Locator {
  return page.getByRole('list', { name: 'Historial de cambios' }).locator(':scope > li');
}

/** Types a date into an MUI date field (its sections take the digits in order: DD MM YYYY). */
async function typeDate(page: Page, label: string, day: string): Promise<void> {
  const [yyyy, mm, dd] = day.split('-');
  const field = page.getByRole('group', { name: label });
  await field.click();
  await page.keyboard.type(`${dd}${mm}${yyyy}`);
}

test('flashcards: una participante propone y envía a revisión; el comité rechaza y aprueba; el historial lo cuenta', async ({ page }) => {
  // Two people sign in one after the other, with the code each time.
  test.setTimeout(180_000);
  const name = `Captación pluvial ${sfx}`;

  await test.step('the participant creates a card: the work axis waits for the GTA and offers only its axes', async () => {
    await signIn(page, participant.email, PASSWORD);
    await menu(page).getByRole('link', { name: 'Flashcards', exact: true }).click();
    await expect(page).toHaveURL(/\/formCards$/);
    await page.getByRole('link', { name: 'Agregar' }).click();
    await expect(page).toHaveURL(/\/flashcards\/create$/);
    await expect(page.getByRole('heading', { name: 'Flashcard Nueva' })).toBeVisible();
    await expect(input(page, 'Eje de trabajo')).toBeDisabled();
    await choose(page, 'GTA', sfx, gtaA.title);
    await input(page, 'Eje de trabajo').click();
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.getByRole('option', { name: `Uso eficiente del agua ${sfx}` }).click();
    await input(page, 'Nombre').fill(name);
    await input(page, 'Qué').fill('Recolectar el agua de lluvia de los techos para usos no potables.');
    await input(page, 'Indicador').fill('Litros captados al mes');
    // Saving without an implementation scope says what is missing and sends nothing.
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Seleccione por lo menos un ámbito de implementación')).toBeVisible();
    await choose(page, 'Ámbito de implementación', 'Operaciones', `Operaciones propias ${sfx}`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expectSuccess(page, 'Registro guardado');
    await expect(page).toHaveURL(/\/formCards$/);
  });

  await test.step('and sends it to review from its detail, back to the same searched list', async () => {
    await page.getByLabel('Buscar').fill(name);
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === name);
    await page.getByRole('table', { name: 'Flashcards' }).getByRole('row').filter({ hasText: name }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'La solución' })).toBeVisible();
    await page.getByRole('button', { name: 'Enviar a revisión' }).click();
    const confirm = page.getByRole('dialog', { name: 'Enviar a revisión' });
    await confirm.getByRole('button', { name: 'Enviar a revisión' }).click();
    await expectSuccess(page, 'Flashcard enviada a revisión');
    await expect(page).toHaveURL((url) => url.pathname === '/formCards' && url.searchParams.get('search') === name);
  });

  await test.step('the approver rejects it with a reason', async () => {
    await page.getByRole('button', { name: /Cuenta de/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await signIn(page, approver.email, PASSWORD);
    await page.goto('/formCards');
    await expect(page.getByRole('button', { name: /^Rechazados \d+$/ })).toBeVisible();
    const rejectedBefore = Number((await page.getByRole('button', { name: /^Rechazados \d+$/ }).getAttribute('aria-label'))?.split(' ')[1]);
    await page.getByLabel('Estado de revisión').click();
    await page.getByRole('option', { name: 'Enviado' }).click();
    const table = page.getByRole('table', { name: 'Flashcards' });
    await expect(table.getByRole('row').filter({ hasText: name })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: inReview.name })).toBeVisible();
    await table.getByRole('row').filter({ hasText: name }).click();
    // Role 1 with approve sees Aprobar and Rechazar, and no Editar (not its card, not allowed to update).
    await expect(page.getByRole('button', { name: 'Aprobar' })).toBeVisible();
    await page.getByRole('button', { name: 'Rechazar' }).click();
    const reason = page.getByRole('dialog', { name: 'Justificación' });
    await reason.getByLabel('Justificación').fill('El indicador no tiene una meta medible.');
    await reason.getByRole('button', { name: 'Aceptar' }).click();
    await expectSuccess(page, 'Flashcard rechazada');
    await expect(page).toHaveURL(/\/formCards/);
    await page.goto('/formCards');
    await expect(page.getByRole('button', { name: `Rechazados ${rejectedBefore + 1}`, exact: true })).toBeVisible();
  });

  await test.step('and accepts the other one', async () => {
    await page.goto(`/formCards/${inReview.id}`);
    await page.getByRole('button', { name: 'Aprobar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Aprobar' });
    await confirm.getByLabel('Comentario (opcional)').fill('Lista para la galería.');
    await confirm.getByRole('button', { name: 'Aprobar' }).click();
    await expectSuccess(page, 'Flashcard aprobada');
  });

  await test.step('the history of the rejected card shows every step', async () => {
    const [card] = await sql<{ id: string }[]>`select id from flashcards where name = ${name}`;
    await page.goto(`/formCards/${card!.id}`);
    await expect(page.getByText('Rechazado', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aprobar' })).toBeHidden();
    const entries = historyEntries(page);
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText('rechazada');
    await expect(entries.nth(0)).toContainText('El indicador no tiene una meta medible.');
    await expect(entries.nth(0)).toContainText('Arturo Aprobador');
    await expect(entries.nth(1)).toContainText('enviado a evaluación');
    await expect(entries.nth(1)).toContainText('Paula Participante');
    await expect(entries.nth(2)).toContainText('creación');
  });
});

test('galería: filtra por GTA, carga más al desplazarse y guarda el carrusel con sus fechas', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, curator.email, PASSWORD);
  await menu(page).getByRole('link', { name: 'Galería de flashcards' }).click();
  await expect(page).toHaveURL(/\/flashcards$/);

  await test.step('GTA filter: the first page of twelve, then the rest on scrolling', async () => {
    await choose(page, 'GTA', sfx, gtaA.title);
    await expect(page).toHaveURL((url) => url.searchParams.get('gta') === gtaA.id);
    const cards = page.getByRole('article');
    // Fourteen approved cards, fifteen when the first test accepted the one in review.
    const approved = await sql<{ name: string }[]>`
      select name from flashcards where gta_id = ${gtaA.id} and status = 2 and active order by created_at desc, id desc`;
    expect(approved.length).toBeGreaterThanOrEqual(14);
    await expect(page.getByRole('status').filter({ hasText: /flashcards$/ })).toHaveText(`${approved.length} flashcards`);
    await expect(cards).toHaveCount(12);
    await expect(cards.first()).toContainText(approved[0]!.name);
    await page.getByRole('button', { name: 'Cargar más' }).scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(approved.length);
    await expect(page.getByRole('button', { name: 'Cargar más' })).toBeHidden();
    // A card turns to its back and back again.
    const first = cards.nth(1);
    await first.getByRole('button', { name: 'Ver reverso' }).click();
    await expect(first).toContainText('Una solución de prueba para la galería.');
    await first.getByRole('button', { name: 'Ver frente' }).click();
  });

  await test.step('the carousel: pick two cards and the period, Guardar', async () => {
    await page.getByRole('button', { name: 'Seleccionar para el carrusel' }).click();
    const selection = page.getByRole('region', { name: 'Seleccionar para el carrusel' });
    await expect(selection).toBeVisible();
    for (const n of ['01', '02']) {
      await page.getByRole('checkbox', { name: `Seleccionar «Galería A ${n} ${sfx}» para el carrusel` }).check();
      await expect(page.getByText('Tarjeta actualizada').first()).toBeVisible();
    }
    await expect(selection.getByRole('status')).toHaveText(/2 flashcards seleccionadas/);
    await selection.getByRole('button', { name: 'Guardar' }).click();
    // Without dates nothing is saved.
    await expect(selection.getByText('Campo Requerido').first()).toBeVisible();
    await typeDate(page, 'Fecha de inicio', '2026-12-01');
    await typeDate(page, 'Fecha de fin', '2026-12-31');
    await selection.getByRole('button', { name: 'Guardar' }).click();
    await expectSuccess(page, 'Carussel Guardado');
    const rows = await sql<{ name: string; start: string; end: string }[]>`
      select f.name, to_char(c.start_date, 'YYYY-MM-DD') as start, to_char(c.end_date, 'YYYY-MM-DD') as end
      from carousel_cards c join flashcards f on f.id = c.flashcard_id where f.name like ${`Galería A % ${sfx}`} order by f.name`;
    expect(rows).toEqual([
      { name: `Galería A 01 ${sfx}`, start: '2026-12-01', end: '2026-12-31' },
      { name: `Galería A 02 ${sfx}`, start: '2026-12-01', end: '2026-12-31' },
    ]);
  });
});

test('resumen: número, estado, autor y los comentarios anteriores a una fecha', async ({ page }) => {
  const [card] = await sql<{ id: string; number: number }[]>`
    select id, number from flashcards where gta_id = ${gtaB.id} order by created_at limit 1`;
  const [userId] = await insertUsers(sql, [{ name: 'Lucía', lastName: 'Comentarista', email: `lucia.${sfx}@example.com` }]);
  for (const [day, text] of [
    [3, 'Nos sirvió para la planta de Monterrey.'],
    [10, '¿Aplica también para oficinas pequeñas?'],
  ] as const) {
    await sql`insert into comments (comment, user_id, flashcard_id, created_at) values (${text}, ${userId!}, ${card!.id}, ${new Date(Date.UTC(2026, 0, day, 12))})`;
  }
  await signIn(page, curator.email, PASSWORD);
  await page.goto(`/flashcards/${card!.id}/detail`);
  await expect(page.getByRole('heading', { name: 'Galería B 1' })).toBeVisible();
  await expect(page.getByText(String(card!.number), { exact: true })).toBeVisible();
  await expect(page.getByText('Aprobado', { exact: true })).toBeVisible();
  const comments = page.getByRole('table', { name: 'Comentarios' });
  await expect(comments.getByRole('row')).toHaveCount(3);
  await expect(comments.getByRole('row').nth(1)).toContainText('¿Aplica también para oficinas pequeñas?');
  await expect(comments.getByRole('row').nth(1)).toContainText('Lucía Comentarista');
  // With a date after the id, only what was written before it.
  await page.goto(`/flashcards/${card!.id}&2026-01-05T00:00:00Z/detail`);
  await expect(page.getByText('Comentarios anteriores al')).toBeVisible();
  await expect(comments.getByRole('row')).toHaveCount(2);
  await expect(comments.getByRole('row').nth(1)).toContainText('Nos sirvió para la planta de Monterrey.');
});
