import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { call, type Answer, type TestApp } from './app.ts';

export interface FieldErrorShape {
  path: string;
  msg: string;
}

/** Stack frames, source paths, SQL and library internals: none of them may reach a client. */
const INTERNALS: RegExp[] = [
  /\n\s*at\s/, // stack frame on its own line
  /\bat [\w$.<>]+ \(/, // "at fn (" frame
  /\bat (?:file:|node:|async |\/)/, // "at /path", "at async …" frames
  /(?:\/[\w.@-]+){2,}\.(?:ts|js|mjs|cjs)\b/, // file paths
  /node_modules|node:internal|file:\/\//,
  /\b(?:select\s.+\sfrom|insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)\b/i, // SQL
  /\b(?:postgres|drizzle|zod|fastify|FST_ERR|ZodError|SyntaxError|TypeError)\b/i,
  /relation "|violates|syntax error|duplicate key/i,
  /"stack"|"statusCode"|"validation"/,
];

export function expectNothingInternal(raw: string): void {
  for (const pattern of INTERNALS) expect(raw, `answer leaks internals (${pattern}): ${raw.slice(0, 300)}`).not.toMatch(pattern);
}

/** An error answer: exact status, the `{ code, message[, errors] }` envelope in Spanish, nothing internal. */
export function expectError(res: Answer, status: number, message: string, errors?: FieldErrorShape[]): void {
  expect({ status: res.status, code: res.body.code, message: res.body.message }, res.raw).toEqual({ status, code: status, message });
  for (const key of Object.keys(res.body)) expect(['code', 'message', 'errors']).toContain(key);
  if (errors !== undefined) expect(res.body.errors).toEqual(errors);
  expectNothingInternal(res.raw);
}

/** A success answer with the exact status and message; returns its `data`. */
export function expectOk<T = Record<string, unknown>>(res: Answer, status: number, message: string): T {
  expect({ status: res.status, code: res.body.code, message: res.body.message }, res.raw).toEqual({ status, code: status, message });
  expect(res.body).toHaveProperty('data');
  return res.body.data as T;
}

type Extra = Omit<InjectOptions, 'method' | 'url' | 'payload'>;

/**
 * Short-hands for JSON calls with one token. `defaults` go into every call: a suite that sends more than the app's
 * general ceiling of requests per client and minute gives each part its own `remoteAddress`.
 */
export function client(t: TestApp, token?: string, defaults: Extra = {}) {
  return {
    get: (url: string, extra: Extra = {}) => call(t, { ...defaults, ...extra, method: 'GET', url, token }),
    post: (url: string, payload?: InjectOptions['payload'], extra: Extra = {}) =>
      call(t, { ...defaults, ...extra, method: 'POST', url, payload, token }),
    put: (url: string, payload?: InjectOptions['payload'], extra: Extra = {}) =>
      call(t, { ...defaults, ...extra, method: 'PUT', url, payload, token }),
    del: (url: string, extra: Extra = {}) => call(t, { ...defaults, ...extra, method: 'DELETE', url, token }),
  };
}

/**
 * Every row of every table of the app's schema, as one comparable string: a refused request must leave it identical.
 * Sessions are left out when `withSessions` is false (each login adds one).
 */
export async function databaseState(t: TestApp, opts: { withSessions?: boolean } = {}): Promise<string> {
  const { sql } = t.database;
  const tables = await sql<{ name: string }[]>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`;
  const parts: [string, unknown][] = [];
  for (const { name } of tables) {
    if (name === 'admin_sessions' && opts.withSessions === false) continue;
    const [row] = await sql<{ rows: unknown }[]>`
      select coalesce(json_agg(x order by x::text), '[]'::json) as rows from ${sql(name)} x`;
    parts.push([name, row!.rows]);
  }
  return JSON.stringify(parts);
}

export interface HistoryRow {
  cause: string;
  description: string;
  module: string;
  changes: { field: string; from: unknown; to: unknown }[];
  adminId: string | null;
}

/** The history rows of one record, oldest first. */
export async function historyOf(t: TestApp, document: string): Promise<HistoryRow[]> {
  return t.database.sql<HistoryRow[]>`
    select cause, description, module, changes, admin_id as "adminId"
    from historicals where document = ${document} order by seq`;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const ISO_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
