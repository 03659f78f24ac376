import { expect, type APIRequestContext } from '@playwright/test';
import { readLoginCode, e2eDataDir } from './outbox.ts';

/** A token of a two-step login through the API, the code read from the outbox: another person acting meanwhile. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const since = Date.now();
  const step1 = await request.post('/api/auth/admins/login', { data: { email, password } });
  expect(step1.status(), await step1.text()).toBe(201);
  const code = await readLoginCode(e2eDataDir(), email, { since });
  const step2 = await request.post('/api/auth/admins/verify', { data: { email, code } });
  expect(step2.status(), await step2.text()).toBe(200);
  return ((await step2.json()) as { data: { token: string } }).data.token;
}

/** One JSON call with a bearer token; fails the test unless the status is `expected`. */
export async function apiCall<T = Record<string, unknown>>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  expected: number,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(expected);
  return ((await res.json()) as { data: T }).data;
}
