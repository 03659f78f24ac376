import type { Envelope, FieldError } from '@app/domain/core/page';
import { sessionStore } from '../session/session-store.ts';
import { ApiError, NO_RESPONSE } from './api-error.ts';

let socketId: string | undefined;

/** This tab's realtime socket, while it is connected: the server then tells this tab's changes to the others only. */
export function setSocketId(id: string | undefined): void {
  socketId = id;
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function fieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (e): e is FieldError => isRecord(e) && typeof e.path === 'string' && typeof e.msg === 'string',
  );
}

/** The one fetch wrapper: adds the bearer token, sends JSON (a `FormData` body goes as multipart), returns the `{ code, message, data }` envelope and turns every failure into an `ApiError`. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = sessionStore.get()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (socketId) headers['X-Socket-Id'] = socketId;
  // FormData (a form with files) sets its own multipart boundary; anything else travels as JSON.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(NO_RESPONSE, '');
  }

  const body: unknown = await response.json().catch(() => null);
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : '';
  if (!response.ok) {
    throw new ApiError(response.status, message, isRecord(body) ? fieldErrors(body.errors) : []);
  }
  if (!isRecord(body)) throw new ApiError(response.status, message);
  return { code: typeof body.code === 'number' ? body.code : response.status, message, data: body.data as T };
}
