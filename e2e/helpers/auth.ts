import { expect, test, type Page } from '@playwright/test';
import { e2eDataDir, readLoginCode } from './outbox.ts';

/** The super user the server under test seeds (playwright.config.ts `ADMIN_EMAIL` / `ADMIN_PASSWORD`). */
export const superUser = {
  email: 'admin@example.com',
  password: 'Admin12345!',
  fullName: 'Super Usuario',
} as const;

/** Step 1 of the login form: email, password, Ingresar. Returns when the request has been sent. */
export async function submitCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Types a code into the six one-character boxes, one key per box. */
export async function typeCode(page: Page, code: string): Promise<void> {
  for (const [index, char] of [...code].entries()) {
    await page.getByLabel(`Dígito ${index + 1}`).fill(char);
  }
}

/**
 * Logs in through the two-step form: credentials, then the code read from the mail the server
 * wrote to its outbox, typed into the six boxes. Ends on /home.
 */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  const since = Date.now();
  await submitCredentials(page, email, password);
  await expect(page.getByRole('heading', { name: 'Código de verificación' })).toBeVisible();
  const code = await readLoginCode(e2eDataDir(), email, { since });
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** The bearer token the web app keeps for the signed-in admin. */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  if (!token) throw new Error('no session token in localStorage');
  return token;
}

/** Today as the web app shows dates (DD/MM/YYYY), in the browser's time zone (`timezoneId` of playwright.config.ts). */
export function todayAsShown(timeZone = test.info().project.use.timezoneId ?? 'UTC'): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(
    new Date(),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}
