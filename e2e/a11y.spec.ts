import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import argon2 from 'argon2';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import postgres from 'postgres';
import type { ApiSession } from './helpers/api.ts';
import { openAs, submitCredentials } from './helpers/auth.ts';
import { axeViolations } from './helpers/axe.ts';
import { readLoginCode } from './helpers/outbox.ts';
import { startOwnServer } from './helpers/own-server.ts';

/**
 * axe-core (WCAG 2.2 AA) finds nothing on any page or dialog of both specs, for the super user and for a
 * participant bound to one GTA, in the light and in the dark theme. The walk runs on a server of its own loaded with
 * the demo data, so that every list, detail, chart and map has real records; each page is reached once inside the app
 * and audited in both themes (the device's scheme, which an admin who never chose a theme follows).
 */

const port = Number(process.env.E2E_PORT ?? 3100) + 12;
const base = `http://127.0.0.1:${port}`;
const SUPER = { email: 'axe.super@example.com', password: 'Accesible12345!', fullName: 'Super Usuario' };
const PARTICIPANT_PASSWORD = 'Participante-12345';

test.use({ baseURL: base });

let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
let superSession: ApiSession;
let participantSession: ApiSession;
let participant: { id: string; email: string; name: string; lastName: string; gtaId: string; ownCard: string };

/** The demo's modules, each with what it offers: list and detail always, create and edit where the module has them. */
const MODULES = [
  { route: '/admins', api: 'admins?role=1', create: true, edit: true },
  { route: '/timeInitiatives', api: 'timeInitiatives', create: true, edit: true },
  { route: '/business-join-types', api: 'business-join-types', create: true, edit: true },
  { route: '/business-joinsub-types', api: 'business-joinsub-types', create: true, edit: true },
  { route: '/axesGlobalPact', api: 'axes-global-pact', create: true, edit: true },
  { route: '/business-types', api: 'business-types', create: true, edit: true },
  { route: '/sectors', api: 'sectors', create: true, edit: true },
  { route: '/companies', api: 'companies', create: true, edit: true },
  { route: '/gtas', api: 'gtas', create: true, edit: true },
  { route: '/workAxes', api: 'workAxes', create: true, edit: true },
  { route: '/objectives', api: 'objectives', create: true, edit: true },
  { route: '/climbs', api: 'climbs', create: true, edit: true },
  { route: '/areas', api: 'areas', create: true, edit: true },
  { route: '/filters', api: 'filters', create: true, edit: true },
  { route: '/filterTypes', api: 'filterTypes' },
  { route: '/users', api: 'users' },
  { route: '/comments', api: 'comments' },
  { route: '/contacts', api: 'contacts', create: true },
  { route: '/carouselCards', api: 'carouselCards', create: true },
  { route: '/priorizations', api: 'priorizations', create: true, edit: true },
  { route: '/goodPractices', api: 'goodPractices', edit: true },
  { route: '/volunteers', api: 'volunteers' },
] as const;

async function connect(dataDir: string) {
  const pid = await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
  const password = (await readFile(join(dataDir, 'pg-password'), 'utf8')).trim();
  return postgres({ host: '127.0.0.1', port: Number(pid.split('\n')[3]), user: 'app', password, database: 'app', max: 1, onnotice: () => {} });
}

async function apiSession(request: APIRequestContext, email: string, password: string): Promise<ApiSession> {
  const since = Date.now();
  const step1 = await request.post('/api/auth/admins/login', { data: { email, password } });
  expect(step1.status(), await step1.text()).toBe(201);
  const code = await readLoginCode(server!.dataDir, email, { since });
  const step2 = await request.post('/api/auth/admins/verify', { data: { email, code } });
  expect(step2.status(), await step2.text()).toBe(200);
  return ((await step2.json()) as { data: ApiSession }).data;
}

