import { expect, type APIRequestContext } from '@playwright/test';
import { readLoginCode, e2eDataDir } from './outbox.ts';

/** What a two-step login through the API answers (the code read from the outbox): the token and the admin. */
export interface ApiSession {
  token: string;
  user: unknown;
}

export async function apiSession(request: APIRequestContext, email: string, password: string): Promise<ApiSession> {
  const since = Date.now();
  const step1 = await request.post('/api/auth/admins/login', { data: { email, password } });
  expect(step1.status(), await step1.text()).toBe(201);
  const code = await readLoginCode(e2eDataDir(), email, { since });
  const step2 = await request.post('/api/auth/admins/verify', { data: { email, code } });
  expect(step2.status(), await step2.text()).toBe(200);
  return ((await step2.json()) as { data: ApiSession }).data;
}

/** A token of a two-step login through the API: another person acting meanwhile. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  return (await apiSession(request, email, password)).token;
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
