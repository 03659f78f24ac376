import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import Provider from 'oidc-provider';
import { expectAccessible } from './helpers/axe.ts';
import { startOwnServer } from './helpers/own-server.ts';

// A second product server of its own, started with the OIDC variables, so that the suite's server starts as it always did.
const port = Number(process.env.E2E_PORT ?? 3100) + 7;
const appUrl = `http://127.0.0.1:${port}`;
const admin = 'sso-admin@example.com';

let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
let providerServer: Server;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  providerServer = createServer();
  await new Promise<void>((done) => providerServer.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;
  const emails: Record<string, string> = { ana: admin, nadie: 'nadie@example.com' };
  const provider = new Provider(issuer, {
    clients: [{ client_id: 'backoffice', client_secret: 'secreto-e2e-0123456789', redirect_uris: [`${appUrl}/api/auth/admins/sso/callback`], token_endpoint_auth_method: 'client_secret_post' }],
    claims: { email: ['email', 'email_verified'] },
    cookies: { keys: ['claves-e2e'] },
    features: { devInteractions: { enabled: true } },
    ttl: { AccessToken: 300, AuthorizationCode: 60, Grant: 600, IdToken: 300, Interaction: 600, Session: 600 },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, email: emails[sub], email_verified: true }) }),
  });
  providerServer.on('request', provider.callback());

  server = await startOwnServer(port, {
    APP_URL: appUrl,
    ADMIN_EMAIL: admin,
    ADMIN_PASSWORD: 'Admin12345!-sso',
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'backoffice',
    OIDC_CLIENT_SECRET: 'secreto-e2e-0123456789',
    OIDC_NAME: 'Acme ID',
    OIDC_ONLY: 'true',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((done) => (providerServer ? providerServer.close(() => done()) : done()));
});

test('an admin signs in with the organisation’s provider and lands where she was going; an unknown e-mail is refused in Spanish', async ({ page }) => {
  // Signed out, a protected page leads to the login, and single sign-on carries it through the provider.
  await page.goto(`${appUrl}/admins`);
  const sso = page.getByRole('link', { name: 'Entrar con Acme ID' });
  await expect(sso).toBeVisible();
  // OIDC_ONLY: the page says what it offers, and keeps the password form behind the super users' link.
  await expect(page.getByText('Entre con Acme ID, el inicio de sesión único de su organización. Los superusuarios también pueden usar su contraseña.')).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toBeHidden();
  await page.getByRole('button', { name: 'Entrar con contraseña (superusuarios)' }).click();
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  await expectAccessible(page, 'login with single sign-on');

  await sso.click();
  await page.locator('input[name="login"]').fill('ana');
  await page.locator('input[name="password"]').fill('x');
  await page.getByRole('button', { name: /sign-in/i }).click();
  await page.getByRole('button', { name: /continue/i }).click();
  await expect(page).toHaveURL(`${appUrl}/admins`);

  // Signed out here and at the provider (its session cookie), so that the next sign-in asks for a login again.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto(`${appUrl}/`);
  await page.getByRole('link', { name: 'Entrar con Acme ID' }).click();
  await page.locator('input[name="login"]').fill('nadie');
  await page.locator('input[name="password"]').fill('x');
  await page.getByRole('button', { name: /sign-in/i }).click();
  await page.getByRole('button', { name: /continue/i }).click();
  await expect(page.getByText('No hay ningún administrador activo con el correo nadie@example.com.')).toBeVisible();
  await expectAccessible(page, 'single sign-on refusal');
  await page.getByRole('link', { name: 'Volver al inicio de sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
});