async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${superSession.token}` } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const firstId = async (request: APIRequestContext, query: string): Promise<string> => {
  const { docs } = await apiGet<{ docs: { _id: string }[] }>(request, `/api/${query}${query.includes('?') ? '&' : '?'}limit=1`);
  expect(docs.length, `a record of ${query}`).toBeGreaterThan(0);
  return docs[0]!._id;
};

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  server = await startOwnServer(port, {
    APP_URL: base,
    ADMIN_EMAIL: SUPER.email,
    ADMIN_PASSWORD: SUPER.password,
    TWO_FACTOR: 'true',
    AUTH_CODE_MAILS: '1000',
    DEMO_DATA: 'true',
    // Nothing outside the machine: no tile is reachable, so a map shows its marker, coordinates and address.
    MAP_TILE_URL: `http://127.0.0.1:9/{z}/{x}/{y}.png`,
  });
  superSession = await apiSession(request, SUPER.email, SUPER.password);
  // A demo participant of one GTA (the demo's people have no password): given one.
  const sql = await connect(server.dataDir);
  try {
    // Her own card still new (status 0): the one card whose edit form she may open.
    const [row] = await sql<{ id: string; email: string; name: string; last_name: string; gta_id: string; card: string }[]>`
      select a.id, a.email, a.name, a.last_name, a.gta_id, f.id as card from admins a
      join flashcards f on f.gta_id = a.gta_id and f.created_by_id = a.id and f.status = 0 and f.active
      where a.role = 2 order by a.email, f.id limit 1`;
    expect(row, 'a demo participant bound to a GTA with a new card of her own').toBeDefined();
    await sql`update admins set password_hash = ${await argon2.hash(PARTICIPANT_PASSWORD, { type: argon2.argon2id })}, validated = true where id = ${row!.id}`;
    participant = { id: row!.id, email: row!.email, name: row!.name, lastName: row!.last_name, gtaId: row!.gta_id, ownCard: row!.card };
  } finally {
    await sql.end();
  }
  participantSession = await apiSession(request, participant.email, PARTICIPANT_PASSWORD);
});

test.afterAll(async () => {
  await server?.stop();
});

// Each page's audits in light and dark, so a test is a handful of pages: 30–110 s alone, near 3 min beside other jobs.
test.beforeEach(() => test.setTimeout(240_000));

type Scheme = 'light' | 'dark';
const order = new WeakMap<Page, Scheme[]>();
let audits = 0;
const spent = { axe: 0, total: 0 };

/**
 * axe on what the page shows now, every WCAG 2.2 AA rule in both themes: the scheme it is in, then the other; the
 * next audit starts from that one, so each page costs one switch. Soft, so that one run lists every problem.
 */
async function audit(page: Page, what: string): Promise<void> {
  const schemes = order.get(page) ?? ['light', 'dark'];
  for (const scheme of schemes) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme);
    const started = Date.now();
    expect.soft(await axeViolations(page), `axe on ${what} (${scheme})`).toEqual([]);
    spent.axe += Date.now() - started;
    audits += 1;
  }
  order.set(page, [...schemes].reverse());
}

let testStarted = 0;
test.beforeEach(() => {
  testStarted = Date.now();
});
test.afterEach(() => {
  spent.total += Date.now() - testStarted;
});

test.afterAll(() => {
  console.log(`a11y: ${audits} audits; axe ${spent.axe} ms of ${spent.total} ms of tests`);
});

/** Waits until no menu, popover or dialog is open or closing: the shell's keys wait for that too. */
async function noModal(page: Page): Promise<void> {
  await expect(page.locator('.MuiModal-root:not(.MuiModal-hidden)')).toHaveCount(0);
}

/** Enters the app signed in as `who`, with the device in light. */
async function enter(page: Page, who: ApiSession): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await openAs(page, who);
  await settled(page);
}

