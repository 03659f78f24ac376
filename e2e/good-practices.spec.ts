import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, superUser } from './helpers/auth.ts';
import { connectDb, createAdmin, uniqueSuffix, type Sql } from './helpers/db.ts';
import { insertPractice, insertVolunteers } from './helpers/good-practices.ts';
import { startNominatimStub, type NominatimStub } from './helpers/nominatim-stub.ts';

const REVOLUCION = { display_name: 'Monumento a la Revolución, Tabacalera, Cuauhtémoc, Ciudad de México, México', lat: '19.436111', lon: '-99.154722' };

let sql: Sql;
let stub: NominatimStub;

test.beforeAll(async () => {
  sql = await connectDb();
  stub = await startNominatimStub([REVOLUCION]);
});
test.afterAll(async () => {
  await stub?.close();
  await sql?.end();
});

/** Every request the browser makes stays on this machine (the app, its API and the loopback stub). */
function watchOutside(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'blob:') outside.push(request.url());
  });
  return outside;
}

/** A tile's count, from its accessible name 'Pendientes 3'. */
async function tile(page: Page, label: string): Promise<number> {
  const card = page.getByRole('button', { name: new RegExp(`^${label} \\d+$`) });
  await expect(card).toBeVisible();
  return Number((await card.getAttribute('aria-label'))?.split(' ').at(-1));
}

/** A success toast: announced as an alert, it leaves by itself. */
async function expectSuccess(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
}

/** The value shown next to a label in one of the detail's cards. */
function detailValue(page: Page, card: string, label: string): Locator {
  return page
    .getByRole('region', { name: card, exact: true })
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');
}

