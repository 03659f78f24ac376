/**
 * Helpers for the API suites of the modules with files, references and places (companies, GTAs, work axes, ODS,
 * Global Pact axes, filters): multipart forms as the web app sends them, the uploads folder, a few records.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { IMAGE_VARIANT_SIZES, imageVariant } from '@app/domain/core/files';
import { es } from '@app/domain/messages/es';
import { multipartBody, pdf, pngWithAlpha, type FormPart } from '../unit/uploads-fixtures.ts';
import { call, type Answer, type TestApp } from './app.ts';
import { databaseState, expectError, expectOk, type FieldErrorShape } from './expect.ts';

export type Rec = Record<string, unknown> & { _id: string; active: boolean; createdAt: string; updatedAt: string };

export interface PageOf<T> {
  docs: T[];
  totalDocs: number;
  limit: number;
  page: number;
  totalPages: number;
  hasNextPage: boolean;
  nextPage: number | null;
  hasPrevPage: boolean;
  prevPage: number | null;
}

export interface FileInput {
  filename: string;
  data: Buffer;
  contentType?: string;
}

export const reason = (description: string) => ({ historical: { description } });

/**
 * A multipart form as the web app builds it: every value as text, `historical` (an object) as JSON text, files as file
 * parts. `undefined` and `null` values are left out, as the web app leaves out empty filters.
 */
export function formParts(fields: Record<string, unknown>, files: Record<string, FileInput> = {}): FormPart[] {
  const parts: FormPart[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    parts.push({ name, value: typeof value === 'object' ? JSON.stringify(value) : String(value) });
  }
  for (const [name, file] of Object.entries(files)) parts.push({ name, ...file });
  return parts;
}

/** Sends a multipart form with the bearer token; the answer parsed like `call` does. */
export function sendForm(
  t: TestApp,
  token: string,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, unknown>,
  files: Record<string, FileInput> = {},
): Promise<Answer> {
  const { payload, headers } = multipartBody(formParts(fields, files));
  return call(t, { method, url, payload, headers, token });
}

/** Every file under DATA_DIR/uploads, relative to it, sorted. */
export async function uploadedFiles(t: TestApp): Promise<string[]> {
  const root = join(t.config.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
    .sort();
}

/** `/uploads/companies/x.webp` → its path on disk. */
export const diskPath = (t: TestApp, url: string) => join(t.config.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

export async function fileExists(t: TestApp, url: string): Promise<boolean> {
  return stat(diskPath(t, url)).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** A stored image's URL and its 70 and 190 variants. */
export const withVariants = (url: string) => [url, ...IMAGE_VARIANT_SIZES.map((size) => imageVariant(url, size))];

/** The storage key (path under DATA_DIR/uploads) of each URL. */
export const keysOf = (...urls: string[]) => urls.map((u) => u.replace(/^\/uploads\//, ''));

/** `<uuid>.webp` in the module's folder: what every stored image URL looks like. */
export const imageUrl = (folder: string) => new RegExp(`^/uploads/${folder}/[0-9a-f-]{36}\\.webp$`);
export const pdfUrl = (folder: string) => new RegExp(`^/uploads/${folder}/[0-9a-f-]{36}\\.pdf$`);

/** A small half-transparent PNG, as a form's file part. */
export async function png(width = 60, height = 40): Promise<FileInput> {
  return { filename: 'imagen.png', data: await pngWithAlpha(width, height), contentType: 'image/png' };
}

export const pdfFile = (): FileInput => ({ filename: 'guía.pdf', data: pdf(), contentType: 'application/pdf' });

/** One refused length case of a text field: the value sent and the single field error it must produce. */
export interface TextCase {
  label: string;
  value: string | undefined;
  msg: string;
}

/**
 * The edges of a required text rule `min..max` (spec: 'Debe ser mayor de N caracteres', 'Debe ser menor de N
 * caracteres', 'Campo Requerido'): what must be refused, and the two lengths that must be accepted.
 */
export function textEdges(min: number | undefined, max: number, opts: { required?: boolean } = {}) {
  const v = es.validation;
  const refused: TextCase[] = [{ label: `${max + 1} characters`, value: 'x'.repeat(max + 1), msg: v.max(max) }];
  if (min !== undefined && min > 1) {
    refused.push({ label: `${min - 1} characters`, value: 'x'.repeat(min - 1), msg: v.min(min) });
    refused.push({ label: `${min - 1} characters padded with spaces`, value: `  ${'x'.repeat(min - 1)}  `, msg: v.min(min) });
  }
  if (opts.required !== false) {
    refused.push({ label: 'missing', value: undefined, msg: v.required });
    refused.push({ label: 'blank', value: '   ', msg: v.required });
  }
  const accepted = [...new Set([min ?? 1, max])].map((n) => 'ñ'.repeat(n));
  return { refused, accepted };
}

/** The body of a 400 for one field. */
export const fieldError = (path: string, msg: string): FieldErrorShape[] => [{ path, msg }];

/** A catalogue record (sector, business type) made through the API; returns its id. */
export async function createCatalogue(t: TestApp, token: string, path: 'sectors' | 'business-types', name: string): Promise<string> {
  const res = await call(t, { method: 'POST', url: `/api/${path}`, token, payload: { name, description: `Descripción de ${name}` } });
  return expectOk<Rec>(res, 201, es.api.saved)._id;
}

/** The text fields of a valid GTA, unique per call, `overrides` on top. */
export function gtaFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = Math.random().toString(36).slice(2, 8);
  return {
    title: `GTA ${id}`,
    subtitle: 'Subtítulo del grupo',
    goal: 'Eje de trabajo del grupo',
    actionLines: 'Líneas de acción del grupo',
    nomenclature: `G${id}`,
    author: 'Autora Prueba',
    position: 'Posición del grupo',
    color: '#1A2B3C',
    number: 7,
    ...overrides,
  };
}

/** Creates a GTA through the API with its two required images (logo and silhouette). */
export async function createGta(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
  files: Record<string, FileInput> = {},
): Promise<Rec> {
  const res = await sendForm(t, token, 'POST', '/api/gtas', gtaFields(overrides), {
    logo: await png(),
    imageColor: await png(),
    ...files,
  });
  return expectOk<Rec>(res, 201, es.api.saved);
}

/** Every row of the database and every file under DATA_DIR/uploads. */
export async function snapshot(t: TestApp): Promise<{ db: string; files: string[] }> {
  return { db: await databaseState(t), files: await uploadedFiles(t) };
}

/**
 * Sends a request that must be refused with exactly this status, message (and field errors), and checks that it left
 * the database and the uploads folder exactly as they were.
 */
export async function expectRefused(
  t: TestApp,
  send: () => Promise<Answer>,
  status: number,
  message: string,
  errors?: FieldErrorShape[],
): Promise<void> {
  const before = await snapshot(t);
  expectError(await send(), status, message, errors);
  expect(await snapshot(t)).toEqual(before);
}
