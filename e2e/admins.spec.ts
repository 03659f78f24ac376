import { Buffer } from 'node:buffer';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, signIn, superUser } from './helpers/auth.ts';
import { connectDb, insertSectors, uniqueSuffix } from './helpers/db.ts';
import { e2eDataDir, readLatestMail } from './helpers/outbox.ts';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small RGB PNG, one colour: a profile image any decoder reads. */
function makePng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) raw.set([r, g, b], y * (size * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function input(page: Page, label: string): Locator {
  return page.getByLabel(label, { exact: true });
}

/** Picks an option of an Autocomplete after typing part of its name. */
async function choose(page: Page, label: string, typed: string, option: string): Promise<void> {
  await input(page, label).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input(page, label)).toHaveValue(option);
}

/** Picks an option of a select (Rol, Género). */
async function select(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A success toast: announced as an alert, it leaves by itself. */
async function expectSuccess(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
}

/** A notice dialog, closed with Aceptar. */
async function acceptDialog(page: Page, title: string, text?: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  if (text) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();
}

/** A cell of the permission matrix, named '<module>: <column>'. */
function cell(page: Page, module: string, column: string): Locator {
  return page.getByRole('checkbox', { name: `${module}: ${column}`, exact: true });
}

test('un super usuario crea un editor con permisos de sectores; el editor entra y pierde un permiso en vivo', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const editor = {
    name: 'Editora',
    lastName: `Prueba ${suffix}`,
    email: `editora.${suffix}@example.com`,
    password: `Editora-${suffix}!`,
  };
  const sectorName = `Sector del editor ${suffix}`;
  const sql = await connectDb();
  try {
    await insertSectors(sql, [{ name: sectorName, description: 'Sector para el editor de prueba' }]);
  } finally {
    await sql.end();
  }

  const rootContext = await browser.newContext();
  const root = await rootContext.newPage();
  const editorContext = await browser.newContext();
  const page = await editorContext.newPage();

  let adminUrl = '';
  await test.step('the super user fills the admin form: unique email, company, role, GTA Todos, places, image', async () => {
    await signIn(root, superUser.email, superUser.password);
    await root.goto('/admins');
    await root.getByRole('link', { name: 'Agregar' }).click();
    await expect(root).toHaveURL(/\/admins\/create$/);

    // The address is looked up while typing: an existing one is said under the field.
    await input(root, 'Correo electrónico').fill(superUser.email.toUpperCase());
    await expect(root.getByText('Este correo ya existe', { exact: true })).toBeVisible();
    await input(root, 'Correo electrónico').fill(editor.email);
    await expect(root.getByText('Este correo ya existe', { exact: true })).toBeHidden();

    await input(root, 'Imagen de perfil').setInputFiles({ name: 'perfil.png', mimeType: 'image/png', buffer: makePng(64, [20, 120, 60]) });
    await input(root, 'Nombre').fill(editor.name);
    await input(root, 'Apellidos').fill(editor.lastName);
    await input(root, 'Empresa').fill(`Empresa nueva ${suffix}`);
    await select(root, 'Rol', 'Super Usuario');
    await expect(root.getByText('El Super Usuario tiene todos los permisos')).toBeVisible();
    await select(root, 'Rol', 'Comité editorial');
    await choose(root, 'GTA', 'Tod', 'Todos');
    await select(root, 'Género', 'Femenino');
    await choose(root, 'País', 'Méx', 'México');
    await choose(root, 'Estado', 'Jalis', 'Jalisco');
    await choose(root, 'Ciudad', 'Guadalaj', 'Guadalajara');
  });

  await test.step('read + create on sectors only: ticking Crear ticks Consultar; Guardar sends that one row', async () => {
    await expect(cell(root, 'Sectores', 'Consultar')).not.toBeChecked();
    await cell(root, 'Sectores', 'Crear').check();
    await expect(cell(root, 'Sectores', 'Consultar')).toBeChecked();
    // Cells a module cannot have are disabled; the comments row is not offered.
    await expect(cell(root, 'Sectores', 'Aprobar')).toBeDisabled();
    await expect(cell(root, 'Administradores', 'Eliminar')).toBeDisabled();
    await expect(cell(root, 'Comentarios', 'Consultar')).toHaveCount(0);

    // Multipart bodies with a file are not readable from the browser's request: the detail shows what was kept.
    const post = root.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/admins');
    await root.getByRole('button', { name: 'Guardar' }).click();
    expect((await post).status()).toBe(201);
    await expectSuccess(root, 'Registro guardado');
    await expect(root).toHaveURL(/\/admins$/);
  });

  await test.step('its detail shows the role and the matrix read-only', async () => {
    await root.getByLabel('Buscar').fill(editor.lastName);
    await expect(root).toHaveURL((url) => url.searchParams.get('search') === editor.lastName);
    const row = root.getByRole('table', { name: 'Administradores' }).getByRole('row').filter({ hasText: editor.email });
    await expect(row).toContainText('Comité editorial');
    await row.click();
    await expect(root).toHaveURL(/\/admins\/[0-9a-f-]{36}$/);
    adminUrl = root.url();
    // Only the row with a flag was created, and no GTA means every GTA.
    await expect(root.getByRole('table', { name: 'Permisos' }).getByRole('row')).toHaveCount(2);
    // Read-only, the matrix says each permission in words (Consultar, Crear, Actualizar …), no checkbox to mistake.
    const sectors = root.getByRole('table', { name: 'Permisos' }).getByRole('row', { name: /^Sectores/ });
    await expect(sectors.getByRole('cell').nth(0)).toHaveText('Sí');
    await expect(sectors.getByRole('cell').nth(1)).toHaveText('Sí');
    await expect(sectors.getByRole('cell').nth(2)).toHaveText('No');
    await expect(cell(root, 'Sectores', 'Crear')).toHaveCount(0);
    await expect(root.getByRole('region', { name: 'Información' })).toContainText('Todos');
  });

  await test.step('the editor sets a password from the mailed link and logs in with the mailed code', async () => {
    const mail = await readLatestMail(e2eDataDir(), editor.email, 'establezca su contraseña');
    const link = /https?:\/\/\S+\/user\/updatepassword\/\S+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    await page.goto(link ?? '');
    await input(page, 'Nueva contraseña').fill(editor.password);
    await input(page, 'Confirmar contraseña').fill(editor.password);
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await logIn(page, editor.email, editor.password);
  });

  await test.step('the editor sees only Sectores in the sidebar and only the Agregar button', async () => {
    // The top bar shows the editor's name and the photo uploaded when the account was created.
    const account = page.getByRole('button', { name: `Cuenta de ${editor.name} ${editor.lastName}` });
    await expect(account.locator('img')).toHaveAttribute('src', /\/uploads\//);
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.getByRole('link')).toHaveText(['Inicio', 'Sectores']);
    await menu.getByRole('link', { name: 'Sectores' }).click();
    await expect(page).toHaveURL(/\/sectors$/);
    await expect(page.getByRole('link', { name: 'Agregar' })).toBeVisible();
    await page.getByLabel('Buscar').fill(sectorName);
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === sectorName);
    await page.getByRole('table', { name: 'Sectores' }).getByRole('row').filter({ hasText: sectorName }).click();
    await expect(page.getByRole('heading', { level: 1, name: sectorName })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Desactivar' })).toHaveCount(0);
  });

  await test.step('the permission page: ticking Actualizar ticks Consultar, which then cannot be unticked', async () => {
    await root.goto(adminUrl);
    await root.getByRole('link', { name: 'Editar permisos' }).click();
    await expect(root).toHaveURL(/\/permission$/);
    await expect(cell(root, 'Empresas', 'Consultar')).not.toBeChecked();
    await cell(root, 'Empresas', 'Actualizar').check();
    await expect(cell(root, 'Empresas', 'Consultar')).toBeChecked();
    await cell(root, 'Empresas', 'Consultar').click();
    await acceptDialog(root, 'Aviso', 'Si tiene otros permisos activados el permiso de consultar no puede ser deshabilitado');
    await expect(cell(root, 'Empresas', 'Consultar')).toBeChecked();
    // Back as it was: Actualizar off first, then Consultar may go.
    await cell(root, 'Empresas', 'Actualizar').uncheck();
    await cell(root, 'Empresas', 'Consultar').uncheck();
    await expect(cell(root, 'Empresas', 'Consultar')).not.toBeChecked();
  });

  await test.step('the super user removes create on sectors', async () => {
    await cell(root, 'Sectores', 'Crear').uncheck();
    await expect(cell(root, 'Sectores', 'Consultar')).toBeChecked();
    const puts: string[] = [];
    root.on('request', (r) => {
      if (r.method() === 'PUT') puts.push(new URL(r.url()).pathname);
    });
    await root.getByRole('button', { name: 'Guardar' }).click();
    await expectSuccess(root, 'Registro actualizado');
    expect(puts).toHaveLength(1);
    await expect(root).toHaveURL(adminUrl);
    const sectors = root.getByRole('table', { name: 'Permisos' }).getByRole('row', { name: /^Sectores/ });
    await expect(sectors.getByRole('cell').nth(1)).toHaveText('No');
  });

  await test.step("the editor's open page, without a click: 'Se realizaron cambios en sus permisos', signed out to /", async () => {
    // The server tells the editor's socket once the change committed (issue 10 §2).
    await acceptDialog(page, 'Se realizaron cambios en sus permisos', 'Reinicie sesión nuevamente');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  await rootContext.close();
  await editorContext.close();
});
