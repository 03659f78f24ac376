import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eDataDir, readLoginCode } from './helpers/outbox.ts';

const admin = { email: 'admin@example.com', password: 'Admin12345!' };

test('la página de acceso carga', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('input[type="email"], input[name="email"]').first()).toBeVisible();
});

test('el código de acceso llega al buzón de salida del servidor', async ({ request }) => {
  // The server under test and this worker share DATA_DIR (embedded database in DATA_DIR/pg).
  expect(existsSync(join(e2eDataDir(), 'pg'))).toBe(true);

  const since = Date.now() - 1000;
  const login = await request.post('/api/auth/admins/login', { data: admin });
  expect(login.status()).toBe(201);

  const code = await readLoginCode(e2eDataDir(), admin.email, { since });
  expect(code).toMatch(/^[A-Z0-9]{6}$/);

  const verify = await request.post('/api/auth/admins/verify', { data: { email: admin.email, code } });
  expect(verify.status()).toBe(200);
  expect((await verify.json()).data.token).toEqual(expect.any(String));
});