/** A page of the shell with its heading and its data: no spinner or skeleton left in the main region. */
async function settled(page: Page, heading = page.locator('main').getByRole('heading', { level: 1 }).first()): Promise<void> {
  const main = page.locator('main');
  await expect(heading).toBeVisible();
  // Spinners and skeletons only: a determinate bar (the dashboard's progress) has a value and stays.
  await expect(main.locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')).toHaveCount(0);
}

/** Moves to `path` inside the app, with no reload: the walk pays for each page, not for the app's start. */
async function go(page: Page, path: string): Promise<void> {
  // The router keeps the old page until the new one's data arrives: its heading, still focused, must not pass for the new one's.
  await page.evaluate((to) => {
    (document.activeElement as HTMLElement | null)?.blur();
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Goes to `path`, waits for its heading and its data, then audits it. */
async function visit(page: Page, path: string): Promise<void> {
  await test.step(path, async () => {
    await go(page, path);
    await expect(page).toHaveURL((url) => url.pathname + url.search === path);
    await expect(page.locator('main h1')).toBeFocused();
    await settled(page);
    await audit(page, path);
  });
}

/** A module's list, a record's detail, the create form and that record's edit form. */
async function walkModules(page: Page, request: APIRequestContext, modules: readonly (typeof MODULES)[number][]) {
  await enter(page, superSession);
  for (const m of modules) {
    const id = await firstId(request, m.api);
    await visit(page, m.route);
    await visit(page, `${m.route}/${id}`);
    if ('create' in m) await visit(page, `${m.route}/create`);
    if ('edit' in m) await visit(page, `${m.route}/${id}/edit`);
  }
}

const at = (from: number, to: number) => MODULES.slice(from, to);

test.describe('super usuario', () => {
  test('axe: administradores y sus permisos', async ({ page, request }) => {
    await walkModules(page, request, at(0, 1));
    await visit(page, `/admins/${await firstId(request, 'admins?role=1')}/permission`);
  });

  test('axe: Súmate', async ({ page, request }) => {
    await walkModules(page, request, at(1, 5));
  });

  test('axe: ámbitos, sectores, empresas, GTA y ejes', async ({ page, request }) => {
    await walkModules(page, request, at(5, 10));
  });

  test('axe: objetivos, climas, áreas, filtros, usuarios y comentarios', async ({ page, request }) => {
    await walkModules(page, request, at(10, 17));
  });

  test('axe: contactos, carrusel, priorización, buenas prácticas y voluntarios', async ({ page, request }) => {
    await walkModules(page, request, at(17, 22));
    await visit(page, '/goodPractices/map');
  });

  test('axe: flashcards (tabla, galería, resumen, formularios), sus votos y la revisión', async ({ page, request }) => {
    await enter(page, superSession);
    const card = await firstId(request, 'flashcards?status=2');
    const inReview = await firstId(request, 'flashcards?status=1');
    await visit(page, '/formCards');
    await visit(page, `/formCards/${card}`);
    await visit(page, '/flashcards');
    await visit(page, `/flashcards/${card}`);
    await visit(page, `/flashcards/${card}/detail`);
    await visit(page, '/flashcards/create');
    await visit(page, `/flashcards/${card}/edit`);
    await visit(page, `/priorization/${card}`);
    await visit(page, '/review');
    await visit(page, `/review/flashcards/${inReview}`);
  });

  test('axe: inicio, notificaciones, actividad, Configuración y sus paneles, Mi perfil y no encontrada', async ({ page }) => {
    await enter(page, superSession);
    await audit(page, '/home');
    await visit(page, '/notifications');
    await visit(page, '/activity');
    await visit(page, '/configuration');
    const panels = page.locator('main .MuiAccordionSummary-root');
    const count = await panels.count();
    expect(count).toBeGreaterThan(3);
    // The first is open on arrival; each other one is opened and audited.
    for (let i = 1; i < count; i += 1) {
      const summary = panels.nth(i);
      if ((await summary.getAttribute('aria-expanded')) === 'true') continue;
      await summary.click();
      await expect(summary).toHaveAttribute('aria-expanded', 'true');
      await settled(page);
      await audit(page, `Configuración: ${await summary.innerText()}`);
    }
    await visit(page, `/admins/${(superSession.user as { _id: string })._id}?perfil=1`);
    await visit(page, '/sectors/00000000-0000-4000-8000-000000000000');
    await visit(page, '/sectors/no-es-un-id');
    await visit(page, '/una/ruta/que/no/existe');
  });

  test('axe: justificación, confirmación, menú de la cuenta, buscador, atajos y campana', async ({ page, request }) => {
    await enter(page, superSession);
    const sector = await firstId(request, 'sectors?active=true');
    const climb = await firstId(request, 'climbs');

    await test.step('Justificación of a save, then its toast', async () => {
      await visit(page, `/sectors/${sector}/edit`);
      await page.getByRole('textbox', { name: 'Descripción' }).fill(`Revisada por axe ${Date.now()}`);
      await page.getByRole('button', { name: 'Guardar' }).click();
      const reason = page.getByRole('dialog', { name: 'Justificación' });
      await expect(reason).toBeVisible();
      await audit(page, 'Justificación (guardar)');
      await reason.getByRole('textbox', { name: 'Justificación' }).fill('Revisión de accesibilidad');
      await reason.getByRole('button', { name: 'Aceptar' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Registro actualizado' })).toBeVisible();
      await audit(page, 'Registro actualizado');
    });

    await test.step('Justificación of Desactivar', async () => {
      await visit(page, `/sectors/${sector}`);
      await page.getByRole('button', { name: 'Desactivar' }).click();
      const reason = page.getByRole('dialog', { name: 'Justificación' });
      await expect(reason).toBeVisible();
      await audit(page, 'Justificación (desactivar)');
      await reason.getByRole('button', { name: 'Cancelar' }).click();
      await expect(reason).toBeHidden();
    });

    await test.step('the confirmation of Eliminar', async () => {
      await visit(page, `/climbs/${climb}`);
      await page.getByRole('button', { name: 'Eliminar' }).click();
      const confirm = page.getByRole('dialog');
      await expect(confirm).toBeVisible();
      await audit(page, 'confirmar Eliminar');
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await expect(confirm).toBeHidden();
    });

    await shellDialogs(page, SUPER.fullName);
  });

  test('axe: columnas, exportar, vistas guardadas, votar, webhook y llave de acceso', async ({ page }) => {
    await enter(page, superSession);
    await visit(page, '/sectors');

    await test.step('Columnas', async () => {
      await page.getByRole('button', { name: 'Columnas' }).click();
      const chooser = page.getByRole('dialog', { name: 'Columnas de la lista' });
      await expect(chooser).toBeVisible();
      await audit(page, 'Columnas');
      await page.keyboard.press('Escape');
      await expect(chooser).toBeHidden();
    });

    await test.step('Exportar', async () => {
      await page.getByRole('button', { name: 'Exportar' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await audit(page, 'Exportar');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
    });

    await test.step('Guardar vista', async () => {
      await page.getByRole('button', { name: 'Guardar vista' }).click();
      const dialog = page.getByRole('dialog', { name: 'Guardar la lista como vista' });
      await expect(dialog).toBeVisible();
      await audit(page, 'Guardar vista');
      await dialog.getByRole('textbox', { name: 'Nombre de la vista' }).fill('Vista de axe');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Opciones de la vista Vista de axe' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await audit(page, 'menú de una vista guardada');
      await page.keyboard.press('Escape');
      await noModal(page);
    });

    await test.step('the vote dialog', async () => {
      await visit(page, '/priorizations');
      await page.getByRole('button', { name: /^Evaluar «/ }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await audit(page, 'votar');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step('Agregar webhook', async () => {
      await visit(page, '/configuration');
      await page.getByRole('button', { name: 'Webhooks' }).click();
      await page.getByRole('button', { name: 'Agregar webhook' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await audit(page, 'Agregar webhook');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step('Agregar llave de acceso', async () => {
      await visit(page, `/admins/${(superSession.user as { _id: string })._id}?perfil=1`);
      await page.getByRole('button', { name: 'Agregar llave de acceso' }).click();
      const dialog = page.getByRole('dialog', { name: 'Agregar una llave de acceso' });
      await expect(dialog).toBeVisible();
      await audit(page, 'Agregar llave de acceso');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  });
});

/** The dialogs every page of the shell offers: the account menu, search everywhere, the shortcuts and the bell. */
async function shellDialogs(page: Page, fullName: string): Promise<void> {
  await test.step('the account menu', async () => {
    await page.getByRole('button', { name: new RegExp(`^Cuenta de ${fullName}`) }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await audit(page, 'menú de la cuenta');
    await page.keyboard.press('Escape');
    await noModal(page);
  });

  await test.step('search everywhere (Ctrl+K), with results', async () => {
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Buscar en todos los módulos' });
    await expect(dialog).toBeVisible();
    await audit(page, 'Ctrl+K');
    await dialog.getByRole('combobox', { name: 'Título a buscar' }).or(dialog.getByRole('textbox', { name: 'Título a buscar' })).fill('agua');
    await expect(dialog.getByText(/resultados?$|Ningún título/).first()).toBeVisible();
    await audit(page, 'Ctrl+K con resultados');
    await page.keyboard.press('Escape');
    await noModal(page);
  });

  await test.step('the shortcuts (?)', async () => {
    await page.locator('main h1').focus();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Atajos de teclado' });
    await expect(dialog).toBeVisible();
    await audit(page, 'atajos');
    await page.keyboard.press('Escape');
    await noModal(page);
  });

  await test.step('the bell', async () => {
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    await expect(page.getByRole('menu', { name: 'Últimas notificaciones' }).or(page.locator('.MuiPopover-paper'))).toBeVisible();
    await audit(page, 'campana');
    await page.keyboard.press('Escape');
    await noModal(page);
  });
}

test.describe('participante de un GTA', () => {
  test('axe: inicio, flashcards de su GTA, sus formularios, votos, notificaciones, Mi perfil', async ({ page, request }) => {
    await enter(page, participantSession);
    await audit(page, '/home (participante)');
    const { docs } = await apiGet<{ docs: { _id: string; status: number }[] }>(
      request,
      `/api/flashcards?gta=${participant.gtaId}&limit=100`,
    );
    const approved = docs.find((d) => d.status === 2);
    const own = { _id: participant.ownCard };
    expect(approved, 'an approved card of her GTA').toBeDefined();
    await visit(page, '/formCards');
    await visit(page, `/formCards/${own!._id}`);
    await visit(page, '/flashcards');
    await visit(page, `/flashcards/${approved!._id}`);
    await visit(page, `/flashcards/${approved!._id}/detail`);
    await visit(page, '/flashcards/create');
    await visit(page, `/flashcards/${own!._id}/edit`);
    await visit(page, '/priorizations');
    await visit(page, `/priorization/${approved!._id}`);
    await visit(page, '/notifications');
    await visit(page, `/admins/${participant.id}?perfil=1`);
    await test.step('/sectors, without the permission: home and its Alerta', async () => {
      await go(page, '/sectors');
      const alert = page.getByRole('dialog', { name: 'Alerta' });
      await expect(alert).toContainText('No tiene permiso para acceder a esta sección.');
      await expect(page).toHaveURL(/\/home$/);
      // The Alerta hides the page from the accessibility tree: home's heading is found by its markup.
      await settled(page, page.locator('main h1').first());
      await audit(page, '/sectors (sin permiso)');
    });
  });

  test('axe: los diálogos del participante', async ({ page }) => {
    await enter(page, participantSession);
    await visit(page, '/formCards');
    await shellDialogs(page, `${participant.name} ${participant.lastName}`);
  });
});

test('axe: acceso, código, recuperación y nueva contraseña, sin sesión', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await audit(page, 'acceso');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Campo requerido').first()).toBeVisible();
  await audit(page, 'acceso con errores');
  await submitCredentials(page, SUPER.email, SUPER.password);
  await expect(page.getByRole('heading', { name: 'Código de verificación' })).toBeVisible();
  await audit(page, 'código de verificación');
  await page.goto('/recover');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await audit(page, '/recover');
  await page.goto(`/user/updatepassword/${'a'.repeat(64)}&${SUPER.email}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await audit(page, 'nueva contraseña');
});
