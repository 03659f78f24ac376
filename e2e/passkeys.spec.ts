import { expect, test, type Page } from '@playwright/test';
import { submitCredentials, typeCode } from './helpers/auth.ts';
import { expectAccessible } from './helpers/axe.ts';
import { readLoginCode } from './helpers/outbox.ts';
import { startOwnServer } from './helpers/own-server.ts';

// A product server of its own with PASSKEY_LOGIN on, at `localhost`: WebAuthn refuses an IP address as the site's name.
const port = Number(process.env.E2E_PORT ?? 3100) + 8;
const appUrl = `http://localhost:${port}`;
const admin = { email: 'passkeys-admin@example.com', password: 'Admin12345!-llaves' };
const keyName = 'Portátil de pruebas';

let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer(port, { APP_URL: appUrl, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, TWO_FACTOR: 'true', PASSKEY_LOGIN: 'true' });
});

test.afterAll(async () => server?.stop());

/** Chromium's virtual authenticator for this page: a platform passkey that verifies its user without asking. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

async function signOut(page: Page) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('button', { name: 'Salir' }).click();
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
}

async function openOwnProfile(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const me = await page.request.get(`${appUrl}/api/auth/admins/me`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await me.json()) as { data: { _id: string } };
  await page.goto(`${appUrl}/admins/${data._id}`);
  return page.getByRole('region', { name: 'Llaves de acceso' });
}

test('una admin agrega una llave de acceso en Mi perfil, entra con contraseña y llave, luego solo con la llave, y la quita', async ({ page }) => {
  test.setTimeout(180_000);
  const authenticator = await virtualAuthenticator(page);

  await test.step('the first sign-in is the spec’s: password and the mailed code', async () => {
    await page.goto(appUrl);
    const since = Date.now();
    await submitCredentials(page, admin.email, admin.password);
    await expect(page.getByRole('heading', { name: 'Código de verificación' })).toBeVisible();
    await typeCode(page, await readLoginCode(server!.dataDir, admin.email, { since }));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  await test.step('Mi perfil: «Agregar llave de acceso» names it and the browser creates it', async () => {
    const section = await openOwnProfile(page);
    await expect(section.getByText('Todavía no agregó ninguna llave de acceso.')).toBeVisible();
    await section.getByRole('button', { name: 'Agregar llave de acceso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar una llave de acceso' });
    await dialog.getByLabel('Nombre').fill(keyName);
    await expectAccessible(page, 'the add-passkey dialog', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByText(keyName)).toBeVisible();
    await expect(section.getByText('Nunca')).toBeVisible();
    expect(await authenticator.credentials()).toHaveLength(1);
    await expectAccessible(page, 'Mi perfil with a passkey');
  });

  await test.step('password, then the passkey instead of a mailed code', async () => {
    await signOut(page);
    await submitCredentials(page, admin.email, admin.password);
    await page.getByRole('button', { name: 'Usar llave de acceso' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  await test.step('PASSKEY_LOGIN: the passkey alone', async () => {
    await signOut(page);
    await page.getByRole('button', { name: 'Entrar con llave de acceso' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  await test.step('«Quitar» asks first; then the password leads to the mailed code again', async () => {
    const section = await openOwnProfile(page);
    await expect(section.getByText('Nunca')).toBeHidden();
    await section.getByRole('button', { name: `Quitar la llave de acceso ${keyName}` }).click();
    const confirm = page.getByRole('dialog', { name: '¿Quitar la llave de acceso?' });
    await expect(confirm.getByText(`La llave «${keyName}» dejará de servir para iniciar sesión.`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Quitar' }).click();
    await expect(section.getByText('Todavía no agregó ninguna llave de acceso.')).toBeVisible();

    await signOut(page);
    await submitCredentials(page, admin.email, admin.password);
    await expect(page.getByRole('heading', { name: 'Código de verificación' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Usar llave de acceso' })).toHaveCount(0);
  });
});