test('an approver filters pending practices, sees one on the map, rejects it, accepts another, and the tiles follow', async ({ page }) => {
  test.setTimeout(120_000);
  const outside = watchOutside(page);
  const suffix = uniqueSuffix();
  const toReject = `Huertos urbanos ${suffix}`;
  const toAccept = `Captación pluvial ${suffix}`;
  const reason = `Falta evidencia de resultados ${suffix}`;
  const rejectId = await insertPractice(sql, { name: toReject, ubication: 'Av. Juárez 10, Centro, Ciudad de México', lat: 19.4352, lng: -99.1412, aceptVolunteers: true, numberOfVolunteers: 12 });
  await insertVolunteers(sql, rejectId, 12, 2);
  const acceptId = await insertPractice(sql, { name: toAccept, aceptVolunteers: false });
  const approver = await createAdmin(sql, {
    name: 'Rocío',
    lastName: 'Revisora',
    email: `revisora-${suffix}@example.com`,
    password: 'Revisora-12345',
    permissions: { goodPractices: { read: true, approve: true } },
  });

  await signIn(page, approver.email, approver.password);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Buenas prácticas' }).click();
  await expect(page).toHaveURL(/\/goodPractices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Buenas prácticas' })).toBeVisible();
  const before = { pending: await tile(page, 'Pendientes'), approved: await tile(page, 'Aprobadas'), rejected: await tile(page, 'Rechazadas') };
  expect(before.pending).toBeGreaterThanOrEqual(2);

  await test.step('the Pendientes tile filters the table; a row opens the practice', async () => {
    await page.getByRole('button', { name: `Pendientes ${before.pending}` }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('status') === '0' && url.searchParams.get('active') === 'true');
    await expect(page.getByRole('button', { name: `Pendientes ${before.pending}` })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Buscar').fill(suffix);
    // The pending filter alone may already show just these two rows: wait for the search itself.
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === suffix);
    const table = page.getByRole('table', { name: 'Buenas prácticas' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').filter({ hasText: toReject }).getByText('Pendiente')).toBeVisible();
    await table.getByRole('row').filter({ hasText: toReject }).click();
    await expect(page).toHaveURL(new RegExp(`/goodPractices/${rejectId}$`));
  });

  await test.step('the detail: the marker on the map, its coordinates and address even without tiles; volunteers', async () => {
    await expect(page.getByRole('heading', { level: 1, name: toReject })).toBeVisible();
    const map = page.getByRole('region', { name: `Mapa de ${toReject}` });
    await expect(map).toBeVisible();
    await expect(map.getByRole('button', { name: `Ubicación de ${toReject}` }).or(map.getByAltText(`Ubicación de ${toReject}`))).toBeVisible();
    await expect(page.getByText('No se pudo cargar el mapa base')).toBeVisible();
    await expect(detailValue(page, 'Dónde', 'Ubicación')).toHaveText('Av. Juárez 10, Centro, Ciudad de México');
    await expect(detailValue(page, 'Dónde', 'Latitud')).toHaveText('19.4352');
    await expect(page.getByText('10 de 12 solicitados')).toBeVisible();
    const volunteers = page.getByRole('table', { name: 'Voluntarios' });
    await expect(volunteers.getByRole('row')).toHaveCount(11);
    // The approve flag lets this approver accept and reject; role 2 would not see them (API suite).
    await expect(page.getByRole('button', { name: 'Aprobar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Editar' })).toBeVisible();
  });

  await test.step('a volunteer is deactivated with a reason, in place', async () => {
    const volunteers = page.getByRole('table', { name: 'Voluntarios' });
    await volunteers.getByRole('button', { name: 'Desactivar Voluntaria12 Prueba E2E' }).click();
    const dialog = page.getByRole('dialog', { name: 'Justificación' });
    await dialog.getByRole('textbox', { name: 'Justificación' }).fill('Pidió su baja por correo');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expectSuccess(page, 'Registro desactivado');
    await expect(page.getByText('9 de 12 solicitados')).toBeVisible();
    await expect(volunteers.getByRole('button', { name: 'Activar Voluntaria12 Prueba E2E' })).toBeVisible();
  });

  await test.step('reject: the reason is required, then «Iniciativa rechazada» and back to the same filtered list', async () => {
    await page.getByRole('button', { name: 'Rechazar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Justificación' });
    await dialog.getByRole('textbox', { name: 'Justificación' }).fill(reason);
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expectSuccess(page, 'Iniciativa rechazada');
    await expect(page).toHaveURL((url) => url.pathname === '/goodPractices' && url.searchParams.get('status') === '0' && url.searchParams.get('search') === suffix);
  });

  await test.step('accept the other one: «Iniciativa aprobada», back to the list', async () => {
    await page.goto(`/goodPractices/${acceptId}`);
    await expect(page.getByText('Esta iniciativa no acepta voluntarios', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('Sin coordenadas registradas')).toBeVisible();
    await page.getByRole('button', { name: 'Aprobar' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(`«Aprobar» para «${toAccept}»`);
    await confirm.getByRole('button', { name: 'Aprobar' }).click();
    await expectSuccess(page, 'Iniciativa aprobada');
    await expect(page).toHaveURL(/\/goodPractices$/);
  });

  await test.step('the tiles changed; the approved one links to the public site', async () => {
    await expect(page.getByRole('button', { name: `Pendientes ${before.pending - 2}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Aprobadas ${before.approved + 1}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Rechazadas ${before.rejected + 1}` })).toBeVisible();
    await page.getByRole('button', { name: `Rechazadas ${before.rejected + 1}` }).click();
    await expect(page.getByRole('table', { name: 'Buenas prácticas' }).getByRole('row').filter({ hasText: toReject })).toBeVisible();
    await page.goto(`/goodPractices/${acceptId}`);
    await expect(page.getByRole('link', { name: 'Ver en el sitio público' })).toHaveAttribute('href', new RegExp(`/goodPractices/${acceptId}$`));
    await expect(page.getByRole('button', { name: 'Aprobar' })).toHaveCount(0);
  });

  const [rejected] = await sql<{ status: number }[]>`select status from good_practices where id = ${rejectId}`;
  expect(rejected!.status).toBe(3);
  const [history] = await sql<{ description: string }[]>`select description from historicals where document = ${rejectId} and cause = 'rejected'`;
  expect(history!.description).toBe(reason);
  expect(outside).toEqual([]);
});

test('an editor finds the address through the search, the marker moves, and the edit is saved', async ({ page }) => {
  test.setTimeout(120_000);
  const outside = watchOutside(page);
  const name = `Reforestación urbana ${uniqueSuffix()}`;
  const id = await insertPractice(sql, { name, ubication: 'Zócalo, Centro, Ciudad de México', lat: 19.4326, lng: -99.1332 });

  await signIn(page, superUser.email, superUser.password);
  await page.goto(`/goodPractices/${id}`);
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`/goodPractices/${id}/edit$`));

  const address = page.getByRole('textbox', { name: 'Ubicación' });
  const lat = page.getByRole('spinbutton', { name: 'Latitud' });
  const lng = page.getByRole('spinbutton', { name: 'Longitud' });
  await expect(lat).toHaveValue('19.4326');
  const marker = page.getByRole('region', { name: /^Mapa de / }).locator('.leaflet-marker-icon');
  await expect(marker).toBeVisible();
  const before = await marker.boundingBox();

  await test.step('search the address: the server asks the geocoder, a result fills address and coordinates', async () => {
    await address.fill('Monumento a la Revolución');
    await page.getByRole('button', { name: 'Buscar dirección' }).click();
    const results = page.getByRole('list', { name: 'Direcciones encontradas' });
    await expect(results.getByRole('button')).toHaveCount(1);
    await results.getByRole('button', { name: /Monumento a la Revolución/ }).click();
    await expect(address).toHaveValue(REVOLUCION.display_name);
    await expect(lat).toHaveValue('19.436111');
    await expect(lng).toHaveValue('-99.154722');
    expect(stub.queries).toContain('monumento a la revolución');
  });

  await test.step('the marker moved to the place found', async () => {
    await expect.poll(async () => JSON.stringify(await marker.boundingBox())).not.toBe(JSON.stringify(before));
    // The map pans to the place with an animation; a drag that starts while it runs is taken by the map, not the
    // marker (on a loaded machine the pan outlasts the first poll). The marker is at rest once two reads agree.
    let last = '';
    await expect
      .poll(async () => {
        const now = JSON.stringify(await marker.boundingBox());
        const still = now === last;
        last = now;
        return still;
      })
      .toBe(true);
  });

  await test.step('dragging the marker changes the coordinates', async () => {
    const box = (await marker.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height + 40, { steps: 8 });
    await page.mouse.up();
    await expect(lat).not.toHaveValue('19.436111');
    await expect(lng).not.toHaveValue('-99.154722');
  });

  await test.step('a search with no result says so and changes nothing', async () => {
    const dragged = { lat: await lat.inputValue(), lng: await lng.inputValue() };
    await address.fill('Calle que no existe');
    await address.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'No se encontraron direcciones para «Calle que no existe»' })).toBeVisible();
    await expect(lat).toHaveValue(dragged.lat);
    await address.fill(REVOLUCION.display_name);
  });

  await test.step('a failing geocoder is told under the search; the coordinates are typed by hand', async () => {
    await address.fill('Camino averiado 12');
    await page.getByRole('button', { name: 'Buscar dirección' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'El servicio de búsqueda de direcciones no está disponible' })).toBeVisible();
    // No global error dialog: the form keeps working.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await lat.fill('19.436000');
    await lng.fill('-99.154000');
    await expect(marker).toBeVisible();
    await address.fill(REVOLUCION.display_name);
  });

  await test.step('save with a reason: «Acción actualizada», back to the list, stored', async () => {
    const saved = { lat: Number(await lat.inputValue()), lng: Number(await lng.inputValue()) };
    await page.getByRole('button', { name: 'Guardar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Justificación' });
    await dialog.getByRole('textbox', { name: 'Justificación' }).fill('Dirección corregida con el buscador');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expectSuccess(page, 'Acción actualizada');
    await expect(page).toHaveURL(/\/goodPractices$/);
    const [row] = await sql<{ ubication: string; lat: number; lng: number }[]>`select ubication, lat, lng from good_practices where id = ${id}`;
    expect(row!.ubication).toBe(REVOLUCION.display_name);
    expect(row!.lat).toBeCloseTo(saved.lat, 6);
    expect(row!.lng).toBeCloseTo(saved.lng, 6);
  });

  await test.step('the map page shows approved practices as clustered markers', async () => {
    await sql`update good_practices set status = 2 where id = ${id}`;
    await page.goto('/goodPractices');
    await page.getByRole('link', { name: 'Ver mapa' }).click();
    await expect(page).toHaveURL(/\/goodPractices\/map$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mapa de buenas prácticas' })).toBeVisible();
    const map = page.getByRole('region', { name: 'Mapa de buenas prácticas' });
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  });

  expect(outside).toEqual([]);
});
