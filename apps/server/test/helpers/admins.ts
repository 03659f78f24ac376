/** Helpers of the administrators' and permissions' API suites. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { es } from '@app/domain/messages/es';
import { call, type Answer, type TestApp } from './app.ts';
import { expectOk } from './expect.ts';
import { png, reason, sendForm, type FileInput, type Rec } from './resources.ts';

export const uniqueEmail = (prefix = 'nuevo') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** The text fields of a valid admin form (role 1, all GTAs), `overrides` on top. */
export function adminFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Laura',
    lastName: 'Méndez',
    email: uniqueEmail(),
    company: 'Empresa Nueva',
    role: 1,
    gta: 'null',
    gender: 'Femenino',
    country: 'México',
    state: 'Jalisco',
    city: 'Guadalajara',
    ...overrides,
  };
}

/** POST /api/admins as the web app sends it: multipart, the profile image, `permissions` as JSON text. */
export async function postAdmin(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
  files?: Record<string, FileInput>,
): Promise<Answer> {
  return sendForm(t, token, 'POST', '/api/admins', adminFields(overrides), files ?? { image: await png() });
}

export async function createAdminViaApi(t: TestApp, token: string, overrides: Record<string, unknown> = {}): Promise<Rec> {
  return expectOk<Rec>(await postAdmin(t, token, overrides), 201, es.api.saved);
}

export const putAdmin = (t: TestApp, token: string, id: string, body: Record<string, unknown>, files: Record<string, FileInput> = {}) =>
  sendForm(t, token, 'PUT', `/api/admins/${id}`, { ...body, ...reason('Cambio de datos') }, files);

export const toggleAdmin = (t: TestApp, token: string, id: string, suffix: 'deactivate' | 'reactivate') =>
  call(t, { method: 'PUT', url: `/api/admins/${id}/${suffix}`, token, payload: reason('Motivo del cambio') });

export interface PermissionRec {
  _id: string;
  admin: string;
  module: { _id: string; name: string };
  read: boolean;
  create: boolean;
  update: boolean;
  destroy: boolean;
  approve: boolean;
}

/** The admin's permission rows as the matrix reads them, by module name (flags only). */
export async function flagsByModule(t: TestApp, token: string, adminId: string): Promise<Record<string, Record<string, boolean>>> {
  const res = await call(t, { method: 'GET', url: `/api/permissions/all?admin=${adminId}&active=all`, token });
  const rows = expectOk<PermissionRec[]>(res, 200, es.api.list);
  return Object.fromEntries(
    rows.map((r) => [r.module.name, { read: r.read, create: r.create, update: r.update, destroy: r.destroy, approve: r.approve }]),
  );
}

/** The secrets of spec 000 §3 / CONTRACT, by any spelling they could leak under. */
const SECRET_KEYS = /password|validated|token|recover|twoFactor|two_factor|searchText|search_text/i;

export function expectNoSecrets(raw: string): void {
  expect(raw).not.toMatch(/\$argon2/);
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        expect(key, raw.slice(0, 300)).not.toMatch(SECRET_KEYS);
        walk(v);
      }
    }
  };
  walk(JSON.parse(raw));
}

/** The link of the set-password mail sent to `email`: `{ token, email }` as the web app splits the path. */
export async function setPasswordLink(t: TestApp, email: string): Promise<{ link: string; token: string; email: string }> {
  const mail = await t.sink.waitFor((m) => m.to.includes(email.toLowerCase()) && m.subject === es.admins.setPasswordMailSubject);
  const link = /(\S+\/user\/updatepassword\/\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`sin enlace en: ${mail.text}`);
  const [token, address] = link.split('/user/updatepassword/')[1]!.split('&');
  return { link, token: token!, email: decodeURIComponent(address!) };
}
