import { expect, test, type APIRequestContext, type Page, type WebSocket } from '@playwright/test';
import { apiCall, apiLogin } from './helpers/api.ts';
import { signIn, superUser } from './helpers/auth.ts';
import { connectDb, createAdmin, uniqueSuffix, type Sql, type TestAdmin } from './helpers/db.ts';

let sql: Sql;
let world: { gta: string; axis: string; scope: string };
let participant: TestAdmin;
let participantToken: string;

const cardRights = { formCards: { read: true, create: true, update: true } };
const approverRights = { formCards: { read: true, approve: true } };

test.beforeAll(async ({ request }) => {
  sql = await connectDb();
  const suffix = uniqueSuffix();
  const [gta] = await sql<{ id: string }[]>`
    insert into gtas (title, goal, action_lines, nomenclature, author, position)
    values (${`GTA Avisos ${suffix}`}, 'Objetivo', 'Líneas', 'AV', 'Equipo E2E', 'Puesto') returning id`;
  const [axis] = await sql<{ id: string }[]>`insert into work_axes (gta_id, objective, position) values (${gta!.id}, 'Eje de avisos', '1') returning id`;
  const [scope] = await sql<{ id: string }[]>`insert into business_types (name, description) values (${`Industria ${suffix}`}, 'Industria') returning id`;
  world = { gta: gta!.id, axis: axis!.id, scope: scope!.id };
  participant = await createAdmin(sql, {
    name: 'Pablo',
    lastName: 'Participante',
    email: `participante.${suffix}@example.com`,
    password: 'Participa12345!',
    permissions: cardRights,
    role: 2,
    gta: world.gta,
  });
  participantToken = await apiLogin(request, participant.email, participant.password);
});

test.afterAll(async () => {
  await sql?.end();
});

/** An editor of the card's GTA who may approve cards. */
function editor(name: string): Promise<TestAdmin> {
  const suffix = uniqueSuffix();
  return createAdmin(sql, {
    name,
    lastName: 'Editora',
    email: `${name.toLowerCase()}.${suffix}@example.com`,
    password: 'Edita12345!',
    permissions: approverRights,
    gta: world.gta,
  });
}

/** The participant writes a card and sends it to review, through the API, as from another browser. */
async function sendCard(request: APIRequestContext, name: string): Promise<string> {
  const card = await apiCall<{ _id: string }>(request, participantToken, 'POST', '/api/flashcards', 201, {
    name,
    what: 'Una acción concreta para la prueba de avisos.',
    gta: world.gta,
    workAxis: world.axis,
    businessType: [world.scope],
  });
  await apiCall(request, participantToken, 'PUT', `/api/flashcards/${card._id}/send`, 202, {});
  return card._id;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notificaciones/ });

/**
 * Resolves once the page's realtime connection is accepted (socket.io's CONNECT answer, `40{…`, over HTTP
 * long-polling or a WebSocket), so that what happens next can only reach the page through it. Call before the page
 * connects.
 */
function realtimeAccepted(page: Page): Promise<void> {
  const overWebSocket = new Promise<void>((resolve) => {
    page.on('websocket', (ws: WebSocket) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).includes('40{')) resolve();
      });
    });
  });
  const overPolling = page
    .waitForResponse(async (res) => res.url().includes('/socket.io/') && (await res.text().catch(() => '')).includes('40{'), { timeout: 30_000 })
    // Answered over the WebSocket instead: this one then never settles rather than failing later.
    .then(
      () => undefined,
      () => new Promise<void>(() => undefined),
    );
  return Promise.race([overWebSocket, overPolling]);
}

