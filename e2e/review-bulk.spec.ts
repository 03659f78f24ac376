import { expect, test, type Locator } from '@playwright/test';
import { apiCall, apiLogin } from './helpers/api.ts';
import { signIn, superUser } from './helpers/auth.ts';
import { expectAccessible } from './helpers/axe.ts';
import { connectDb, createAdmin, insertGta, uniqueSuffix, type Sql } from './helpers/db.ts';

/** A GTA editor rejects two of the three cards waiting in her Revisión queue at once, with one Justificación. */

const sfx = uniqueSuffix();
const REASON = 'Las dos repiten una flashcard ya aprobada.';
const names = [`Lavado en seco ${sfx}`, `Lavado con agua gris ${sfx}`, `Grifos con sensor ${sfx}`];

let sql: Sql;
let ids: string[];
let editor: { email: string; password: string };
let gtaId: string;
let axisId: string;

test.beforeAll(async () => {
  sql = await connectDb();
  const gta = await insertGta(sql, { title: `GTA Cola ${sfx}`, nomenclature: 'COL' });
  const [axis] = await sql<{ id: string }[]>`insert into work_axes (gta_id, objective, position) values (${gta}, ${`Lavado ${sfx}`}, '1') returning id`;
  gtaId = gta;
  axisId = axis!.id;
  ids = [];
  // Oldest first in the queue: the first name waits the longest.
  for (const [i, name] of names.entries()) {
    const [card] = await sql<{ id: string }[]>`
      insert into flashcards (number, name, what, indicator, gta_id, work_axis_id, status, created_at)
      values (${900 + i}, ${name}, 'Lavar los vehículos de la flota sin agua potable.', 'Litros al mes', ${gta}, ${axis!.id}, 1,
              now() - make_interval(days => ${10 - i}))
      returning id`;
    ids.push(card!.id);
  }
  editor = await createAdmin(sql, {
    name: 'Inés',
    lastName: 'Revisora',
    email: `cola.${sfx}@example.com`,
    password: 'Revisa12345!',
    permissions: { formCards: { read: true, approve: true } },
    gta,
  });
});

test.afterAll(async () => {
  await sql?.end();
});

test('an editor rejects two queued cards with one Justificación and the queue shrinks', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, editor.email, editor.password);
  await page.goto('/review');
  const table = page.getByRole('table', { name: 'Cola de revisión' });
  await expect(table.getByRole('row')).toHaveCount(4);
  const toolbar = page.getByRole('toolbar', { name: 'Acciones sobre la selección: Flashcards' });

  await test.step('two chosen: one toolbar for the cards, «Flashcards · 2 seleccionadas», axe clean', async () => {
    await table.getByRole('checkbox', { name: `Seleccionar ${names[0]}` }).check();
    await table.getByRole('checkbox', { name: `Seleccionar ${names[1]}` }).check();
    await expect(toolbar).toContainText('Flashcards · 2 seleccionadas');
    await expect(toolbar.getByRole('button', { name: 'Aprobar' })).toBeVisible();
    await expectAccessible(page, 'la cola de revisión con selección');
  });

  await test.step('«Rechazar», one Justificación, «2 rechazadas», the queue keeps the third card', async () => {
    await toolbar.getByRole('button', { name: 'Rechazar' }).click();
    const reason = page.getByRole('dialog', { name: 'Justificación' });
    await reason.getByRole('textbox', { name: 'Justificación' }).fill(REASON);
    await reason.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('2 rechazadas')).toBeVisible();
    await expect(toolbar).toHaveCount(0);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(names[2]!);
    await expect(table.getByRole('checkbox', { name: `Seleccionar ${names[2]}` })).not.toBeChecked();
  });

  await test.step('both cards rejected with the reason in their history; the third still waits', async () => {
    const rows = await sql<{ id: string; status: number }[]>`select id, status from flashcards where id in ${sql(ids)}`;
    const status = Object.fromEntries(rows.map((row) => [row.id, row.status]));
    expect(ids.map((id) => status[id])).toEqual([3, 3, 1]);
    for (const id of ids.slice(0, 2)) {
      const [last] = await sql<{ cause: string; description: string }[]>`
        select cause, description from historicals where document = ${id} order by created_at desc limit 1`;
      expect(last).toEqual({ cause: 'rejected', description: REASON });
    }
  });
});

/** The running animation of a toast's bar: its state and how far it has run. */
const timerOf = (toast: Locator) =>
  toast.locator('xpath=..').locator(':scope > .toast-timer').evaluate((bar) => {
    const [animation] = bar.getAnimations();
    return { state: animation?.playState, time: Number(animation?.currentTime ?? 0) };
  });

test('a toast sits below the top bar, pauses under the pointer, and is heard while a dialog is open', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, editor.email, editor.password);
  await page.goto('/review');
  const table = page.getByRole('table', { name: 'Cola de revisión' });
  await table.getByRole('checkbox', { name: `Seleccionar ${names[2]}` }).check();
  await page.getByRole('toolbar', { name: 'Acciones sobre la selección: Flashcards' }).getByRole('button', { name: 'Rechazar' }).click();
  const reason = page.getByRole('dialog', { name: 'Justificación' });
  await expect(reason).toBeVisible();

  // Someone sends a card of her GTA while the Justificación is open: its notice arrives as a toast.
  const sent = `Lavado con vapor ${sfx}`;
  const [card] = await sql<{ id: string }[]>`
    insert into flashcards (number, name, what, indicator, gta_id, work_axis_id, status)
    values (950, ${sent}, 'Lavar con vapor a baja presión.', 'Litros al mes', ${gtaId}, ${axisId}, 0) returning id`;
  const token = await apiLogin(request, superUser.email, superUser.password);
  await apiCall(request, token, 'PUT', `/api/flashcards/${card!.id}/send`, 202, {});

  const toast = page.getByRole('alert').filter({ hasText: sent });
  await test.step('the toast is in the accessibility tree while the dialog hides the page; its bar stops under the pointer', async () => {
    await expect(toast).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(reason).toBeVisible();
    await toast.hover();
    await expect.poll(() => timerOf(toast).then((t) => t.state)).toBe('paused');
    const paused = (await timerOf(toast)).time;
    await toast.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect((await timerOf(toast)).time).toBe(paused);
  });

  await test.step('below the top bar, at the end; the bar runs out once the pointer leaves and the toast closes', async () => {
    // The top bar is hidden from the accessibility tree while the dialog is open, not from the screen.
    const bar = (await page.locator('header').first().boundingBox())!;
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(box.x + box.width).toBeGreaterThan(page.viewportSize()!.width - 40);
    await reason.getByRole('button', { name: 'Cancelar' }).click();
    await expect(reason).toBeHidden();
    // Only the bar closes a toast: it went on running once the pointer left.
    await expect(toast).toBeHidden({ timeout: 10_000 });
  });
});
