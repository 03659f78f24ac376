import { sessionStore } from '../session/session-store.ts';
import { ApiError, NO_RESPONSE } from './api-error.ts';
import { fileNameOf } from './file-name.ts';

/** Downloads a file an API route streams (an export) with the session's token, and hands it to the browser as a download. */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const token = sessionStore.get()?.token;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(NO_RESPONSE, '');
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : '';
    throw new ApiError(response.status, message);
  }
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file over; the URL is not needed after this turn.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return name;
}
