import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSession, type ApiSession } from './api.ts';
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

// The super user is never changed by a test: one session serves every test of a worker while the server accepts it.
let superSession: ApiSession | undefined;

async function stillValid(request: APIRequestContext, session: ApiSession): Promise<boolean> {
  const res = await request.get('/api/auth/admins/me', { headers: { authorization: `Bearer ${session.token}` } });
  return res.ok();
}

/**
 * Signs in without the form, for tests whose subject is not signing in: the two-step login through the API (the
 * code read from the outbox), the token and the admin stored where the web app keeps them, then /home. Ends where
 * `logIn` ends. Specs about signing in itself keep `logIn`.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const isSuper = email === superUser.email;
  let session = isSuper ? superSession : undefined;
  if (!session || !(await stillValid(page.request, session))) {
    session = await apiSession(page.request, email, password);
    if (isSuper) superSession = session;
  }
  await openAs(page, session);
}

/** Opens /home as the admin of `session`: its token and the admin stored where the web app keeps them. */
export async function openAs(page: Page, session: ApiSession): Promise<void> {
  // Any small page of the origin gives access to its storage without starting the app.
  await page.goto('/api/health');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('auth_token', token);
    localStorage.setItem('auth_user', JSON.stringify(user));
  }, session);
  await page.goto('/home');
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
