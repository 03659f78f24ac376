import { expect, test, type Page } from '@playwright/test';
import { logIn, sessionToken, submitCredentials, superUser, typeCode } from './helpers/auth.ts';
import { connectDb, createAdmin, uniqueSuffix } from './helpers/db.ts';
import { e2eDataDir, readLatestMail, readLoginCode } from './helpers/outbox.ts';

/** A toast (notistack snackbar, role alert) holding `text`. */
function toast(page: Page, text: string) {
  return page.locator('#notistack-snackbar').filter({ hasText: text });
}

test('acceso: mensajes de validación, enlace a /recover y versión', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/auth/')) requests.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByText('v1.0.0', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Campo requerido', { exact: true })).toHaveCount(2);

  await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
  await page.getByLabel('Contraseña', { exact: true }).fill('algo');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Correo no válido', { exact: true })).toBeVisible();
  await expect(page.getByText('Campo requerido', { exact: true })).toHaveCount(0);
  expect(requests).toEqual([]);

  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page).toHaveURL(/\/recover$/);
  await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
});

test('acceso: contraseña incorrecta muestra el aviso y no pide código', async ({ page }) => {
  await page.goto('/');
  await submitCredentials(page, superUser.email, 'Incorrecta123!');
  await expect(toast(page, 'Correo o contraseña incorrectos')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByLabel('Dígito 1')).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('acceso: un código incorrecto muestra un error; el correcto, en minúsculas, entra', async ({ page }) => {
  await page.goto('/');
  const since = Date.now();
  await submitCredentials(page, superUser.email, superUser.password);
  await expect(page.getByRole('heading', { name: 'Código de verificación' })).toBeVisible();
  await expect(page.getByText(`Escriba el código de 6 caracteres que enviamos a ${superUser.email}.`)).toBeVisible();
  const code = await readLoginCode(e2eDataDir(), superUser.email, { since });

  // Too short: the form says so without asking the server.
  await typeCode(page, code.slice(0, 3));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('El código debe tener 6 caracteres', { exact: true })).toBeVisible();

  // A wrong code of the right shape: the server's error.
  const wrong = [...code].map((c) => (c === 'A' ? 'B' : 'A')).join('');
  await typeCode(page, wrong);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(toast(page, 'Código incorrecto o expirado')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // The boxes uppercase what is typed; the right code still works after one miss.
  await typeCode(page, code.toLowerCase());
  for (const [index, char] of [...code].entries()) {
    await expect(page.getByLabel(`Dígito ${index + 1}`)).toHaveValue(char);
  }
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Bienvenido(a), Super' })).toBeVisible();
});

test('sesión: con sesión / lleva a /home; Cerrar Sesión la termina y las rutas privadas vuelven a /', async ({ page }) => {
  await logIn(page, superUser.email, superUser.password);
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);

  const token = await sessionToken(page);
  await page.getByRole('button', { name: `Cuenta de ${superUser.fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(toast(page, 'Se ha cerrado su sesión')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();

  // The server revoked the token at once.
  const me = await page.request.get('/api/auth/admins/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);

  await page.goto('/sectors');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
});

test('la consola queda limpia: el acceso y una lista, cargados de cero, no avisan ni fallan', async ({ page }) => {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') said.push(`${message.type()}: ${message.text()}`);
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await logIn(page, superUser.email, superUser.password);
  await page.goto('/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Agregar' })).toBeVisible();
  expect(said).toEqual([]);
});

test('sesión: Salir del menú lateral la termina', async ({ page }) => {
  await logIn(page, superUser.email, superUser.password);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('button', { name: 'Salir' }).click();
  await expect(toast(page, 'Se ha cerrado su sesión')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/home');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('recuperación: el enlace del correo fija una nueva contraseña con la que se entra', async ({ page }) => {
  test.setTimeout(60_000);
  const sql = await connectDb();
  const admin = await createAdmin(sql, {
    name: 'Olvido',
    lastName: 'Contraseña',
    email: `olvido.${uniqueSuffix()}@example.com`,
    password: 'Anterior12345!',
    permissions: { sectors: { read: true } },
  }).finally(() => sql.end());
  const newPassword = 'Nueva-clave-12345!';

  await test.step('/recover, logged out: request the mail', async () => {
    await page.goto('/recover');
    await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByText('Requerido', { exact: true })).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(admin.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('status')).toContainText('Si el correo está registrado, recibirá un enlace');
  });

  let link = '';
  await test.step('the mail holds /user/updatepassword/<token>&<email>', async () => {
    const mail = await readLatestMail(e2eDataDir(), admin.email, 'Recuperación de contraseña');
    const found = /https?:\/\/\S+\/user\/updatepassword\/\S+/.exec(mail.text)?.[0];
    expect(found, mail.text).toBeDefined();
    const url = new URL(found ?? '');
    // The configured base URL (APP_URL in playwright.config.ts), never the request's Host.
    expect(url.origin).toBe(new URL(test.info().project.use.baseURL ?? '').origin);
    expect(url.pathname).toMatch(/^\/user\/updatepassword\/[A-Za-z0-9_-]{20,}&/);
    expect(decodeURIComponent(url.pathname.split('&')[1] ?? '')).toBe(admin.email);
    link = url.href;
  });

  await test.step('open the link logged out and set a new password', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Nueva contraseña' })).toBeVisible();
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('OtraCosa12345!');
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await expect(page.getByText('Las contraseñas no coinciden', { exact: true })).toBeVisible();
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await expect(toast(page, 'Se ha actualizado su contraseña')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  await test.step('the link works once', async () => {
    await page.goto(link);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Tercera12345!');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Tercera12345!');
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    // Said in the form itself, besides the toast.
    await expect(page.locator('form').getByRole('alert')).toHaveText('El enlace de recuperación no es válido o ha expirado');
    await expect(toast(page, 'El enlace de recuperación no es válido o ha expirado')).toBeVisible();
  });

  await test.step('the old password is refused, the new one logs in', async () => {
    await page.goto('/');
    await submitCredentials(page, admin.email, admin.password);
    await expect(toast(page, 'Correo o contraseña incorrectos')).toBeVisible();
    await logIn(page, admin.email, newPassword);
    await expect(page.getByRole('button', { name: `Cuenta de ${admin.name} ${admin.lastName}` })).toBeVisible();
  });
});