test("la campana de una editora se marca en cuanto un participante envía una flashcard, y la notificación abre la tarjeta", async ({ page, request }) => {
  test.setTimeout(90_000);
  const reviewer = await editor('Elena');
  // Sent before the socket is in, the card would reach the bell by the reconnect's refetch, with no toast.
  const live = realtimeAccepted(page);
  await signIn(page, reviewer.email, reviewer.password);
  await live;
  await expect(bell(page)).toHaveAccessibleName('Notificaciones');

  const name = `Captación pluvial ${uniqueSuffix()}`;
  const cardId = await sendCard(request, name);
  const description = `Pablo Participante envió a revisión la flashcard «${name}»`;

  await test.step('the badge and a toast appear without a reload, and the arrival is announced', async () => {
    await expect(bell(page)).toHaveAccessibleName('Notificaciones: 1 sin leer');
    await expect(page.getByTestId('notifications-badge')).toContainText('1');
    await expect(page.getByRole('alert').filter({ hasText: description })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `Nueva notificación: ${description}` })).toHaveCount(1);
    await expect(page).toHaveURL(/\/home$/);
  });

  await test.step('the bell opens by keyboard; the menu lists the notification with how long ago it happened', async () => {
    await bell(page).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Últimas sin leer' });
    await expect(menu).toBeVisible();
    const item = menu.getByRole('menuitem').filter({ hasText: description });
    await expect(item).toContainText(/hace (unos segundos|un minuto)/);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  await test.step('on /notifications the row is unread; its named button (Enter) marks it read and opens the card', async () => {
    await page.goto('/notifications');
    const table = page.getByRole('table', { name: 'Notificaciones' });
    const row = table.getByRole('row').filter({ hasText: description });
    await expect(row).toContainText('Sin leer');
    await expect(row).toContainText('Flashcards');
    await expect(row).toContainText('Pablo Participante');
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} (AM|PM)/);
    await expect(row).not.toHaveAttribute('tabindex');
    await row.getByRole('button', { name: description }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/formCards/${cardId}$`));
    await expect(page.getByText(name).first()).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notificaciones');
  });

  await test.step('a new one while the page is open shows at once; Ver todas marks all read', async () => {
    await page.goto('/notifications');
    await expect(page.getByRole('table', { name: 'Notificaciones' }).getByRole('row').filter({ hasText: description })).toContainText('Leída');
    const second = `Huertos escolares ${uniqueSuffix()}`;
    await sendCard(request, second);
    const row = page.getByRole('table', { name: 'Notificaciones' }).getByRole('row').filter({ hasText: second });
    await expect(row).toContainText('Sin leer');
    await bell(page).click();
    await page.getByRole('menuitem', { name: 'Ver todas' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(row).toContainText('Leída');
    await expect(bell(page)).toHaveAccessibleName('Notificaciones');
    await bell(page).click();
    await expect(page.getByRole('menu').getByText('No tiene notificaciones sin leer')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
  });
});

test('la campana muestra +5 por encima de cinco sin leer', async ({ page, request }) => {
  test.setTimeout(90_000);
  const reviewer = await editor('Berta');
  await signIn(page, reviewer.email, reviewer.password);
  for (let i = 1; i <= 6; i++) await sendCard(request, `Tarjeta ${i} ${uniqueSuffix()}`);
  await expect(bell(page)).toHaveAccessibleName('Notificaciones: +5 sin leer');
  await expect(page.getByTestId('notifications-badge')).toContainText('+5');
  await bell(page).click();
  // The menu lists the latest five.
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveCount(6);
});

test('una página abierta se cierra sola al desactivar a su admin o cambiar sus permisos', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const superToken = await apiLogin(request, superUser.email, superUser.password);

  await test.step('deactivated: back to the login with «Usuario desactivado»', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const target = await editor('Dora');
    const live = realtimeAccepted(page);
    await signIn(page, target.email, target.password);
    // The home page's own requests done too: otherwise one of them could be the first to hear of the deactivation.
    await live;
    await expect(bell(page)).toHaveAccessibleName('Notificaciones');
    await page.waitForLoadState('networkidle');
    await apiCall(request, superToken, 'PUT', `/api/admins/${target.id}/deactivate`, 202, { historical: { description: 'Baja de la prueba' } });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Usuario desactivado' })).toBeVisible();
    await context.close();
  });

  await test.step('permissions changed: «Se realizaron cambios en sus permisos» / «Reinicie sesión nuevamente»', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const target = await editor('Flor');
    const live = realtimeAccepted(page);
    await signIn(page, target.email, target.password);
    await live;
    await expect(bell(page)).toHaveAccessibleName('Notificaciones');
    await page.waitForLoadState('networkidle');
    const [row] = await sql<{ id: string }[]>`select id from permissions where admin_id = ${target.id}`;
    await apiCall(request, superToken, 'PUT', `/api/permissions/${row!.id}`, 202, { create: true });
    await expect(page).toHaveURL(/\/$/);
    const dialog = page.getByRole('dialog', { name: 'Se realizaron cambios en sus permisos' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Reinicie sesión nuevamente');
    await context.close();
  });
});
